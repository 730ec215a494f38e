import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError, list, parseOrigin, rpcUrl, type Env } from './env'

/**
 * What a build needs from the server that serves it, fixed when it is built: the chain its
 * sign-in messages name, and every origin its page connects to or may be framed by (the
 * Content-Security-Policy). `vite build` writes them beside the site; `npm run serve` and
 * `vite preview` read them from there, so the server cannot disagree with the page.
 * Nothing here is secret: the page itself carries the same URLs.
 */
export interface ServingFacts {
  chainId: number
  /** Node URLs, first preferred (the site's order). */
  rpcUrls: string[]
  ensRpcUrl: string | null
  walletConnectRelayUrl: string
  safeAllowedOrigins: string[]
  safeServiceUrl: string
}

/** The file in the build output (served like any file: it holds nothing the page does not). */
export const SERVING_FACTS_FILE = 'serving.json'

const DEFAULT_RPC_URL = 'https://zkevm-rpc.com'
const DEFAULT_WC_RELAY_URL = 'wss://relay.walletconnect.org'
const DEFAULT_SAFE_ORIGINS = ['https://app.safe.global', 'https://app.safe.eth.limo']
const DEFAULT_SAFE_SERVICE_URL = 'https://safe-client.safe.global'

/** The facts the VITE_* variables give, read the way the site reads them. */
export function factsFromEnv(env: Env): ServingFacts {
  const chainIdText = env.VITE_CHAIN_ID || '1101'
  const chainId = Number(chainIdText)
  if (!/^\d+$/.test(chainIdText) || !Number.isSafeInteger(chainId) || chainId <= 0) throw new ConfigError(`VITE_CHAIN_ID must be a positive whole number, got "${chainIdText}".`)
  // As the site: VITE_RPC_URL first, then VITE_RPC_URLS, without repeats.
  const one = env.VITE_RPC_URL ? [rpcUrl('VITE_RPC_URL', env.VITE_RPC_URL)] : []
  const many = list(env.VITE_RPC_URLS).map((u) => rpcUrl('VITE_RPC_URLS', u))
  const rpcUrls = [...new Set([...one, ...many])]
  const safeOrigins = list(env.VITE_SAFE_ALLOWED_ORIGINS).map((o) => parseOrigin('VITE_SAFE_ALLOWED_ORIGINS', o).origin)
  return {
    chainId,
    rpcUrls: rpcUrls.length > 0 ? rpcUrls : [DEFAULT_RPC_URL],
    ensRpcUrl: env.VITE_ENS_RPC_URL ? rpcUrl('VITE_ENS_RPC_URL', env.VITE_ENS_RPC_URL) : null,
    walletConnectRelayUrl: env.VITE_WC_RELAY_URL || DEFAULT_WC_RELAY_URL,
    safeAllowedOrigins: safeOrigins.length > 0 ? safeOrigins : DEFAULT_SAFE_ORIGINS,
    safeServiceUrl: rpcUrl('VITE_SAFE_SERVICE_URL', env.VITE_SAFE_SERVICE_URL || DEFAULT_SAFE_SERVICE_URL),
  }
}

/** Each fact, the variables that set it, and how to show it in a sentence. */
const FIELDS: { key: keyof ServingFacts; vars: string[]; noun: string }[] = [
  { key: 'chainId', vars: ['VITE_CHAIN_ID'], noun: 'chain' },
  { key: 'rpcUrls', vars: ['VITE_RPC_URL', 'VITE_RPC_URLS'], noun: 'node' },
  { key: 'ensRpcUrl', vars: ['VITE_ENS_RPC_URL'], noun: 'ENS node' },
  { key: 'walletConnectRelayUrl', vars: ['VITE_WC_RELAY_URL'], noun: 'WalletConnect relay' },
  { key: 'safeAllowedOrigins', vars: ['VITE_SAFE_ALLOWED_ORIGINS'], noun: 'Safe origin' },
  { key: 'safeServiceUrl', vars: ['VITE_SAFE_SERVICE_URL'], noun: 'Safe wallet-service' },
]
const show = (value: ServingFacts[keyof ServingFacts]): string => (Array.isArray(value) ? value.join(', ') : String(value ?? 'none'))

/**
 * The build's facts, after checking that no variable set on the server says otherwise: a
 * server with another chain id or another node than its build would refuse every sign-in
 * or have its page's reads blocked, so it must not start.
 */
export function reconcileFacts(env: Env, built: ServingFacts, distDir: string): ServingFacts {
  const mine = factsFromEnv(env)
  for (const { key, vars, noun } of FIELDS) {
    const set = vars.filter((v) => env[v])
    if (set.length === 0 || show(mine[key]) === show(built[key])) continue
    throw new ConfigError(
      `${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} ${show(mine[key])}, but the build in ${distDir} was made for ${noun} ${show(built[key])}; unset ${set.length > 1 ? 'them' : 'it'} or build again.`,
    )
  }
  return built
}

/** Writes the facts of `env` into the build output (`vite build`). */
export function writeServingFacts(outDir: string, env: Env): ServingFacts {
  const facts = factsFromEnv(env)
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, SERVING_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`)
  return facts
}

/** The facts of the build in `distDir`; a missing or malformed file stops the server, saying so. */
export function readServingFacts(distDir: string): ServingFacts {
  const path = join(distDir, SERVING_FACTS_FILE)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new ConfigError(`${path} does not exist: the build in ${distDir} is older than this server or incomplete; run \`npm run build\` again.`)
  }
  let data: Partial<Record<keyof ServingFacts, unknown>>
  try {
    data = JSON.parse(text) as typeof data
  } catch {
    throw new ConfigError(`${path} is not JSON; run \`npm run build\` again.`)
  }
  const strings = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string')
  const { chainId, rpcUrls, ensRpcUrl, walletConnectRelayUrl, safeAllowedOrigins, safeServiceUrl } = data
  if (
    typeof chainId !== 'number' ||
    !Number.isSafeInteger(chainId) ||
    chainId <= 0 ||
    !strings(rpcUrls) ||
    !(ensRpcUrl === null || typeof ensRpcUrl === 'string') ||
    typeof walletConnectRelayUrl !== 'string' ||
    !strings(safeAllowedOrigins) ||
    typeof safeServiceUrl !== 'string'
  ) {
    throw new ConfigError(`${path} does not hold the serving facts this server expects; run \`npm run build\` again.`)
  }
  const where = `${path}`
  return {
    chainId,
    rpcUrls: rpcUrls.map((u) => rpcUrl(`rpcUrls in ${where}`, u)),
    ensRpcUrl: ensRpcUrl === null ? null : rpcUrl(`ensRpcUrl in ${where}`, ensRpcUrl),
    walletConnectRelayUrl: rpcUrl(`walletConnectRelayUrl in ${where}`, walletConnectRelayUrl),
    safeAllowedOrigins: safeAllowedOrigins.map((o) => parseOrigin(`safeAllowedOrigins in ${where}`, o).origin),
    safeServiceUrl: rpcUrl(`safeServiceUrl in ${where}`, safeServiceUrl),
  }
}

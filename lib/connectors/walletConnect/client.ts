/** Creating the sign-client with our defaults, and keeping its relay socket alive. */
import type { KeyValueStorage } from './memoryStorage'
import { loadSignClient, type SignClient, type SignClientOptions } from './loader'
import type { LogLevel } from './types'

export interface CreateSignClientParameters {
  projectId: string
  relayUrl?: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  /** Namespaces the client's storage keys and its process-wide core: two instances must differ. */
  storagePrefix: string
  storage?: KeyValueStorage
  /** Ask verify.walletconnect.org for a domain attestation on proposals/requests. */
  verify: boolean
  logLevel: LogLevel
}

/** The client's default relay is WalletConnect's own; any other URL is a local/self-hosted one. */
export function isOfficialRelay(relayUrl: string | undefined): boolean {
  if (relayUrl === undefined) return true
  try {
    return /(^|\.)walletconnect\.(org|com)$/.test(new URL(relayUrl).hostname)
  } catch {
    return false
  }
}

export async function createSignClient(p: CreateSignClientParameters): Promise<SignClient> {
  const SignClient = await loadSignClient()
  const options: SignClientOptions = {
    projectId: p.projectId,
    metadata: p.metadata,
    customStoragePrefix: p.storagePrefix,
    telemetryEnabled: false,
    logger: p.logLevel,
    ...(p.relayUrl ? { relayUrl: p.relayUrl } : {}),
    ...(p.storage ? { storage: p.storage } : {}),
  }
  const client = await SignClient.init(options)
  if (!p.verify) {
    // Attestations only mean something with the official relay. Off it (local relay, tests)
    // the browser would wait 5 s per proposal/request for a verify iframe that never answers;
    // an empty attestation also tells the wallet not to look one up.
    client.core.verify.register = async () => ''
  }
  return client
}

/**
 * Reopen the relay socket after it closed while a session is alive (a closing signer
 * connection triggers a reconnect). The client retries on its own after a drop, but
 * gives up after a fatal socket error or 5 failed attempts; we keep trying with backoff.
 */
export function keepRelayAlive(client: SignClient, hasSession: () => boolean): () => void {
  const relayer = client.core.relayer
  let timer: ReturnType<typeof setTimeout> | undefined
  let attempt = 0
  const tick = async () => {
    timer = undefined
    if (!hasSession() || relayer.connected) return
    if (!relayer.connecting) await relayer.transportOpen().catch(() => {})
    if (!relayer.connected && hasSession()) schedule()
  }
  const schedule = () => {
    timer ??= setTimeout(tick, Math.min(30_000, 1_000 * 2 ** attempt++))
  }
  const onDown = () => {
    if (hasSession()) schedule()
  }
  const onUp = () => {
    attempt = 0
    clearTimeout(timer)
    timer = undefined
  }
  relayer.on('relayer_disconnect', onDown)
  relayer.on('relayer_connect', onUp)
  return () => {
    onUp()
    relayer.off('relayer_disconnect', onDown)
    relayer.off('relayer_connect', onUp)
  }
}

import type { Address } from 'viem'
import { isAddressLike } from '@porch/kit'

/**
 * Chain and contract addresses as data: production defaults are
 * Polygon zkEVM's live deployment; every field can be overridden with a VITE_* variable
 * (docs/configuration.md), so pointing the site elsewhere is configuration, never code.
 */
export interface Deployment {
  chainId: number
  chainName: string
  /** The preferred node URL (the first of rpcUrls). */
  rpcUrl: string
  /** Node URLs in order of preference: reads move to the next when one fails, and back. */
  rpcUrls: readonly string[]
  /** The block explorer; '' for none (a local devnet): transactions then show their hash with a copy button. */
  explorerUrl: string
  mango: Address
  usdc: Address
  pMango: Address
  /** The USDC treasury whose balance the site shows and whose stream pays rewards. */
  treasury: Address
  multicall3: Address
  /** True for the local anvil devnet started by `npm start`. */
  devnet: boolean
  /** pMANGO's deployment block (VITE_DEPLOY_BLOCK): the history scan starts there. Unset: found with eth_getCode. */
  deployBlock?: bigint
  /** Widest eth_getLogs block range asked for first (VITE_LOGS_MAX_RANGE); halved when the node refuses. */
  logsMaxRange: bigint
}

export const productionDeployment: Deployment = {
  chainId: 1101,
  chainName: 'Polygon zkEVM',
  rpcUrl: 'https://zkevm-rpc.com',
  rpcUrls: ['https://zkevm-rpc.com'],
  explorerUrl: 'https://zkevm.polygonscan.com',
  mango: '0x1fA03eDB1B8839a5319A7D2c1Ae6AAE492342bAD',
  usdc: '0xA8CE8aee21bC2A48a5EF670afCc9274C7bbbC035',
  pMango: '0xdd38211f2973dc41cd6fC4DB681596Fd6118D894',
  treasury: '0x4eA8496D4D1d4EcF6eD6DaeA95D1A0856F8A5177',
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  devnet: false,
  logsMaxRange: 10_000n,
}

/** The name of a local development chain (`npm start`'s anvil) standing in for chain `chainId`. */
export function devnetChainName(chainId: number): string {
  return `Local devnet, chain ${chainId}`
}

export type DeploymentEnv = Partial<Record<string, string | boolean | undefined>>

function address(env: DeploymentEnv, name: string, fallback: Address): Address {
  const v = env[name]
  if (typeof v !== 'string' || v === '') return fallback
  if (!isAddressLike(v)) throw new Error(`${name} must be an address (0x followed by 40 hexadecimal characters), got "${v}".`)
  return v
}

function text(env: DeploymentEnv, name: string, fallback: string): string {
  const v = env[name]
  return typeof v === 'string' && v !== '' ? v : fallback
}

/** Read overrides from an env object (import.meta.env in the site). Throws a plain message on bad values. */
export function readDeployment(env: DeploymentEnv, base: Deployment = productionDeployment): Deployment {
  const chainIdText = text(env, 'VITE_CHAIN_ID', String(base.chainId))
  const chainId = Number(chainIdText)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error(`VITE_CHAIN_ID must be a positive whole number, got "${chainIdText}".`)
  const rpcUrls = readRpcUrls(env, base)
  const devnet = env.VITE_DEVNET === '1' || env.VITE_DEVNET === 'true'
  return {
    chainId,
    // A local devnet reuses the chain id it stands in for, but is not that chain: it says so
    // in the header and the network modal, and links to no explorer (its transactions are on
    // no public explorer). Either can still be set explicitly.
    chainName: text(env, 'VITE_CHAIN_NAME', devnet ? devnetChainName(chainId) : base.chainName),
    rpcUrl: rpcUrls[0]!,
    rpcUrls,
    explorerUrl: text(env, 'VITE_EXPLORER_URL', devnet ? '' : base.explorerUrl).replace(/\/+$/, ''),
    mango: address(env, 'VITE_MANGO_ADDRESS', base.mango),
    usdc: address(env, 'VITE_USDC_ADDRESS', base.usdc),
    pMango: address(env, 'VITE_PMANGO_ADDRESS', base.pMango),
    treasury: address(env, 'VITE_TREASURY_ADDRESS', base.treasury),
    multicall3: address(env, 'VITE_MULTICALL3_ADDRESS', base.multicall3),
    devnet,
    ...blockSettings(env, base),
  }
}

/** VITE_DEPLOY_BLOCK (a block number, 0 or more) and VITE_LOGS_MAX_RANGE (blocks, at least 1). */
function blockSettings(env: DeploymentEnv, base: Deployment): Pick<Deployment, 'deployBlock' | 'logsMaxRange'> {
  const whole = (name: string, min: bigint): bigint | undefined => {
    const v = env[name]
    if (typeof v !== 'string' || v === '') return undefined
    if (!/^\d{1,20}$/.test(v) || BigInt(v) < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${v}".`)
    return BigInt(v)
  }
  const deployBlock = whole('VITE_DEPLOY_BLOCK', 0n) ?? base.deployBlock
  return { ...(deployBlock === undefined ? {} : { deployBlock }), logsMaxRange: whole('VITE_LOGS_MAX_RANGE', 1n) ?? base.logsMaxRange }
}

/**
 * VITE_RPC_URLS (comma-separated, first preferred) or the one-URL VITE_RPC_URL. When both
 * are set, VITE_RPC_URL goes first. Each must be http(s):// or ws(s)://.
 */
function readRpcUrls(env: DeploymentEnv, base: Deployment): string[] {
  const list = text(env, 'VITE_RPC_URLS', '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
  const one = text(env, 'VITE_RPC_URL', '')
  const urls = [...new Set(one ? [one, ...list] : list)]
  if (urls.length === 0) return [...base.rpcUrls]
  for (const url of urls) {
    if (!/^(https?|wss?):\/\//.test(url)) {
      const name = url === one ? 'VITE_RPC_URL' : 'VITE_RPC_URLS'
      throw new Error(`${name} must hold URLs starting with http(s):// or ws(s)://, got "${url}".`)
    }
  }
  return urls
}

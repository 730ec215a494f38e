import type { Config } from '../config'
import { parseAtomicStatus, type AtomicStatus } from '../calls/capabilities'
import { activeWallet } from '../calls/provider'
import type { ConnectorNotConnectedError } from '../errors'
import { errorParts } from '../errors'
import { withDeadline } from '../deadline'

/** Errors getAtomicSupport can throw. */
export type GetAtomicSupportErrorType = ConnectorNotConnectedError

/** A wallet that does not answer wallet_getCapabilities in this time has no EIP-5792 for us. */
const CAPABILITIES_TIMEOUT_MS = 5_000

/**
 * Whether the connected wallet can send an atomic batch on `chainId` (default: its current
 * chain), from `wallet_getCapabilities([account, [chainIdHex]])` (EIP-5792). Asked once per
 * connector, account and chain; the answer is kept in the config. Any failure means "no
 * batching" (method not found 4200 / -32601, invalid params, no capability, timeout): the
 * caller then uses separate transactions. Only a failure that says nothing about the wallet
 * (not connected) is left out of the cache, so the next click asks again.
 * Rejects with a GetAtomicSupportErrorType.
 */
export async function getAtomicSupport(config: Config, { chainId }: { chainId?: number } = {}): Promise<AtomicStatus> {
  const wallet = await activeWallet(config)
  const chain = chainId ?? wallet.chainId
  const key = atomicSupportKey(wallet.connectorId, wallet.account, chain)
  const cached = config.atomicSupport.get(key)
  if (cached) return cached
  const asked = ask(wallet.request, wallet.account, chain).catch((e: unknown) => {
    config.atomicSupport.delete(key)
    throw e
  })
  config.atomicSupport.set(key, asked)
  return asked
}

/** Key of config.atomicSupport for one connector, account and chain. */
export const atomicSupportKey = (connectorId: string, account: string, chainId: number): string =>
  `${connectorId}:${account.toLowerCase()}:${chainId}`

async function ask(request: (a: { method: string; params?: unknown }) => Promise<unknown>, account: string, chainId: number): Promise<AtomicStatus> {
  try {
    const answer = request({ method: 'wallet_getCapabilities', params: [account, [`0x${chainId.toString(16)}`]] })
    const status = answer.then((result) => parseAtomicStatus(result, chainId))
    return await withDeadline(status, { ms: CAPABILITIES_TIMEOUT_MS, onLate: (): AtomicStatus => 'unsupported' })
  } catch (e) {
    // 4100 (not authorised) is about the session, not the wallet's abilities: do not remember it.
    if (errorParts(e).code === 4100) throw e
    return 'unsupported'
  }
}

import type { Address, GetCapabilitiesReturnType as ViemGetCapabilitiesReturnType } from 'viem'
import type { Config } from '../config'
import { capabilitiesByChain, parseAtomicStatus } from '../calls/capabilities'
import { normalizeCallsError, type CallsNotSupportedError } from '../calls/errors'
import { activeWallet } from '../calls/provider'
import type { ConnectorNotConnectedError, WalletError } from '../errors'
import { atomicSupportKey } from './getAtomicSupport'

/** Parameters of getCapabilities (wagmi's, without `connector`: the kit has one connection). */
export interface GetCapabilitiesParameters<TChainId extends number | undefined = undefined> {
  /** Whose capabilities; default: the connected account. */
  account?: Address | undefined
  /** One chain's capabilities; default: every chain the wallet reports, by chain id. */
  chainId?: TChainId | undefined
}

/** With `chainId`: that chain's capabilities (`{}` when the wallet reports none); without: every chain's, keyed by chain id (viem's type). */
export type GetCapabilitiesReturnType<TChainId extends number | undefined = undefined> = ViemGetCapabilitiesReturnType<TChainId>

/** Errors getCapabilities can throw (a wallet without EIP-5792 is a CallsNotSupportedError). */
export type GetCapabilitiesErrorType = ConnectorNotConnectedError | CallsNotSupportedError | WalletError

/**
 * What the connected wallet can do, per chain (`wallet_getCapabilities`, EIP-5792:
 * https://eips.ethereum.org/EIPS/eip-5792#wallet_getcapabilities): atomic batching,
 * paymasters, and what else it reports. Each chain's atomic status in the answer is
 * also kept in the config (`config.atomicSupport`), so getAtomicSupport and the kit's
 * batched writes do not ask again. Rejects with a GetCapabilitiesErrorType.
 */
export async function getCapabilities<TChainId extends number | undefined = undefined>(
  config: Config,
  parameters: GetCapabilitiesParameters<TChainId> = {},
): Promise<GetCapabilitiesReturnType<TChainId>> {
  const wallet = await activeWallet(config)
  const account = parameters.account ?? wallet.account
  const { chainId } = parameters
  let answer: unknown
  try {
    answer = await wallet.request({ method: 'wallet_getCapabilities', params: chainId === undefined ? [account] : [account, [`0x${chainId.toString(16)}`]] })
  } catch (e) {
    throw normalizeCallsError(e)
  }
  const byChain = capabilitiesByChain(answer)
  const chains = chainId === undefined ? Object.keys(byChain).map(Number).filter((id) => id !== 0) : [chainId]
  for (const id of chains) config.atomicSupport.set(atomicSupportKey(wallet.connectorId, account, id), Promise.resolve(parseAtomicStatus(answer, id)))
  return (chainId === undefined ? byChain : (byChain[chainId] ?? {})) as GetCapabilitiesReturnType<TChainId>
}

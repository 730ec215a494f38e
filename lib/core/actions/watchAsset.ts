import type { Address } from 'viem'
import type { Config } from '../config'
import { ConnectorNotConnectedError, type UserRejectedRequestErrorType, type WalletError } from '../errors'
import { normalizedWalletError } from '../walletErrorsLazy'

/** The token of a watchAsset request (EIP-747 `options`). */
export interface WatchAssetOptions {
  /** Its contract address on the wallet's chain. */
  address: Address
  /** Ticker the wallet shows (EIP-747 allows at most 11 characters). */
  symbol: string
  /** Its decimals. */
  decimals: number
  /** Icon URL; the wallet fetches it from its own origin, so it must be absolute. */
  image?: string | undefined
}

/** Parameters of watchAsset (wagmi's and viem's, EIP-747): the token the wallet should track. */
export interface WatchAssetParameters {
  /** Token standard; EIP-747 defines ERC20. */
  type: 'ERC20'
  /** The token. */
  options: WatchAssetOptions
}

/** True when the wallet added the token. */
export type WatchAssetReturnType = boolean

/** Errors watchAsset can throw. */
export type WatchAssetErrorType = ConnectorNotConnectedError | UserRejectedRequestErrorType | WalletError

/**
 * Asks the connected wallet to track a token (`wallet_watchAsset`,
 * https://eips.ethereum.org/EIPS/eip-747). Not gated by sign-in: it writes nothing on
 * chain. Resolves true when the wallet added it (false when it answered false); a user
 * who declines is a UserRejectedRequestError, as in wagmi. Rejects with a WatchAssetErrorType.
 */
export async function watchAsset(config: Config, parameters: WatchAssetParameters): Promise<WatchAssetReturnType> {
  const { connectorId, status } = config.getState()
  const connector = connectorId ? config.getConnector(connectorId) : undefined
  if (!connector || (status !== 'connected' && status !== 'unauthenticated')) throw new ConnectorNotConnectedError()
  try {
    const provider = await connector.getProvider()
    // EIP-747 passes an object, not an array, as params.
    const added: unknown = await provider.request({ method: 'wallet_watchAsset', params: parameters })
    return added !== false
  } catch (e) {
    throw await normalizedWalletError(e)
  }
}

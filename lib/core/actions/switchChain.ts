import type { Chain } from 'viem'
import type { Config } from '../config'
import { chainNotConfigured, type ChainNotConfiguredErrorType, ConnectorNotConnectedError, type ResourceUnavailableRpcErrorType, type UserRejectedRequestErrorType, type WalletError } from '../errors'
import { normalizedWalletError } from '../walletErrorsLazy'
import { SwitchChainNotSupportedError, type SwitchChainFailedErrorType } from '../callErrors'

/** What switchChain() rejects with; anything else a wallet throws arrives as a WalletError. */
export type SwitchChainErrorType =
  | ChainNotConfiguredErrorType
  | ConnectorNotConnectedError
  | SwitchChainNotSupportedError
  | UserRejectedRequestErrorType
  | ResourceUnavailableRpcErrorType
  | SwitchChainFailedErrorType
  | WalletError

/** Parameters of switchChain. */
export interface SwitchChainParameters {
  /** A configured chain. */
  chainId: number
}

/** The chain the wallet is on now. */
export type SwitchChainReturnType = Chain

/**
 * Ask the active wallet to switch to a configured chain (EIP-3326, adding it per EIP-3085
 * when the wallet answers 4902; the connector handles that) and returns that chain.
 * Rejects with a SwitchChainErrorType.
 */
export async function switchChain(config: Config, { chainId }: SwitchChainParameters): Promise<SwitchChainReturnType> {
  if (!config.isChainSupported(chainId)) throw chainNotConfigured(chainId)
  const { connectorId, status } = config.getState()
  const connector = connectorId ? config.getConnector(connectorId) : undefined
  // Also while the connection waits for sign-in: the sign-in dialog offers the switch.
  if (!connector || (status !== 'connected' && status !== 'unauthenticated')) throw new ConnectorNotConnectedError()
  if (!connector.switchChain) throw new SwitchChainNotSupportedError(config.appName)
  try {
    await connector.switchChain(chainId)
  } catch (e) {
    throw await normalizedWalletError(e)
  }
  config.store.setState((s) => ({ ...s, chainId }))
  return config.chains.find((c) => c.id === chainId)!
}

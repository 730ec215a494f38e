import type { Config } from '../config'
import type { ConnectorParameter } from '../config/parameters'
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

/**
 * Parameters of switchChain (wagmi's `SwitchChainParameters<config, chainId>` but for
 * `addEthereumChainParameter`: the kit adds a chain from the config's own chain object).
 */
export type SwitchChainParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ConnectorParameter & {
  /** One of the config's chains. */
  chainId: chainId | config['chains'][number]['id']
}

/** The chain the wallet is on now, the config's chain object for `chainId` (wagmi's). */
export type SwitchChainReturnType<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = Extract<
  config['chains'][number],
  { id: Config extends config ? number : chainId }
>

/**
 * Ask the active wallet to switch to a configured chain (EIP-3326, adding it per EIP-3085
 * when the wallet answers 4902; the connector handles that) and returns that chain.
 * Rejects with a SwitchChainErrorType.
 */
export async function switchChain<config extends Config, chainId extends config['chains'][number]['id']>(
  config: config,
  parameters: SwitchChainParameters<config, chainId>,
): Promise<SwitchChainReturnType<config, chainId>> {
  const chainId: number = parameters.chainId
  if (!config.isChainSupported(chainId)) throw chainNotConfigured(chainId)
  const { connectorId, status } = config.getState()
  // `connector` other than the active one: that wallet switches; the app's state is the active one's.
  const other = parameters.connector && parameters.connector.id !== connectorId ? parameters.connector : undefined
  const connector = other ?? (connectorId ? config.getConnector(connectorId) : undefined)
  // Also while the connection waits for sign-in: the sign-in dialog offers the switch.
  if (!connector || (!other && status !== 'connected' && status !== 'unauthenticated')) throw new ConnectorNotConnectedError()
  if (!connector.switchChain) throw new SwitchChainNotSupportedError(config.appName)
  try {
    await connector.switchChain(chainId)
  } catch (e) {
    throw await normalizedWalletError(e)
  }
  if (!other) config.store.setState((s) => ({ ...s, chainId }))
  return config.chains.find((c) => c.id === chainId) as SwitchChainReturnType<config, chainId>
}

import type { Config } from '../config'
import { ChainNotConfiguredError, ConnectorNotConnectedError, normalizeWalletError, SwitchChainNotSupportedError } from '../errors'

/**
 * Ask the active wallet to switch to a configured chain (EIP-3326, adding it per EIP-3085
 * when the wallet answers 4902; the connector handles that).
 * @throws {ChainNotConfiguredError | SwitchChainNotSupportedError | UserRejectedRequestError | SwitchChainError}
 */
export async function switchChain(config: Config, { chainId }: { chainId: number }): Promise<void> {
  if (!config.isChainSupported(chainId)) throw new ChainNotConfiguredError(chainId)
  const { connectorId, status } = config.getState()
  const connector = connectorId ? config.getConnector(connectorId) : undefined
  if (!connector || status !== 'connected') throw new ConnectorNotConnectedError()
  if (!connector.switchChain) throw new SwitchChainNotSupportedError(config.appName)
  try {
    await connector.switchChain(chainId)
  } catch (e) {
    throw normalizeWalletError(e)
  }
  config.store.setState((s) => ({ ...s, chainId }))
}

import { createWalletClient, custom, type Account, type Chain, type Transport, type WalletClient } from 'viem'
import type { Config } from '../config'
import { ChainNotConfiguredError, ConnectorNotConnectedError, type ProviderNotFoundError, type WalletError } from '../errors'

/** What getWalletClient() rejects with (the last two from the connector's getProvider()). */
export type GetWalletClientErrorType = ConnectorNotConnectedError | ChainNotConfiguredError | ProviderNotFoundError | WalletError

/**
 * A viem wallet client over the active connector's EIP-1193 provider, for the connected
 * account and chain. Writes go through it; reads go through config.getClient().
 */
export async function getWalletClient(config: Config): Promise<WalletClient<Transport, Chain, Account>> {
  const { connectorId, accounts, chainId, status } = config.getState()
  const connector = connectorId ? config.getConnector(connectorId) : undefined
  const address = accounts[0]
  if (!connector || !address || status !== 'connected') throw new ConnectorNotConnectedError()
  const chain = config.chains.find((c) => c.id === chainId)
  if (!chain) throw new ChainNotConfiguredError(chainId ?? 0)
  const provider = await connector.getProvider()
  return createWalletClient({ account: address, chain, transport: custom(provider) })
}

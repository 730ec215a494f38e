import { createWalletClient, type Account, type Address, type Chain, type Transport, type WalletClient } from 'viem'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import { connectorClientParts, type GetConnectorClientErrorType } from './getConnectorClient'

/** What getWalletClient() rejects with (getConnectorClient's errors). */
export type GetWalletClientErrorType = GetConnectorClientErrorType

/** Parameters of getWalletClient (all optional). */
export type GetWalletClientParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId> & {
  /** The account the client signs with; must be one the wallet gave (ConnectorAccountNotFoundError otherwise). Default: the connected account. */
  account?: Address
}

/** A viem wallet client for the connected account and chain. */
export type GetWalletClientReturnType = WalletClient<Transport, Chain, Account>

/**
 * A viem wallet client over the active connector's EIP-1193 provider, for the connected
 * account and chain: getConnectorClient's client with viem's wallet actions. Writes go
 * through it; reads go through config.getClient(). While the app's sign-in is not done it
 * rejects with SignInRequiredError.
 */
export async function getWalletClient<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, parameters: GetWalletClientParameters<config, chainId> = {}): Promise<GetWalletClientReturnType> {
  const { account, chain, transport } = await connectorClientParts(config, { chainId: parameters.chainId, account: parameters.account })
  return createWalletClient({ account, chain, transport })
}

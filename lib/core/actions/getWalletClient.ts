import { createWalletClient, type Account, type Address, type Chain, type Transport, type WalletClient } from 'viem'
import type { Config } from '../config'
import { connectorClientParts, type GetConnectorClientErrorType } from './getConnectorClient'

/** What getWalletClient() rejects with (getConnectorClient's errors). */
export type GetWalletClientErrorType = GetConnectorClientErrorType

/** Parameters of getWalletClient (all optional). */
export interface GetWalletClientParameters {
  /** The chain the client is for; must be the wallet's (ConnectorChainMismatchError otherwise). Default: the wallet's chain. */
  chainId?: number
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
export async function getWalletClient(config: Config, parameters: GetWalletClientParameters = {}): Promise<GetWalletClientReturnType> {
  const { account, chain, transport } = await connectorClientParts(config, { chainId: parameters.chainId, account: parameters.account })
  return createWalletClient({ account, chain, transport })
}

import { createWalletClient, custom, type Account, type Address, type Chain, type Transport, type WalletClient } from 'viem'
import type { Config } from '../config'
import type { ChainNotConfiguredErrorType, ConnectorNotConnectedError, ProviderNotFoundError, WalletError } from '../errors'
import type { ConnectorAccountNotFoundError, ConnectorChainMismatchError, ConnectorUnavailableReconnectingError, SignInRequiredError } from '../callErrors'
import { writableAccount } from '../write/account'

/** What getWalletClient() rejects with (the last two from the connector's getProvider()). */
export type GetWalletClientErrorType =
  | ConnectorNotConnectedError
  | SignInRequiredError
  | ChainNotConfiguredErrorType
  | ConnectorChainMismatchError
  | ConnectorAccountNotFoundError
  | ConnectorUnavailableReconnectingError
  | ProviderNotFoundError
  | WalletError

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
 * account and chain. Writes go through it; reads go through config.getClient(). While the
 * app's sign-in is not done it rejects with SignInRequiredError.
 */
export async function getWalletClient(config: Config, parameters: GetWalletClientParameters = {}): Promise<GetWalletClientReturnType> {
  const { connector, address, chain } = writableAccount(config, parameters.chainId, parameters.account)
  const provider = await connector.getProvider()
  return createWalletClient({ account: address, chain, transport: custom(provider) })
}

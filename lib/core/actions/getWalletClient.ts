import { createWalletClient, custom, type Account, type Chain, type Transport, type WalletClient } from 'viem'
import type { Config } from '../config'
import type { ChainNotConfiguredError, ConnectorNotConnectedError, ProviderNotFoundError, WalletError } from '../errors'
import type { ChainMismatchError, SignInRequiredError } from '../callErrors'
import { writableAccount } from '../write/account'

/** What getWalletClient() rejects with (the last two from the connector's getProvider()). */
export type GetWalletClientErrorType =
  | ConnectorNotConnectedError
  | SignInRequiredError
  | ChainNotConfiguredError
  | ChainMismatchError
  | ProviderNotFoundError
  | WalletError

/** Parameters of getWalletClient (all optional). */
export interface GetWalletClientParameters {
  /** The chain the client is for; must be the wallet's (ChainMismatchError otherwise). Default: the wallet's chain. */
  chainId?: number
}

/** A viem wallet client for the connected account and chain. */
export type GetWalletClientReturnType = WalletClient<Transport, Chain, Account>

/**
 * A viem wallet client over the active connector's EIP-1193 provider, for the connected
 * account and chain. Writes go through it; reads go through config.getClient(). While the
 * app's sign-in is not done it rejects with SignInRequiredError.
 */
export async function getWalletClient(config: Config, parameters: GetWalletClientParameters = {}): Promise<GetWalletClientReturnType> {
  const { connector, address, chain } = writableAccount(config, parameters.chainId)
  const provider = await connector.getProvider()
  return createWalletClient({ account: address, chain, transport: custom(provider) })
}

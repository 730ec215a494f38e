import { createClient, custom, type Account, type Address, type Chain, type Client, type CustomTransport, type Transport } from 'viem'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import { chainNotConfigured, ConnectorNotConnectedError, type ChainNotConfiguredErrorType, type ProviderNotFoundError, type WalletError } from '../errors'
import type { ConnectorAccountNotFoundError, ConnectorChainMismatchError, ConnectorUnavailableReconnectingError, SignInRequiredError } from '../callErrors'
import type { Connector } from '../types'
import { writableAccount } from '../write/account'

/** Parameters of getConnectorClient (wagmi's; all optional). */
export type GetConnectorClientParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId> & {
  /** The connector; it must be the active one (the kit has one connection at a time). Default: the active one. */
  connector?: Connector
  /**
   * The account of the client: one the wallet shares (else ConnectorAccountNotFoundError),
   * or a viem Account used as is. Undefined or null: the connected account.
   */
  account?: Address | Account | null
  /** False: make the client for `chainId` even while the wallet is on another chain (viem's actions still check before sending). Default true. */
  assertChainId?: boolean
}

/** A viem Client over the wallet's EIP-1193 provider, for its account and chain. */
export type GetConnectorClientReturnType = Client<Transport, Chain, Account>

/** What getConnectorClient rejects with (the last two from the connector's getProvider()). */
export type GetConnectorClientErrorType =
  | ConnectorNotConnectedError
  | SignInRequiredError
  | ChainNotConfiguredErrorType
  | ConnectorChainMismatchError
  | ConnectorAccountNotFoundError
  | ConnectorUnavailableReconnectingError
  | ProviderNotFoundError
  | WalletError

/** What a client over the wallet is made of, checked as a write is (see writableAccount). */
export async function connectorClientParts(
  config: Config,
  parameters: GetConnectorClientParameters = {},
): Promise<{ account: Address | Account; chain: Chain; transport: CustomTransport }> {
  const assert = parameters.assertChainId !== false
  const asked = parameters.account ?? undefined
  const askedAddress = typeof asked === 'string' || asked === undefined ? asked : asked.address
  const { connector, address, chain: walletChain } = writableAccount(config, assert ? parameters.chainId : undefined, askedAddress)
  if (parameters.connector && parameters.connector.uid !== connector.uid) throw new ConnectorNotConnectedError()
  let chain = walletChain
  if (!assert && parameters.chainId !== undefined) {
    const target = config.chains.find((c) => c.id === parameters.chainId)
    if (!target) throw chainNotConfigured(parameters.chainId)
    chain = target
  }
  // A viem Account is used as is (it signs locally); an address is the wallet's own spelling of it.
  const account: Address | Account = asked === undefined || typeof asked === 'string' ? address : asked
  const provider = await connector.getProvider()
  return { account, chain, transport: custom(provider) }
}

/**
 * A viem Client over the active connector's EIP-1193 provider, for the connected account
 * and chain (wagmi 3's getConnectorClient): use it with `viem/actions`. Checked as every
 * write is: while the app's sign-in is not done it rejects with SignInRequiredError, and on
 * another chain than `chainId` with ChainMismatchError (the kit never switches networks
 * behind the user's back). getWalletClient is the same client with viem's wallet actions.
 */
export async function getConnectorClient<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, parameters: GetConnectorClientParameters<config, chainId> = {}): Promise<GetConnectorClientReturnType> {
  const { account, chain, transport } = await connectorClientParts(config, parameters)
  return createClient({ account, chain, transport, name: 'Connector Client' }) as GetConnectorClientReturnType
}

import type { Config } from '../config'
import { markConnected } from '../connected'
import { ConnectorNotFoundError, type ProviderNotFoundError, type ResourceUnavailableRpcErrorType, type UserRejectedRequestErrorType, type WalletError } from '../errors'
import { normalizedWalletError } from '../walletErrorsLazy'
import { ConnectorAlreadyConnectedError, type RequestTimeoutError } from '../callErrors'
import type { Address } from 'viem'
import type { ChainIdParameter } from '../config/parameters'
import type { Connector } from '../types'
import { oneClickHost, type OneClickHost, type SignInRequest } from '../auth/oneClick'
import { lazyImport } from '../lazy'

// The one-approval attempt loads with the first connect that uses it, not with the page.
const loadOneClick = lazyImport(() => import('../auth/oneClickFlow'))

/** Parameters of connect: the connector to use and, optionally, the chain to start on. */
export type ConnectParameters<config extends Config = Config> = ChainIdParameter<config> & {
  /** The connector, or its id. */
  connector: Connector | string
}

/**
 * What connect resolves with (wagmi's `ConnectReturnType<config>` without `withCapabilities`):
 * the accounts the wallet shares, the selected one first (never empty once connected), and
 * the chain it is on, one of the config's ids or another the wallet was on.
 */
export type ConnectReturnType<config extends Config = Config> = {
  /** The accounts the wallet shares, the selected one first. */
  accounts: readonly [Address, ...Address[]]
  /** The chain the wallet is on. */
  chainId: config['chains'][number]['id'] | (number extends config['chains'][number]['id'] ? number : number & {})
}

/** What connect() rejects with; anything else a wallet throws arrives as a WalletError. */
export type ConnectErrorType =
  | ConnectorNotFoundError
  | ConnectorAlreadyConnectedError
  | ProviderNotFoundError
  | UserRejectedRequestErrorType
  | ResourceUnavailableRpcErrorType
  | RequestTimeoutError
  | WalletError

/**
 * Connect a wallet and make it the active connector. Rejects with a ConnectErrorType:
 * ConnectorAlreadyConnectedError for the connector that is connected already (as wagmi's
 * connect; another connector replaces the connected one).
 */
export async function connect<config extends Config>(config: config, { connector, chainId }: ConnectParameters<config>): Promise<ConnectReturnType<config>> {
  const c = typeof connector === 'string' ? config.getConnector(connector) : connector
  if (!c) throw new ConnectorNotFoundError(typeof connector === 'string' ? connector : undefined)
  const prev = config.getState()
  if (prev.status === 'connected' && prev.connectorId === c.id) throw new ConnectorAlreadyConnectedError()
  if (prev.status === 'connected' && prev.connectorId && prev.connectorId !== c.id) {
    // One active wallet at a time: leave the previous one quietly.
    await config.getConnector(prev.connectorId)?.disconnect().catch(() => {})
  }
  config.store.setState((s) => ({ ...s, status: 'connecting', connectorId: c.id, error: undefined }))
  try {
    const host = c.signsInOnConnect?.() ? oneClickHost(config.store) : undefined
    const signIn = host ? await signInRequest(config, host, chainId) : undefined
    const { signIn: proof, ...result } = await c.connect(chainId === undefined && !signIn ? undefined : { ...(chainId === undefined ? {} : { chainId }), ...(signIn ? { signIn } : {}) })
    // Verified before the connection is marked: the store goes straight to `connected`, and
    // 'Verify your account' never flashes. Without a proof (an older wallet), or refused: two steps.
    if (host && proof) {
      await (await loadOneClick()).completeOneClick(host, proof, result.accounts[0])
      // The user picked another wallet while the server verified: that attempt owns the store.
      if (config.getState().connectorId !== c.id) return result as ConnectReturnType<config>
    }
    markConnected(config, c.id, result)
    return result as ConnectReturnType<config>
  } catch (e) {
    const error = await normalizedWalletError(e)
    // Only reset if nobody else took over meanwhile (e.g. user picked another wallet).
    if (config.getState().connectorId === c.id && config.getState().status === 'connecting') {
      config.store.setState({ status: 'disconnected', accounts: [], chainId: undefined, connectorId: undefined, error })
    }
    throw error
  }
}

/** The one-approval request, or undefined (two steps) when the server gives no nonce now. */
async function signInRequest(config: Config, host: OneClickHost, chainId: number | undefined): Promise<SignInRequest | undefined> {
  const ids = config.chains.map((ch) => ch.id)
  const order = chainId !== undefined && ids.includes(chainId) ? [chainId, ...ids.filter((id) => id !== chainId)] : ids
  return loadOneClick()
    .then((m) => m.createSignInRequest(host.adapter, order))
    .catch(() => undefined)
}

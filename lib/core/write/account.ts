import type { Address, Chain } from 'viem'
import type { Config } from '../config'
import type { Connector } from '../types'
import { chainNotConfigured, ConnectorNotConnectedError } from '../errors'
import { ConnectorAccountNotFoundError, ConnectorChainMismatchError, ConnectorUnavailableReconnectingError, SignInRequiredError } from '../callErrors'

/** The connection a write goes through: its connector, account and (configured) chain. */
export interface WritableAccount {
  connector: Connector
  address: Address
  chain: Chain
}

/**
 * The connected wallet, checked for a write: connected (not waiting for sign-in: then
 * SignInRequiredError, never "No wallet is connected"; not still restoring the last session:
 * then ConnectorUnavailableReconnectingError, as wagmi's getConnectorClient), on a configured
 * chain, on `chainId` when the caller names one (ConnectorChainMismatchError otherwise: the
 * kit never switches networks behind the user's back), and with `account` among the wallet's
 * accounts when the caller names one (ConnectorAccountNotFoundError otherwise).
 */
export function writableAccount(config: Config, chainId?: number, account?: Address): WritableAccount {
  const { connectorId, accounts, chainId: current, status } = config.getState()
  const connector = connectorId ? config.getConnector(connectorId) : undefined
  const address = accounts[0]
  if (status === 'unauthenticated' && connector && address) throw new SignInRequiredError()
  if (status === 'reconnecting' && connector) throw new ConnectorUnavailableReconnectingError({ connector })
  if (!connector || !address || status !== 'connected') throw new ConnectorNotConnectedError()
  if (chainId !== undefined && !config.isChainSupported(chainId)) throw chainNotConfigured(chainId)
  const chain = config.chains.find((c) => c.id === current)
  if (!chain) throw chainNotConfigured(current ?? 0)
  if (chainId !== undefined && chainId !== current) throw new ConnectorChainMismatchError({ connectionChainId: chainId, connectorChainId: current })
  if (account === undefined) return { connector, address, chain }
  const known = accounts.find((a) => a.toLowerCase() === account.toLowerCase())
  if (!known) throw new ConnectorAccountNotFoundError({ address: account, connector })
  return { connector, address: known, chain }
}

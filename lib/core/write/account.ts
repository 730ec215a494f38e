import type { Address, Chain } from 'viem'
import type { Config } from '../config'
import type { Connector } from '../types'
import { ChainNotConfiguredError, ConnectorNotConnectedError } from '../errors'
import { ChainMismatchError, SignInRequiredError } from '../callErrors'

/** The connection a write goes through: its connector, account and (configured) chain. */
export interface WritableAccount {
  connector: Connector
  address: Address
  chain: Chain
}

/**
 * The connected wallet, checked for a write: connected (not waiting for sign-in: then
 * SignInRequiredError, never "No wallet is connected"), on a configured chain, and on
 * `chainId` when the caller names one (ChainMismatchError otherwise: the kit never
 * switches networks behind the user's back).
 */
export function writableAccount(config: Config, chainId?: number): WritableAccount {
  const { connectorId, accounts, chainId: current, status } = config.getState()
  const connector = connectorId ? config.getConnector(connectorId) : undefined
  const address = accounts[0]
  if (status === 'unauthenticated' && connector && address) throw new SignInRequiredError()
  if (!connector || !address || status !== 'connected') throw new ConnectorNotConnectedError()
  if (chainId !== undefined && !config.isChainSupported(chainId)) throw new ChainNotConfiguredError(chainId)
  const chain = config.chains.find((c) => c.id === current)
  if (!chain) throw new ChainNotConfiguredError(current ?? 0)
  if (chainId !== undefined && chainId !== current) throw new ChainMismatchError(chainId, current)
  return { connector, address, chain }
}

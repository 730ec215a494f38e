import type { Chain, Client, Transport } from 'viem'
import type { Config } from '../config'
import { getChainId } from './getChainId'

/** Parameters of getClient (wagmi's). */
export interface GetClientParameters {
  /** The chain; default: the app's current chain (the wallet's when it is on a configured chain, else the first). */
  chainId?: number | undefined
}

/** The config's viem Client for the chain, or undefined for a chain the app does not configure. */
export type GetClientReturnType = Client<Transport, Chain> | undefined

/** getClient never throws: an unknown chain is undefined. */
export type GetClientErrorType = never

/**
 * The viem Client the kit reads a chain with (`config.getClient(chainId)`: the chain's
 * node URLs with batching and failover; its transport code loads on first use), as wagmi
 * 3's getClient. Use it with `viem/actions` (`getBlock(client)`). A bare Client, not a
 * PublicClient with methods, so an app's bundle holds only the actions it imports.
 */
export function getClient(config: Config, parameters: GetClientParameters = {}): GetClientReturnType {
  const chainId = parameters.chainId ?? getChainId(config)
  return config.isChainSupported(chainId) ? config.getClient(chainId) : undefined
}

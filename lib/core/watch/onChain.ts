import type { Client } from 'viem'
import type { Config } from '../config'
import { readChainOf } from '../read/chainOf'

/** What every watcher takes besides its own callback (wagmi's names). */
export interface WatchChainParameters {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
  /**
   * Without `chainId`: follow the wallet when it switches chains (the watch restarts on the
   * new chain). Default true, as wagmi's `syncConnectedChain`.
   */
  syncConnectedChain?: boolean | undefined
  /** Called with what the watch could not do (a node failure, a chain the app does not configure). */
  onError?: ((error: Error) => void) | undefined
}

/**
 * Runs `start` on the client of the watched chain and returns the function that stops it.
 * Without `chainId` the watch follows the wallet's chain (restarted when it switches) unless
 * `syncConnectedChain` is false. A chain the app does not configure goes to `onError`
 * (ChainNotConfiguredError) instead of throwing: a watcher started from an effect must not
 * take its component down.
 */
export function watchOnChain(config: Config, parameters: WatchChainParameters, start: (client: Client) => () => void): () => void {
  const { chainId, syncConnectedChain = true, onError } = parameters
  let watching: { chainId: number; stop: () => void } | undefined
  const follow = () => {
    let id: number
    try {
      id = readChainOf(config, chainId).id
    } catch (error) {
      watching?.stop()
      watching = undefined
      onError?.(error as Error)
      return
    }
    if (watching?.chainId === id) return
    watching?.stop()
    watching = { chainId: id, stop: start(config.getClient({ chainId: id })) }
  }
  follow()
  const unsubscribe = chainId === undefined && syncConnectedChain ? config.store.subscribe(follow) : undefined
  return () => {
    unsubscribe?.()
    watching?.stop()
    watching = undefined
  }
}

import { useMemo, useSyncExternalStore } from 'react'
import type { Chain } from 'viem'
import type { Config } from '../../core/config'
import { readChainOf } from '../../core/read/chainOf'
import { useConfig } from '../context'

/**
 * The chain a read hook reads (`chainId`, else the wallet's, else the first configured),
 * re-rendering when the wallet switches; `error` (ChainNotConfiguredError) instead when it
 * is not a configured chain. Of `config` when given (a hook's own), else the provider's.
 */
export function useReadChain(chainId: number | undefined, given?: Config): { chain: Chain | undefined; error: Error | undefined } {
  const config = useConfig({ config: given })
  const walletChainId = useSyncExternalStore(
    config.store.subscribe,
    () => config.getState().chainId,
    () => config.getState().chainId,
  )
  const live = useSyncExternalStore(
    config.store.subscribe,
    () => config.getState().status,
    () => config.getState().status,
  )
  return useMemo(() => {
    try {
      return { chain: readChainOf(config, chainId), error: undefined }
    } catch (error) {
      return { chain: undefined, error: error as Error }
    }
    // walletChainId and live are what readChainOf reads from the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, chainId, walletChainId, live])
}

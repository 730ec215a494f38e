import type { Config } from '../core/config'
import type { Hash } from 'viem'
import { lazyImport } from '../core/lazy'
import type { WaitForTransactionReceiptParameters, WaitForTransactionReceiptReturnType } from '../core/actions/waitForTransactionReceipt'
import { useConfig } from './context'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadAction = lazyImport(() => import('../core/actions/waitForTransactionReceipt'))

/** Parameters of useWaitForTransactionReceipt: the action's (hash optional: undefined waits for nothing) and wagmi's `query`. */
export type UseWaitForTransactionReceiptParameters<TSelected = WaitForTransactionReceiptReturnType> = Omit<WaitForTransactionReceiptParameters, 'hash'> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** The hash to wait for; undefined: nothing is awaited (status `pending`), e.g. before the write returned one. */
  hash?: Hash | undefined
  /** enabled, select. */
  query?: QueryParameter<WaitForTransactionReceiptReturnType, TSelected>
}

/** What useWaitForTransactionReceipt returns. */
export type UseWaitForTransactionReceiptReturnType<TSelected = WaitForTransactionReceiptReturnType> = UseQueryReturnType<TSelected>

/**
 * Waits for a receipt, following speed-ups, cancellations and drops (`data.replacement`
 * says how it was replaced); never hangs on a replaced hash. When it settles every read of
 * the chain refreshes at once.
 */
export function useWaitForTransactionReceipt<TSelected = WaitForTransactionReceiptReturnType>(
  parameters: UseWaitForTransactionReceiptParameters<TSelected> = {},
): UseWaitForTransactionReceiptReturnType<TSelected> {
  const config = useConfig(parameters)
  const { hash, query, config: _config, ...rest } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  return useReadQuery<WaitForTransactionReceiptReturnType, TSelected>(
    {
      config,
      key: hash && chainId !== undefined ? `receipt:${chainId}:${hash.toLowerCase()}:${parameters.confirmations ?? 1}` : undefined,
      chainId,
      refresh: false,
      error,
      fn: async () => (await loadAction()).waitForTransactionReceipt(config, { ...rest, hash: hash!, chainId }),
    },
    query,
  )
}

import type { Config } from '../core/config'
import type { Address } from 'viem'
import { getBalance, type GetBalanceReturnType } from '../core/actions/getBalance'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

/** A native balance with its formatted value. */
export type Balance = GetBalanceReturnType

/** Parameters of useBalance (wagmi's). */
export interface UseBalanceParameters<TSelected = Balance> {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** Whose balance; undefined: nothing is read (status `pending`). */
  address?: Address | undefined
  /** Default: the wallet's chain while connected (it follows a switch), else the config's first chain. */
  chainId?: number
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<Balance, TSelected>
}

/** What useBalance returns. */
export type UseBalanceReturnType<TSelected = Balance> = UseQueryReturnType<TSelected>

/**
 * The native balance of `address` (`{ value, decimals, symbol, formatted }`), read through
 * the config's Reader: it joins the Multicall3 call of the other reads of its chain, is
 * refreshed with them, and at once after a transaction the kit follows is final. On a
 * chain the app does not configure it is an error (ChainNotConfiguredError), never an
 * endless load.
 */
export function useBalance<TSelected = Balance>(parameters: UseBalanceParameters<TSelected> = {}): UseBalanceReturnType<TSelected> {
  const config = useConfig(parameters)
  const { address } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  return useReadQuery<Balance, TSelected>(
    {
      config,
      key: address && chainId !== undefined ? queryKey('balance', chainId, address) : undefined,
      chainId,
      error,
      fn: () => getBalance(config, { address: address!, chainId }),
    },
    parameters.query,
  )
}

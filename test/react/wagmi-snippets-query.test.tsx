/**
 * wagmi's `query` parameter and TanStack Query's result fields as wagmi's hook pages
 * document them ("query: TanStack Query parameters": enabled, gcTime, staleTime,
 * placeholderData, refetchInterval, select), with only the import path changed ('wagmi' ->
 * '@porch/kit/react'): they must type-check (tsc includes test/).
 */
import { describe, expectTypeOf, it } from 'vitest'
import { useBalance, useBlockNumber, useReadContract, type UseBalanceReturnType } from '@porch/kit/react'

const abi = [{ type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] }] as const

/** TanStack Query's keepPreviousData (`@tanstack/react-query`), which wagmi apps pass as placeholderData. */
function keepPreviousData<T>(previousData: T | undefined): T | undefined {
  return previousData
}

// useBlockNumber: query.gcTime, query.staleTime
export function BlockApp() {
  const result = useBlockNumber({ query: { gcTime: 4_000, staleTime: 1_000 } })
  return <p>{String(result.data)}</p>
}

// useBalance: query.enabled, query.refetchInterval, query.select
export function BalanceApp({ address }: { address?: `0x${string}` }) {
  const { data: formatted } = useBalance({ address, query: { enabled: !!address, refetchInterval: 4_000, select: (data) => data.formatted } })
  return <p>{formatted}</p>
}

// useReadContract: query.placeholderData (keepPreviousData), isPlaceholderData
export function PagedApp({ owner }: { owner: `0x${string}` }) {
  const { data, isPlaceholderData, isFetching } = useReadContract({
    abi,
    address: '0x6b175474e89094c44da98b954eedeac495271d0f',
    functionName: 'balanceOf',
    args: [owner],
    query: { placeholderData: keepPreviousData },
  })
  return <p style={{ opacity: isPlaceholderData || isFetching ? 0.5 : 1 }}>{String(data)}</p>
}

// The result fields an app reads (TanStack Query's UseQueryResult, and wagmi's queryKey)
export function StatusApp() {
  const { data, error, status, fetchStatus, isLoadingError, isRefetchError, isRefetching, failureCount, failureReason, errorUpdatedAt, dataUpdatedAt, queryKey, refetch } = useBlockNumber()
  if (isLoadingError) return <button onClick={() => refetch()}>{error?.message}</button>
  return (
    <p title={`${String(queryKey)} ${failureCount} ${failureReason?.message} ${errorUpdatedAt} ${dataUpdatedAt}`}>
      {status} {fetchStatus} {isRefetching ? 'refreshing' : ''} {isRefetchError ? 'stale' : ''} {String(data)}
    </p>
  )
}

describe('wagmi query options (types)', () => {
  it('the result fields have TanStack Query types', () => {
    expectTypeOf<UseBalanceReturnType['fetchStatus']>().toEqualTypeOf<'fetching' | 'paused' | 'idle'>()
    expectTypeOf<UseBalanceReturnType['isPlaceholderData']>().toEqualTypeOf<boolean>()
    expectTypeOf<UseBalanceReturnType['failureReason']>().toEqualTypeOf<Error | null>()
    expectTypeOf<UseBalanceReturnType['queryKey']>().toEqualTypeOf<readonly unknown[]>()
  })
})

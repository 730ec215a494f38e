import { useAccount, useConfig, useQuery } from '@porch/kit/react'
import { deployment } from '../config'
import { emptyStakingState, readStakingState, stakingQueryKey, type StakingState } from './reads'

export interface StakingStateResult {
  /** Always complete: fields are 0n until loaded. */
  state: StakingState
  /** True once numbers for the current user (or the public numbers, without a wallet) arrived. */
  loaded: boolean
  /** The last refresh failed (the last good numbers stay on screen). */
  error: Error | undefined
  fetching: boolean
  /** Date.now() of the last successful read. */
  updatedAt: number
  /** Read again now (the Retry button). */
  refetch(): Promise<boolean>
}

/**
 * The staking numbers for the connected account on the app chain (or the public numbers
 * without a wallet). Cached by the kit's query cache: refreshed on the provider's schedule
 * (every interval while visible, on focus, backoff after failures) and after every write.
 */
export function useStakingState(): StakingStateResult {
  const config = useConfig()
  const { address, isConnected } = useAccount()
  const chainId = config.chains[0].id
  const user = isConnected ? address : undefined
  const query = useQuery(stakingQueryKey(chainId, user), () => readStakingState(config.getReader(chainId), deployment, user))
  return {
    state: query.data ?? emptyStakingState,
    loaded: query.data !== undefined,
    error: query.error,
    fetching: query.fetching,
    updatedAt: query.updatedAt,
    refetch: query.refetch,
  }
}

import { useMemo } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig, useReadContracts, useRefresh } from '@porch/kit/react'
import { deployment } from '../config'
import { noPausedActions, pausedActionProbes, toPausedActions } from './pausedActions'
import { emptyStakingState, stakingContracts, toStakingState, type StakingContracts, type StakingState } from './reads'

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
 * without a wallet), through the kit's public read hooks: refreshed on the provider's
 * schedule (every interval while visible, on focus, backoff after failures) and at once
 * after every followed transaction. The numbers and the pause probes are two reads made in
 * the same tick, so the kit sends them (and the connect button's balance) as ONE multicall.
 */
export function useStakingState(watched?: Address): StakingStateResult {
  const config = useConfig()
  const { address, isConnected } = useAccount()
  const chainId = config.chains[0].id
  // A watched address (read-only view) takes the connected one's place: still one request.
  const user = watched ?? (isConnected ? address : undefined)
  // All or nothing: any failed read fails the numbers, so the screen keeps its last good ones and says why.
  const numbers = useReadContracts<StakingContracts, false, StakingState>({ contracts: stakingContracts(deployment, chainId, user), allowFailure: false, query: { select: toStakingState } })
  // Each probe is expected to fail; what matters is how.
  const probes = useReadContracts({ contracts: pausedActionProbes(deployment.pMango, chainId), query: { select: toPausedActions } })
  // Retry refreshes every read (the connect button's balance too), as the provider's schedule does.
  const refetch = useRefresh()
  const pausedActions = probes.data ?? noPausedActions
  const state = useMemo(() => (numbers.data ? { ...numbers.data, pausedActions } : emptyStakingState), [numbers.data, pausedActions])
  return {
    state,
    loaded: numbers.data !== undefined,
    error: numbers.error ?? undefined,
    fetching: numbers.isFetching,
    updatedAt: numbers.dataUpdatedAt,
    refetch,
  }
}


import { useMemo } from 'react'
import { zeroAddress, type Address } from 'viem'
import { useAccount, useBalance, useConfig, useReadContracts, useRefresh } from '@porch/kit/react'
import { deployment } from '../config'
import { noPausedActions, pausedActionProbes, toPausedActions } from './pausedActions'
import { poolContracts, toStakingState, userContracts, type PoolContracts, type StakingState, type UserContracts } from './reads'

export interface StakingStateResult {
  /** Always complete: fields are 0n until loaded. */
  state: StakingState
  /** True once the pool's figures arrived (they show whoever is connected, or nobody). */
  loaded: boolean
  /** True once the user's own numbers arrived for the current user (true without a user: there are none to wait for). */
  userLoaded: boolean
  /** The last refresh failed (the last good numbers stay on screen). */
  error: Error | undefined
  fetching: boolean
  /** Date.now() of the read the numbers on screen come from (the age the staleness notice tells). */
  updatedAt: number
  /** Date.now() when the user's own numbers (harvestable, stake) arrived: the harvest figure counts from there. */
  userUpdatedAt: number
  /** Read again now (the Retry button). */
  refetch(): Promise<boolean>
}

/**
 * The staking numbers on the app chain through the kit's public read hooks: refreshed on the
 * provider's schedule (every interval while visible, on focus, backoff after failures) and
 * at once after every followed transaction.
 *
 * The pool's figures are one read whatever the connection (its key names no user), the
 * user's numbers (connected or watched address) another, keyed by the user: a connect,
 * disconnect or account switch never swaps the pool's figures for an older cached set. The
 * two and the pause probes are read in the same tick, so the kit sends them (and the connect
 * button's balance) as ONE multicall: load + connect is two requests, the pool's at load,
 * the user's with the balance at connect.
 */
export function useStakingState(watched?: Address): StakingStateResult {
  const config = useConfig()
  const { address, isConnected } = useAccount()
  const chainId = config.chains[0].id
  // A watched address (read-only view) takes the connected one's place: still one request.
  const user = watched ?? (isConnected ? address : undefined)
  // All or nothing within each read: a failed read keeps its last good numbers on screen, and says why.
  const pool = useReadContracts<PoolContracts, false>({ contracts: poolContracts(deployment, chainId), allowFailure: false })
  const mine = useReadContracts<UserContracts, false>({ contracts: userContracts(deployment, chainId, user ?? zeroAddress), allowFailure: false, query: { enabled: user !== undefined } })
  // The connect button's balance, asked here in the same tick as the user's numbers so it
  // rides in their multicall: the button's own reader loads on demand once the account
  // shows, and its read, a few tasks later, would be a request of its own. It finds this
  // one in the cache (same key: the connected address on the app chain).
  useBalance({ address: isConnected ? address : undefined, chainId })
  // Each probe is expected to fail; what matters is how.
  const probes = useReadContracts({ contracts: pausedActionProbes(deployment.pMango, chainId), query: { select: toPausedActions } })
  // Retry refreshes every read (the connect button's balance too), as the provider's schedule does.
  const refetch = useRefresh()
  const pausedActions = probes.data ?? noPausedActions
  // Without a user the user's read is off: no data, no error, not fetching.
  const state = useMemo(() => toStakingState(pool.data, mine.data, pausedActions), [pool.data, mine.data, pausedActions])
  return {
    state,
    loaded: pool.data !== undefined,
    userLoaded: !user || mine.data !== undefined,
    error: pool.error ?? mine.error ?? undefined,
    fetching: pool.isFetching || mine.isFetching,
    // The pool's read rides in every refresh's request, so its time is that request's. The
    // user's own time counts when their read failed: their numbers on screen are that old.
    // (After an account switch the new user's cached numbers show while their read, asked
    // at once, is on its way: not a failing node, so no notice for them.)
    updatedAt: mine.isError && mine.data ? Math.min(pool.dataUpdatedAt, mine.dataUpdatedAt) : pool.dataUpdatedAt,
    userUpdatedAt: mine.dataUpdatedAt,
    refetch,
  }
}

import type { Address, Hex } from 'viem'
import { ContractReadError, encodeCall, type Reader } from '@porch/kit'

/**
 * Which actions the staking contract refuses because it is paused. Contracts differ: the
 * live pMANGO stops plant, unplant and harvest, ours lets unplant through so principal is
 * never frozen. So each action is simulated instead of trusting paused() alone.
 */
export type PausedActions = Readonly<Record<'stake' | 'unstake' | 'harvest', boolean>>

export const noPausedActions: PausedActions = { stake: false, unstake: false, harvest: false }

const ZERO: Address = '0x0000000000000000000000000000000000000000'

/**
 * One probe per action, with arguments every contract refuses (amount 0, the zero address):
 * a paused guard runs first and answers MangoError(15); any other answer means the pause
 * does not stop that action. The probes ride in the refresh's one multicall (Multicall3 is
 * the caller, which is fine: nothing here depends on who calls). Selectors are precomputed
 * (test/staking/pausedActions.test.ts checks them) to keep keccak256 out of the first load.
 */
export const pausedActionProbes: Readonly<Record<keyof PausedActions, Hex>> = {
  /** plant(uint256,address) */
  stake: encodeCall('0xf6678d0e', [0n, ZERO]),
  /** unplant(uint256,address) */
  unstake: encodeCall('0xc102498b', [0n, ZERO]),
  /** harvest(address) */
  harvest: encodeCall('0x0e5c011e', [ZERO]),
}

/** MangoError(15): the PAUSED code. */
export const PAUSED_REVERT: Hex = `0x0bc320f5${(15).toString(16).padStart(64, '0')}`

/**
 * Whether a failed probe answered MangoError(15): the revert data of a multicall sub-call,
 * or, on a chain read without Multicall3, the `data` of the node's error (or of its cause).
 */
function isPausedRevert(error: unknown): boolean {
  if (error instanceof ContractReadError) return error.revertData?.toLowerCase() === PAUSED_REVERT
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const data = (e as { data?: unknown }).data
    if (typeof data === 'string' && data.toLowerCase() === PAUSED_REVERT) return true
  }
  return false
}

/** Simulates each action's pause check in the reader's batch (no extra HTTP request). */
export async function readPausedActions(reader: Reader, pMango: Address): Promise<PausedActions> {
  const probe = (data: Hex) => reader.read({ to: pMango, data, decode: () => false }).then(() => false, isPausedRevert)
  const [stake, unstake, harvest] = await Promise.all([probe(pausedActionProbes.stake), probe(pausedActionProbes.unstake), probe(pausedActionProbes.harvest)])
  return { stake, unstake, harvest }
}

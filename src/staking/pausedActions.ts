import type { Address, Hex } from 'viem'
import { ContractReadError } from '@porch/kit'
import { probeAbi } from './readAbi'

/**
 * Which actions the staking contract refuses because it is paused. Contracts differ: the
 * live pMANGO stops plant, unplant and harvest, ours lets unplant through so principal is
 * never frozen. So each action is simulated instead of trusting paused() alone.
 */
export type PausedActions = Readonly<Record<'stake' | 'unstake' | 'harvest', boolean>>

export const noPausedActions: PausedActions = { stake: false, unstake: false, harvest: false }

const ZERO: Address = '0x0000000000000000000000000000000000000000'

/**
 * One probe per action (stake, unstake, harvest, in that order), with arguments every
 * contract refuses (amount 0, the zero address): a paused guard runs first and answers
 * MangoError(15); any other answer means the pause does not stop that action. Read with
 * `allowFailure` (each probe is expected to fail), they ride in the refresh's one multicall
 * (Multicall3 is the caller, which is fine: nothing here depends on who calls).
 */
export function pausedActionProbes(pMango: Address, chainId: number) {
  return [
    { chainId, address: pMango, abi: probeAbi, functionName: 'plant', args: [0n, ZERO] },
    { chainId, address: pMango, abi: probeAbi, functionName: 'unplant', args: [0n, ZERO] },
    { chainId, address: pMango, abi: probeAbi, functionName: 'harvest', args: [ZERO] },
  ] as const
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

/** One probe's answer, as `readContracts` with `allowFailure` gives it. */
export type ProbeResult = { status: 'success' } | { status: 'failure'; error: unknown }

/** The probes' answers (stake, unstake, harvest) to what each says. Module-level, for a stable `select`. */
export function toPausedActions(results: readonly ProbeResult[]): PausedActions {
  const [stake, unstake, harvest] = results.map((r) => r.status === 'failure' && isPausedRevert(r.error))
  return { stake: stake ?? false, unstake: unstake ?? false, harvest: harvest ?? false }
}

import { decodeFunctionData, type Address } from 'viem'
import type { SafeCall } from '@porch/kit'
import { erc20Abi, plantedMangoAbi } from '../abi'

/** What a queued Safe transaction does to the staking position. */
export type StakingProposal =
  | { action: 'stake' | 'unstake' | 'approve'; amount: bigint }
  | { action: 'harvest' }

type Decoded = { kind: 'approve' | 'plant' | 'unplant'; amount: bigint } | { kind: 'harvest' }

/** One call, read with the staking ABIs: MANGO's approve of pMANGO, or pMANGO's plant, unplant, harvest. */
function decodeCall(call: SafeCall, contracts: { mango: Address; pMango: Address }): Decoded | undefined {
  // A DELEGATECALL runs someone else's code as the Safe: whatever its bytes say, it is not a staking call.
  if (call.operation !== 0 || call.value !== 0n) return undefined
  const to = call.to.toLowerCase()
  try {
    if (to === contracts.mango.toLowerCase()) {
      const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: call.data })
      if (functionName === 'approve' && args[0].toLowerCase() === contracts.pMango.toLowerCase()) return { kind: 'approve', amount: args[1] }
      return undefined
    }
    if (to === contracts.pMango.toLowerCase()) {
      const decoded = decodeFunctionData({ abi: plantedMangoAbi, data: call.data })
      if (decoded.functionName === 'plant' || decoded.functionName === 'unplant') return { kind: decoded.functionName, amount: decoded.args[0] }
      if (decoded.functionName === 'harvest') return { kind: 'harvest' }
    }
  } catch {
    // Calldata the staking ABIs do not describe.
  }
  return undefined
}

/**
 * A queued Safe transaction as a staking action, when every call in it is one: a batch of
 * approve + plant is ONE stake (of the planted amount); plant is a stake, unplant an
 * unstake, harvest a harvest, approve alone an approval. Anything else (another contract,
 * an unknown function, a mix of stake and unstake) is not the site's to show: undefined.
 */
export function decodeStakingProposal(calls: readonly SafeCall[], contracts: { mango: Address; pMango: Address }): StakingProposal | undefined {
  const decoded = calls.map((c) => decodeCall(c, contracts))
  if (decoded.length === 0 || decoded.some((d) => d === undefined)) return undefined
  const all = decoded as Decoded[]
  const sum = (kind: 'approve' | 'plant' | 'unplant') => all.reduce((n, d) => (d.kind === kind ? n + d.amount : n), 0n)
  const has = (kind: Decoded['kind']) => all.some((d) => d.kind === kind)
  if (has('plant') && has('unplant')) return undefined
  if (has('plant')) return { action: 'stake', amount: sum('plant') }
  if (has('unplant')) return has('approve') ? undefined : { action: 'unstake', amount: sum('unplant') }
  if (has('harvest')) return has('approve') ? undefined : { action: 'harvest' }
  return { action: 'approve', amount: sum('approve') }
}

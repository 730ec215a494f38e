import { decodeFunctionResult, encodeFunctionData } from 'viem'
import { stakeProbeAbi } from '../../../contracts/generated/StakeProbe'
import { call, canBatch, estimateGas, getAtomicSupport, getGasPrice } from '@porch/kit'
import { erc20Abi, plantedMangoAbi } from '../abi'
import { approveCall, plantCall } from './calls'
import { checkPlantAfterApprove, probeOverride } from './checkPlant'
import { beforeDeadline } from './deadline'
import { estimateWithMargin, PAYOUT_GAS_MARGIN } from './gas'
import { feeOf, type ActionPlan } from './plan'
import { isSafeWallet } from './safe'
import type { ActionContext } from './types'
import { getSigner, type Signer } from './wallet'

/** Intrinsic gas of a transaction: the second of two transactions pays it again. */
const TX_BASE_GAS = 21_000n

/**
 * Decide how to stake `amount`, reading everything once, together (one HTTP request, one eth_call): the
 * allowance, whether the plant would succeed once approved (the plant check, the one
 * answer to that question on every route: it throws the plant's revert, so no wallet is
 * asked for anything that must fail), the gas of the plant alone and of approve + plant,
 * and the gas price; plus the wallet's batching support (EIP-5792) and whether it is a
 * Safe. Undefined when no wallet is connected. Rejects within the prepare deadline.
 */
export async function planStake(ctx: ActionContext, amount: bigint): Promise<ActionPlan | undefined> {
  const signer = await getSigner(ctx)
  if (!signer) return undefined
  const { account, config, chainId } = signer
  const safe = isSafeWallet(ctx)
  const approve = approveCall(ctx, amount)
  const [atomic, allowance, , plantGas, pairGas, approveGas, gasPrice] = await beforeDeadline(
    Promise.all([
      safe ? ('unsupported' as const) : getAtomicSupport(ctx.config, { chainId }).catch(() => 'unsupported' as const),
      readAllowance(ctx, signer),
      checkPlantAfterApprove(ctx, signer, amount),
      // Fails while the allowance is short (the plant alone cannot run yet): then unused.
      estimateWithMargin(config, { address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'plant', args: [amount, account], account, chainId }).catch(() => undefined),
      estimateApproveAndPlant(ctx, signer, amount).catch(() => undefined),
      // Undefined: the kit estimates it before the prompt (one request more).
      estimateGas(config, { account, to: approve.to, data: approve.data, chainId }).catch(() => undefined),
      getGasPrice(config, { chainId }).catch(() => undefined),
    ]),
    ctx.prepareTimeout,
  )
  const plant = plantCall(ctx, amount, account)
  const base = { kind: 'stake', amount, account, chainId } as const
  const covered = allowance >= amount
  const plantOnly = plantGas === undefined ? undefined : plantGas - PAYOUT_GAS_MARGIN
  if (safe) {
    // One proposal; whoever executes it pays the fee of both calls as one transaction.
    const calls = covered ? [plant] : [approve, plant]
    return { ...base, route: 'safe', calls, confirmations: 1, fee: feeOf(covered ? plantOnly : pairGas, gasPrice) }
  }
  if (covered) return { ...base, route: 'plant', calls: [plant], confirmations: 1, gasLimit: plantGas, fee: feeOf(plantOnly, gasPrice) }
  const calls = [approve, plant]
  if (canBatch(atomic)) return { ...base, route: 'batch', calls, confirmations: 1, fee: feeOf(pairGas, gasPrice) }
  const twoTransactions = pairGas === undefined ? undefined : pairGas + TX_BASE_GAS
  // The plant check already ran approve + plant as the user: its gas bounds the plant's, so
  // the plant needs no estimate of its own between the approval and its prompt.
  const gasLimit = pairGas === undefined ? undefined : pairGas + PAYOUT_GAS_MARGIN
  return { ...base, route: 'approve-then-plant', calls, confirmations: 2, gasLimit, approveGasLimit: approveGas, fee: feeOf(twoTransactions, gasPrice) }
}

/**
 * Gas of approve + plant run together as the user's own code (the plant check's call, as
 * an estimate): the plant alone cannot be estimated before the approval is on chain.
 */
function estimateApproveAndPlant(ctx: ActionContext, { account, config, chainId }: Signer, amount: bigint): Promise<bigint> {
  return estimateGas(config, {
    chainId,
    to: account,
    data: encodeFunctionData({ abi: stakeProbeAbi, functionName: 'approveAndPlant', args: [ctx.addresses.mango, ctx.addresses.pMango, amount] }),
    stateOverride: probeOverride(account),
  })
}

/**
 * The allowance, read with the kit's call (the same client as the estimates, so it joins their
 * HTTP batch) and with the plant check's state override, so the client's Multicall3 batching
 * puts both in one aggregate: the plan's reads are ONE eth_call.
 */
async function readAllowance(ctx: ActionContext, { account, config, chainId }: Signer): Promise<bigint> {
  const allowance = { abi: erc20Abi, functionName: 'allowance', args: [account, ctx.addresses.pMango] } as const
  const { data } = await call(config, { to: ctx.addresses.mango, data: encodeFunctionData(allowance), chainId, stateOverride: probeOverride(account) })
  return decodeFunctionResult({ ...allowance, data: data ?? '0x' })
}

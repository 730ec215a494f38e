import type { Address } from 'viem'
import type { PlannedCall } from './calls'

/**
 * How a stake or unstake reaches the chain on this wallet:
 * - `plant`: the allowance covers the amount, one transaction;
 * - `approve-then-plant`: approve exactly the amount, wait for it, then plant (two prompts);
 * - `batch`: approve + plant as ONE atomic EIP-5792 batch (one prompt);
 * - `safe`: one Safe proposal that the Safe's signers confirm and execute;
 * - `unplant`: the unstake, one transaction.
 */
export type PlanRoute = 'plant' | 'approve-then-plant' | 'batch' | 'safe' | 'unplant'

/** The estimated network fee: gas units times the node's gas price, in the native currency's base units. */
export interface FeeEstimate {
  gas: bigint
  gasPrice: bigint
  fee: bigint
}

/** What one stake or unstake will do, decided once from one round of reads. */
export interface ActionPlan {
  kind: 'stake' | 'unstake'
  amount: bigint
  account: Address
  chainId: number
  route: PlanRoute
  /** Exactly what is sent, in order (approve before plant). */
  calls: readonly PlannedCall[]
  /** Prompts in this wallet; a Safe proposal counts one (its signers confirm it in Safe{Wallet}). */
  confirmations: 1 | 2
  /**
   * Gas limit of the plant or unplant (its estimate plus the payout margin). Before an
   * approval, the plant's is taken from approve + plant estimated together (the plant check's
   * call): more than the plant alone needs, and unused gas is not charged.
   */
  gasLimit?: bigint
  /** Gas limit of the approval, estimated with the plan: nothing is asked of the node between the click and the prompt. */
  approveGasLimit?: bigint
  /** Undefined when the node could not estimate it; the action itself does not need it. */
  fee?: FeeEstimate
}

/** A plan's view for the screen, before the wallet is asked. */
export type PlanPreview =
  | { status: 'ready'; route: PlanRoute; confirmations: 1 | 2; fee?: bigint }
  /** The action cannot succeed (or the network failed): the sentence says why. */
  | { status: 'error'; message: string }
  /** No wallet connected. */
  | { status: 'skipped' }

/** Fee from a gas amount and price, when both are known. */
export function feeOf(gas: bigint | undefined, gasPrice: bigint | undefined): FeeEstimate | undefined {
  return gas === undefined || gasPrice === undefined ? undefined : { gas, gasPrice, fee: gas * gasPrice }
}

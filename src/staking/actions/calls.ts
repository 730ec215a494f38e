import { encodeFunctionData, type Address, type Hex } from 'viem'
import { erc20Abi, plantedMangoAbi } from '../abi'
import type { ActionContext } from './types'

/** One contract call a plan sends: to a wallet as a transaction, in a batch or in a Safe proposal. */
export interface PlannedCall {
  to: Address
  data: Hex
}

/** approve(pMANGO, amount) on MANGO: exactly the amount, never more. */
export function approveCall(ctx: ActionContext, amount: bigint): PlannedCall {
  return { to: ctx.addresses.mango, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ctx.addresses.pMango, amount] }) }
}

/** plant(amount, account): the stake, always to the user's own address. */
export function plantCall(ctx: ActionContext, amount: bigint, account: Address): PlannedCall {
  return { to: ctx.addresses.pMango, data: encodeFunctionData({ abi: plantedMangoAbi, functionName: 'plant', args: [amount, account] }) }
}

/** unplant(amount, account): the unstake, always to the user's own address. */
export function unplantCall(ctx: ActionContext, amount: bigint, account: Address): PlannedCall {
  return { to: ctx.addresses.pMango, data: encodeFunctionData({ abi: plantedMangoAbi, functionName: 'unplant', args: [amount, account] }) }
}

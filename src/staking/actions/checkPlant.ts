import { encodeFunctionData } from 'viem'
import { call } from 'viem/actions'
import { stakeProbeAbi, stakeProbeDeployedBytecode } from '../../../contracts/generated/StakeProbe'
import type { ActionContext } from './types'
import type { Signer } from './wallet'

/**
 * Would plant(amount) succeed once `amount` is approved? One eth_call that runs StakeProbe
 * as the user's own code (a state override), approving and planting as the user. Throws
 * the plant's revert (e.g. MangoError 15: paused) so the caller never asks for the approval.
 */
export async function checkPlantAfterApprove(ctx: ActionContext, { account, client }: Signer, amount: bigint): Promise<void> {
  await call(client, {
    to: account,
    data: encodeFunctionData({ abi: stakeProbeAbi, functionName: 'approveAndPlant', args: [ctx.addresses.mango, ctx.addresses.pMango, amount] }),
    stateOverride: [{ address: account, code: stakeProbeDeployedBytecode }],
  })
}

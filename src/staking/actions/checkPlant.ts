import { encodeFunctionData, type Address, type Hex, type StateOverride } from 'viem'
import { call } from '@porch/kit'
import { stakeProbeAbi, stakeProbeDeployedBytecode } from '../../../contracts/generated/StakeProbe'
import { PlantCheckUnavailableError } from '../errors'
import type { ActionContext } from './types'
import type { Signer } from './wallet'

/**
 * StakeProbe's code at the user's own address. The plan's other eth_calls pass the same
 * override (it changes nothing they read: a token's storage, not the account's code), so the
 * client's Multicall3 batching, which groups calls by override, sends them all as ONE eth_call.
 */
export const probeOverride = (account: Address): StateOverride => [{ address: account, code: stakeProbeDeployedBytecode }]

/** approveAndPlant returns `true`: exactly one ABI word holding 1. */
const TRUE_WORD: Hex = `0x${'0'.repeat(63)}1`

/**
 * Would plant(amount) succeed once `amount` is approved? One eth_call that runs StakeProbe
 * as the user's own code (a state override), approving and planting as the user. Throws
 * the plant's revert (e.g. MangoError 15: paused) so the caller never asks for the approval.
 * The answer counts only when it is the probe's own `true`: a node that drops the override
 * runs the call against the user's account and answers `0x`, which proves nothing, so any
 * other answer throws PlantCheckUnavailableError (errors.ts: "could not check", in words).
 */
export async function checkPlantAfterApprove(ctx: ActionContext, { account, config, chainId }: Signer, amount: bigint): Promise<void> {
  const { data } = await call(config, {
    chainId,
    to: account,
    data: encodeFunctionData({ abi: stakeProbeAbi, functionName: 'approveAndPlant', args: [ctx.addresses.mango, ctx.addresses.pMango, amount] }),
    stateOverride: probeOverride(account),
  })
  const answer = data ?? '0x'
  if (answer.toLowerCase() !== TRUE_WORD) throw new PlantCheckUnavailableError(answer)
}

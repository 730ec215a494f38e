import type { Hash } from 'viem'
import { sendTransaction } from 'viem/actions'
import type { PlannedCall } from './calls'
import { confirm } from './confirm'
import type { ActionContext } from './types'
import type { Signer } from './wallet'

/**
 * One planned call as a transaction (with `gas` when the plan estimated it), recorded and
 * confirmed. Returns the hash that mined: the wallet's speed-up's, when it sped the call up.
 */
export async function sendCall(ctx: ActionContext, signer: Signer, call: PlannedCall, gas: bigint | undefined, description: string): Promise<Hash> {
  const { wallet } = signer
  const hash = await sendTransaction(wallet, { to: call.to, data: call.data, gas, account: wallet.account, chain: wallet.chain })
  return (await confirm(ctx, signer, hash, description)).transactionHash
}

import { getGasPrice } from '@porch/kit'
import { plantedMangoAbi } from '../abi'
import { unplantCall } from './calls'
import { beforeDeadline } from './deadline'
import { estimateWithMargin, PAYOUT_GAS_MARGIN } from './gas'
import { feeOf, type ActionPlan } from './plan'
import { isSafeWallet } from './safe'
import type { ActionContext } from './types'
import { getSigner } from './wallet'

/**
 * Decide how to unstake `amount`: one request with unplant's gas estimate (which is also
 * its simulation: a call that would revert fails here) and the gas price. A Safe proposes
 * the same call. Undefined when no wallet is connected.
 */
export async function planUnstake(ctx: ActionContext, amount: bigint): Promise<ActionPlan | undefined> {
  const signer = await getSigner(ctx)
  if (!signer) return undefined
  const { account, config, chainId } = signer
  const [gasLimit, gasPrice] = await beforeDeadline(
    Promise.all([
      estimateWithMargin(config, { address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'unplant', args: [amount, account], account, chainId }),
      getGasPrice(config, { chainId }).catch(() => undefined),
    ]),
    ctx.prepareTimeout,
  )
  const calls = [unplantCall(ctx, amount, account)]
  const fee = feeOf(gasLimit - PAYOUT_GAS_MARGIN, gasPrice)
  const base = { kind: 'unstake', amount, account, chainId, calls, confirmations: 1, fee } as const
  return isSafeWallet(ctx) ? { ...base, route: 'safe' } : { ...base, route: 'unplant', gasLimit }
}

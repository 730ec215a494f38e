import type { Client } from 'viem'
import { estimateContractGas } from 'viem/actions'

/**
 * Extra gas for plant/unplant/harvest. Estimates run at the latest block's timestamp; when
 * the transaction mines a second later the treasury may have rewards to stream, and the
 * call takes the payout path (~+120k gas, measured in test/contracts/rewards.test.ts).
 * Without the margin such a transaction runs out of gas. Unused gas is not charged.
 */
export const PAYOUT_GAS_MARGIN = 200_000n

export async function withGasMargin<R extends Parameters<typeof estimateContractGas>[1]>(
  client: Client,
  request: R,
): Promise<R & { gas: bigint }> {
  const estimate = await estimateContractGas(client, request)
  return { ...request, gas: estimate + PAYOUT_GAS_MARGIN }
}

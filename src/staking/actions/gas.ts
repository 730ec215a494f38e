import type { Client } from 'viem'
import { estimateContractGas } from 'viem/actions'

/**
 * Extra gas for plant/unplant/harvest. Estimates run at the latest block's timestamp; when
 * the transaction mines a second later the treasury may have rewards to stream, and the
 * call takes the payout path (~+120k gas, measured in test/contracts/rewards.test.ts).
 * Without the margin such a transaction runs out of gas. Unused gas is not charged.
 */
export const PAYOUT_GAS_MARGIN = 200_000n

/**
 * The gas limit for a contract write: its estimate plus the payout margin. The estimate
 * doubles as the simulation (a call that would revert fails here, with its revert data),
 * so each write costs one request before the wallet prompt.
 */
export async function estimateWithMargin(client: Client, request: Parameters<typeof estimateContractGas>[1]): Promise<bigint> {
  return (await estimateContractGas(client, request)) + PAYOUT_GAS_MARGIN
}

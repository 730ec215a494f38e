import { encodeFunctionData, type Abi, type Address, type ContractFunctionName, type EncodeFunctionDataParameters } from 'viem'
import { estimateGas, type Config } from '@porch/kit'

/**
 * Extra gas for plant/unplant/harvest. Estimates run at the latest block's timestamp; when
 * the transaction mines a second later the treasury may have rewards to stream, and the
 * call takes the payout path (~+120k gas, measured in test/contracts/rewards.test.ts).
 * Without the margin such a transaction runs out of gas. Unused gas is not charged.
 */
export const PAYOUT_GAS_MARGIN = 200_000n

/** A contract write to estimate: the call (typed from its ABI), its contract, sender and chain. */
export type ContractGasRequest<abi extends Abi | readonly unknown[], functionName extends ContractFunctionName<abi>> = EncodeFunctionDataParameters<abi, functionName> & {
  address: Address
  account: Address
  chainId: number
}

/**
 * The gas limit for a contract write: its estimate (the kit's estimateGas) plus the payout
 * margin. The estimate doubles as the simulation (a call that would revert fails here, a
 * ContractRevertedError whose cause keeps the revert data), so each write costs one
 * request before the wallet prompt.
 */
export async function estimateWithMargin<const abi extends Abi | readonly unknown[], functionName extends ContractFunctionName<abi>>(
  config: Config,
  { address, account, chainId, ...call }: ContractGasRequest<abi, functionName>,
): Promise<bigint> {
  const data = encodeFunctionData(call as EncodeFunctionDataParameters)
  return (await estimateGas(config, { account, to: address, data, chainId })) + PAYOUT_GAS_MARGIN
}

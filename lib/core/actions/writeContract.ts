import { encodeFunctionData, type Abi, type ContractFunctionArgs, type ContractFunctionName, type Hash } from 'viem'
import type { Config } from '../config'
import { writableAccount } from '../write/account'
import { addRecent, type RecentOption } from '../write/recent'
import { sendChecked } from '../write/send'
import type { SendTransactionErrorType } from './sendTransaction'
import { simulateContract, type SimulateContractParameters } from './simulateContract'

/** Parameters of writeContract: viem's contract parameters (typed from the ABI), value, chain, gas and `recent`. */
export type WriteContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> = ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
> = Omit<SimulateContractParameters<abi, functionName, args, config, chainId>, 'account'> & {
  /** Gas limit; default: the wallet's estimate. */
  gas?: bigint
  /** Add it to Recent Transactions with this description (see RecentOption). */
  recent?: RecentOption
}

/** The transaction hash the wallet returned. */
export type WriteContractReturnType = Hash

/** What writeContract rejects with (as sendTransaction; a revert found by the simulation is a ContractRevertedError). */
export type WriteContractErrorType = SendTransactionErrorType

/**
 * Calls a state-changing contract function with the connected wallet. The call is
 * simulated first: one that would revert is refused with a ContractRevertedError carrying
 * the decoded reason, and the wallet is never asked. Rejects with a WriteContractErrorType.
 */
export async function writeContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
>(config: config, parameters: WriteContractParameters<abi, functionName, args, config, chainId>): Promise<WriteContractReturnType> {
  const { chainId, recent, gas, value, address, abi, functionName } = parameters
  const args = (parameters as { args?: readonly unknown[] }).args
  const account = writableAccount(config, chainId)
  await simulateContract(config, { ...parameters, chainId: account.chain.id, account: account.address } as SimulateContractParameters)
  const data = encodeFunctionData({ abi: abi as Abi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
  // The simulation already refused a failing call; the wallet estimates the gas itself.
  const hash = await sendChecked(config, account, { to: address, data, value, gas }, false)
  addRecent(config, recent, account.address, account.chain.id, hash)
  return hash
}

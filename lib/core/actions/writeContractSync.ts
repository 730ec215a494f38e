import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import type { Config } from '../config'
import { syncTimeout } from '../write/syncTimeout'
import type { SendTransactionSyncErrorType, SendTransactionSyncParameters, SendTransactionSyncReturnType } from './sendTransactionSync'
import { waitForTransactionReceipt } from './waitForTransactionReceipt'
import { writeContract, type WriteContractParameters } from './writeContract'

/** Parameters of writeContractSync: writeContract's (typed from the ABI), and how to wait for the receipt. */
export type WriteContractSyncParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> = ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
> = WriteContractParameters<abi, functionName, args, config, chainId> & Pick<SendTransactionSyncParameters, 'pollingInterval' | 'timeout'>

/** The transaction's receipt (status `success`: a reverted one rejects). */
export type WriteContractSyncReturnType = SendTransactionSyncReturnType

/** What writeContractSync rejects with (as sendTransactionSync; a revert found by the simulation is a ContractRevertedError). */
export type WriteContractSyncErrorType = SendTransactionSyncErrorType

/**
 * Calls a state-changing contract function and resolves with the receipt (wagmi 3's
 * writeContractSync): writeContract (simulated first, so one that would revert is refused
 * with a ContractRevertedError and the wallet is never asked), then
 * waitForTransactionReceipt. A receipt that reverts anyway (the chain moved between the
 * simulation and the block) rejects with TransactionRevertedError. Rejects with a
 * WriteContractSyncErrorType.
 */
export async function writeContractSync<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
>(config: config, parameters: WriteContractSyncParameters<abi, functionName, args, config, chainId>): Promise<WriteContractSyncReturnType> {
  const { pollingInterval, timeout, ...write } = parameters
  // writeContract refuses a wallet on another chain than `chainId`: this is the chain it is sent on.
  const chainId = write.chainId ?? config.getState().chainId
  const hash = await writeContract(config, write as WriteContractParameters)
  return waitForTransactionReceipt(config, { hash, chainId, pollingInterval, timeout: timeout ?? syncTimeout(config, chainId) })
}

import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, ContractFunctionParameters, ContractFunctionReturnType } from 'viem'
import { simulateContract as viemSimulateContract } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredErrorType, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'
import { normalizeSimulationError, type ContractRevertedError, type InsufficientFundsErrorType } from '../write/errors'

/** Parameters of simulateContract: viem's contract parameters (typed from the ABI), value, chain and sender. */
export type SimulateContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> = ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
> = ContractFunctionParameters<abi, 'nonpayable' | 'payable', functionName, args> & ChainIdParameter<config, chainId> & {
  /** Wei sent with the call (payable functions). */
  value?: bigint
  /** The sender; default: the connected account. */
  account?: Address
}

/** What simulateContract returns: the function's result and the request to hand writeContract. */
export interface SimulateContractReturnType<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> = ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
> {
  /** What the function would return, typed from the ABI. */
  result: ContractFunctionReturnType<abi, 'nonpayable' | 'payable', functionName, args>
  /** The parameters, with the chain filled in: pass them to writeContract. */
  request: SimulateContractParameters<abi, functionName, args, config, chainId> & { chainId: config['chains'][number]['id'] }
}

/** What simulateContract rejects with. */
export type SimulateContractErrorType = ChainNotConfiguredErrorType | ContractRevertedError | InsufficientFundsErrorType | WalletError

/**
 * Runs a state-changing call against the node without sending it (eth_call from the
 * sender), so its result or its revert reason is known before the wallet is asked.
 * Rejects with a SimulateContractErrorType (a revert as ContractRevertedError with the
 * decoded reason).
 */
export async function simulateContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
>(config: config, parameters: SimulateContractParameters<abi, functionName, args, config, chainId>): Promise<SimulateContractReturnType<abi, functionName, args, config, chainId>> {
  const chain = readChainOf(config, parameters.chainId)
  const account = parameters.account ?? config.getState().accounts[0]
  const { address, abi, functionName, value } = parameters
  const args = (parameters as { args?: readonly unknown[] }).args
  try {
    const { result } = await viemSimulateContract(config.getClient({ chainId: chain.id }), { account, address, abi: abi as Abi, functionName, args, value } as Parameters<
      typeof viemSimulateContract
    >[1])
    return {
      result: result as ContractFunctionReturnType<abi, 'nonpayable' | 'payable', functionName, args>,
      request: { ...parameters, chainId: chain.id } as SimulateContractReturnType<abi, functionName, args, config, chainId>['request'],
    }
  } catch (e) {
    throw normalizeSimulationError(e)
  }
}

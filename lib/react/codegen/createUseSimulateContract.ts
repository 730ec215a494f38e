import type { Abi, Address, ContractFunctionArgs, ContractFunctionName } from 'viem'
import type { SimulateContractReturnType } from '../../core/actions/simulateContract'
import type { Config } from '../../core/config'
import type { ResolvedRegister } from '../../core/register'
import type { Compute } from '../mutation/types'
import { useSimulateContract, type UseSimulateContractParameters, type UseSimulateContractReturnType } from '../useSimulateContract'
import { useBoundAddress } from './address'

/** What createUseSimulateContract takes (wagmi's): the ABI and, optionally, the address (or one per chain) and the function. */
export type CreateUseSimulateContractParameters<
  abi extends Abi | readonly unknown[],
  address extends Address | Record<number, Address> | undefined = undefined,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> | undefined = undefined,
> = {
  /** The contract's ABI. */
  abi: abi | Abi | readonly unknown[]
  /** The contract's address, or its address per chain id. */
  address?: address | Address | Record<number, Address> | undefined
  /** The one function the hook simulates. */
  functionName?: functionName | ContractFunctionName<abi, 'nonpayable' | 'payable'> | undefined
}

/** The hook createUseSimulateContract makes (wagmi's): useSimulateContract with what was bound left out of its parameters. */
export type CreateUseSimulateContractReturnType<
  abi extends Abi | readonly unknown[],
  address extends Address | Record<number, Address> | undefined,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> | undefined,
> = <
  name extends functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> ? functionName : ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
  config extends Config = ResolvedRegister['config'],
  selectData = SimulateContractReturnType<abi, name, args>,
>(
  parameters?: Compute<
    {
      abi?: undefined
      address?: address extends undefined ? Address : undefined
      functionName?: functionName extends undefined ? name : undefined
      args?: args | undefined
      chainId?: (address extends Record<number, Address> ? keyof address : number) | undefined
      config?: Config | config | undefined
    } & Omit<UseSimulateContractParameters<abi, name, args, selectData>, 'abi' | 'address' | 'functionName' | 'args' | 'chainId' | 'config'>
  >,
) => UseSimulateContractReturnType<abi, name, args, selectData>

/** wagmi's codegen factory (`@wagmi/cli`'s React plugin calls it): a simulation hook bound to an ABI, address and function. */
export function createUseSimulateContract<
  const abi extends Abi | readonly unknown[],
  const address extends Address | Record<number, Address> | undefined = undefined,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> | undefined = undefined,
>(props: CreateUseSimulateContractParameters<abi, address, functionName>): CreateUseSimulateContractReturnType<abi, address, functionName> {
  return ((parameters: { chainId?: number; config?: Config; address?: Address } = {}) => {
    const address = useBoundAddress(props.address, parameters.chainId, parameters.config)
    return useSimulateContract({
      ...parameters,
      ...(props.functionName ? { functionName: props.functionName } : {}),
      address: props.address === undefined ? parameters.address : address,
      abi: props.abi,
    } as never)
  }) as never
}

import type { Abi, Address, ContractFunctionArgs, ContractFunctionName } from 'viem'
import type { ReadContractReturnType } from '../../core/actions/readContract'
import type { Config } from '../../core/config'
import type { ResolvedRegister } from '../../core/register'
import type { QueryParameter } from '../query/types'
import { useReadContract, type UseReadContractReturnType } from '../useReadContract'
import { useBoundAddress } from './address'

/** What createUseReadContract takes (wagmi's): the ABI and, optionally, the address (or one per chain) and the function. */
export type CreateUseReadContractParameters<
  abi extends Abi | readonly unknown[],
  address extends Address | Record<number, Address> | undefined = undefined,
  functionName extends ContractFunctionName<abi, 'pure' | 'view'> | undefined = undefined,
> = {
  /** The contract's ABI. */
  abi: abi | Abi | readonly unknown[]
  /** The contract's address, or its address per chain id. */
  address?: address | Address | Record<number, Address> | undefined
  /** The one function the hook reads. */
  functionName?: functionName | ContractFunctionName<abi, 'pure' | 'view'> | undefined
}

/** The hook createUseReadContract makes (wagmi's): useReadContract with what was bound left out of its parameters. */
export type CreateUseReadContractReturnType<
  abi extends Abi | readonly unknown[],
  address extends Address | Record<number, Address> | undefined,
  functionName extends ContractFunctionName<abi, 'pure' | 'view'> | undefined,
> = <
  name extends functionName extends ContractFunctionName<abi, 'pure' | 'view'> ? functionName : ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', name>,
  config extends Config = ResolvedRegister['config'],
  selectData = ReadContractReturnType<abi, name, args>,
>(
  parameters?: {
    abi?: undefined
    address?: address extends undefined ? Address : undefined
    functionName?: functionName extends undefined ? name : undefined
    args?: args | undefined
    /** Of the config's chains; for an address per chain, one of its chain ids. */
    chainId?: (address extends Record<number, Address> ? keyof address : number) | undefined
    /** Read with this config instead of the provider's. */
    config?: Config | config | undefined
    /** wagmi's query options. */
    query?: QueryParameter<ReadContractReturnType<abi, name, args>, selectData> | undefined
  },
) => UseReadContractReturnType<abi, name, args, selectData>

/** wagmi's codegen factory (`@wagmi/cli`'s React plugin calls it): a read hook bound to an ABI, address and function. */
export function createUseReadContract<
  const abi extends Abi | readonly unknown[],
  const address extends Address | Record<number, Address> | undefined = undefined,
  functionName extends ContractFunctionName<abi, 'pure' | 'view'> | undefined = undefined,
>(props: CreateUseReadContractParameters<abi, address, functionName>): CreateUseReadContractReturnType<abi, address, functionName> {
  return ((parameters: { chainId?: number; config?: Config; address?: Address } = {}) => {
    const address = useBoundAddress(props.address, parameters.chainId, parameters.config)
    return useReadContract({
      ...parameters,
      ...(props.functionName ? { functionName: props.functionName } : {}),
      address: props.address === undefined ? parameters.address : address,
      abi: props.abi,
    } as never)
  }) as never
}

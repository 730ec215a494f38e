import { useCallback } from 'react'
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName } from 'viem'
import type { WriteContractErrorType, WriteContractParameters, WriteContractReturnType } from '../../core/actions/writeContract'
import type { Config } from '../../core/config'
import type { ResolvedRegister } from '../../core/register'
import { useConfig } from '../context'
import type { Compute, MutateOptions } from '../mutation/types'
import { useChainId } from '../useChainId'
import { useWriteContract, type UseWriteContractParameters, type UseWriteContractReturnType } from '../useWriteContract'
import { isPerChain } from './address'

/** What createUseWriteContract takes (wagmi's): the ABI and, optionally, the address (or one per chain) and the function. */
export type CreateUseWriteContractParameters<
  abi extends Abi | readonly unknown[],
  address extends Address | Record<number, Address> | undefined = undefined,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> | undefined = undefined,
> = {
  /** The contract's ABI. */
  abi: abi | Abi | readonly unknown[]
  /** The contract's address, or its address per chain id. */
  address?: address | Address | Record<number, Address> | undefined
  /** The one function the hook calls. */
  functionName?: functionName | ContractFunctionName<abi, 'nonpayable' | 'payable'> | undefined
}

/** The variables of a generated write hook: writeContract's, without what was bound. */
export type CreateUseWriteContractVariables<
  abi extends Abi | readonly unknown[],
  address extends Address | Record<number, Address> | undefined,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> | undefined,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
> = Compute<
  Omit<WriteContractParameters<abi, name, args>, 'abi' | (address extends undefined ? never : 'address') | (functionName extends undefined ? never : 'functionName')> &
    (address extends Record<number, Address> ? { chainId?: keyof address | undefined } : unknown)
>

/** A generated write hook's `mutate` / `mutateAsync` (`result`: what it returns): typed from the bound ABI. */
export type CreateUseWriteContractMutate<abi extends Abi | readonly unknown[], address extends Address | Record<number, Address> | undefined, functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> | undefined, context, result> = <
  name extends functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> ? functionName : ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
>(
  variables: CreateUseWriteContractVariables<abi, address, functionName, name, args>,
  options?: MutateOptions<WriteContractReturnType, WriteContractErrorType, WriteContractParameters<abi, name, args>, context> | undefined,
) => result

/** The hook createUseWriteContract makes (wagmi's): useWriteContract whose functions take only what was not bound. */
export type CreateUseWriteContractReturnType<
  abi extends Abi | readonly unknown[],
  address extends Address | Record<number, Address> | undefined,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> | undefined,
> = <config extends Config = ResolvedRegister['config'], context = unknown>(
  parameters?: UseWriteContractParameters<config, context>,
) => Compute<
  Omit<UseWriteContractReturnType<config, context>, 'mutate' | 'mutateAsync' | 'writeContract' | 'writeContractAsync'> & {
    /** Simulate, then send; the outcome lands in the state. */
    mutate: CreateUseWriteContractMutate<abi, address, functionName, context, void>
    /** Simulate, then send, and get the hash. */
    mutateAsync: CreateUseWriteContractMutate<abi, address, functionName, context, Promise<WriteContractReturnType>>
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    writeContract: CreateUseWriteContractMutate<abi, address, functionName, context, void>
    /**
     * The same function as `mutateAsync` (wagmi 2's name).
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    writeContractAsync: CreateUseWriteContractMutate<abi, address, functionName, context, Promise<WriteContractReturnType>>
  }
>

/** wagmi's codegen factory (`@wagmi/cli`'s React plugin calls it): a write hook bound to an ABI, address and function. */
export function createUseWriteContract<
  const abi extends Abi | readonly unknown[],
  const address extends Address | Record<number, Address> | undefined = undefined,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> | undefined = undefined,
>(props: CreateUseWriteContractParameters<abi, address, functionName>): CreateUseWriteContractReturnType<abi, address, functionName> {
  return ((parameters: UseWriteContractParameters = {}) => {
    const config = useConfig(parameters)
    const current = useChainId({ config })
    const result = useWriteContract(parameters)
    const { mutate: send, mutateAsync: sendAsync } = result
    // The bound ABI, function and address (for an address per chain: the one of the chain written to).
    const bind = useCallback(
      (variables: { chainId?: number; address?: Address }) => ({
        ...variables,
        ...(props.address === undefined ? {} : { address: isPerChain(props.address) ? props.address[variables.chainId ?? current] : props.address }),
        ...(props.functionName ? { functionName: props.functionName } : {}),
        abi: props.abi,
      }),
      [current],
    )
    const mutate = useCallback((variables: object, options?: object) => send(bind(variables) as never, options as never), [send, bind])
    const mutateAsync = useCallback((variables: object, options?: object) => sendAsync(bind(variables) as never, options as never), [sendAsync, bind])
    return { ...result, mutate, mutateAsync, writeContract: mutate, writeContractAsync: mutateAsync }
  }) as never
}

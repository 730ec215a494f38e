import type { Abi, Address, ContractEventName } from 'viem'
import type { Config } from '../../core/config'
import type { ResolvedRegister } from '../../core/register'
import type { Compute } from '../mutation/types'
import { useWatchContractEvent, type UseWatchContractEventParameters } from '../useWatchContractEvent'
import { useBoundAddress } from './address'

/** What createUseWatchContractEvent takes (wagmi's): the ABI and, optionally, the address (or one per chain) and the event. */
export type CreateUseWatchContractEventParameters<
  abi extends Abi | readonly unknown[],
  address extends Address | Record<number, Address> | undefined = undefined,
  eventName extends ContractEventName<abi> | undefined = undefined,
> = {
  /** The contract's ABI. */
  abi: abi | Abi | readonly unknown[]
  /** The contract's address, or its address per chain id. */
  address?: address | Address | Record<number, Address> | undefined
  /** The one event the hook watches. */
  eventName?: eventName | ContractEventName<abi> | undefined
}

/** The hook createUseWatchContractEvent makes (wagmi's): useWatchContractEvent with what was bound left out of its parameters. */
export type CreateUseWatchContractEventReturnType<
  abi extends Abi | readonly unknown[],
  address extends Address | Record<number, Address> | undefined,
  eventName extends ContractEventName<abi> | undefined,
  omittedProperties extends 'abi' | 'address' | 'chainId' | 'eventName' =
    | 'abi'
    | (address extends undefined ? never : 'address')
    | (address extends Record<number, Address> ? 'chainId' : never)
    | (eventName extends undefined ? never : 'eventName'),
> = <
  name extends eventName extends ContractEventName<abi> ? eventName : ContractEventName<abi>,
  strict extends boolean | undefined = undefined,
  config extends Config = ResolvedRegister['config'],
>(
  parameters?: Compute<
    Omit<UseWatchContractEventParameters<abi, name, strict>, omittedProperties | 'config'> & { config?: Config | config | undefined }
  > &
    (address extends Record<number, Address> ? { chainId?: keyof address | undefined } : unknown),
) => void

/** wagmi's codegen factory (`@wagmi/cli`'s React plugin calls it): an event watcher bound to an ABI, address and event. */
export function createUseWatchContractEvent<
  const abi extends Abi | readonly unknown[],
  const address extends Address | Record<number, Address> | undefined = undefined,
  eventName extends ContractEventName<abi> | undefined = undefined,
>(props: CreateUseWatchContractEventParameters<abi, address, eventName>): CreateUseWatchContractEventReturnType<abi, address, eventName> {
  return ((parameters: { chainId?: number; config?: Config; address?: Address } = {}) => {
    const address = useBoundAddress(props.address, parameters.chainId, parameters.config)
    useWatchContractEvent({
      ...parameters,
      ...(props.eventName ? { eventName: props.eventName } : {}),
      address: props.address === undefined ? parameters.address : address,
      abi: props.abi,
    } as never)
  }) as never
}

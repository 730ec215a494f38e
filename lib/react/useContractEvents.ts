import type { Config } from '../core/config'
import type { Abi, BlockNumber, BlockTag, ContractEventName } from 'viem'
import { lazyImport } from '../core/lazy'
import type { GetContractEventsParameters, GetContractEventsReturnType } from '../core/actions/getContractEvents'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadAction = lazyImport(() => import('../core/actions/getContractEvents'))

/** Parameters of useContractEvents (wagmi's): getContractEvents' (typed from `abi`), all optional, and `query`. */
export type UseContractEventsParameters<
  abi extends Abi | readonly unknown[] = Abi,
  eventName extends ContractEventName<abi> | undefined = ContractEventName<abi> | undefined,
  strict extends boolean | undefined = undefined,
  fromBlock extends BlockNumber | BlockTag | undefined = undefined,
  toBlock extends BlockNumber | BlockTag | undefined = undefined,
  TSelected = GetContractEventsReturnType<abi, eventName, strict, fromBlock, toBlock>,
> = Partial<GetContractEventsParameters<abi, eventName, strict, fromBlock, toBlock>> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<GetContractEventsReturnType<abi, eventName, strict, fromBlock, toBlock>, TSelected>
}

/** What useContractEvents returns: the decoded logs (or what `select` made of them). */
export type UseContractEventsReturnType<
  abi extends Abi | readonly unknown[] = Abi,
  eventName extends ContractEventName<abi> | undefined = ContractEventName<abi> | undefined,
  strict extends boolean | undefined = undefined,
  fromBlock extends BlockNumber | BlockTag | undefined = undefined,
  toBlock extends BlockNumber | BlockTag | undefined = undefined,
  TSelected = GetContractEventsReturnType<abi, eventName, strict, fromBlock, toBlock>,
> = UseQueryReturnType<TSelected>

/**
 * A contract's event logs over a block range, decoded with `abi` (nothing is read until
 * `abi` is given). It is refreshed with the other reads of its chain. A node that refuses
 * the range as too wide is an error (LogsRangeTooLargeError), not an empty list.
 */
export function useContractEvents<
  const abi extends Abi | readonly unknown[],
  eventName extends ContractEventName<abi> | undefined = undefined,
  strict extends boolean | undefined = undefined,
  fromBlock extends BlockNumber | BlockTag | undefined = undefined,
  toBlock extends BlockNumber | BlockTag | undefined = undefined,
  TSelected = GetContractEventsReturnType<abi, eventName, strict, fromBlock, toBlock>,
>(
  parameters: UseContractEventsParameters<abi, eventName, strict, fromBlock, toBlock, TSelected> = {},
): UseContractEventsReturnType<abi, eventName, strict, fromBlock, toBlock, TSelected> {
  const config = useConfig(parameters)
  const { query, chainId: _chainId, config: _config, ...read } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  const { abi, address, eventName, args, strict } = read
  const range = read as { fromBlock?: unknown; toBlock?: unknown; blockHash?: unknown }
  return useReadQuery<GetContractEventsReturnType<abi, eventName, strict, fromBlock, toBlock>, TSelected>(
    {
      config,
      key: abi && chainId !== undefined ? queryKey('contractEvents', chainId, address, eventName, args, range.fromBlock, range.toBlock, range.blockHash, strict, abi) : undefined,
      chainId,
      error,
      fn: async () =>
        (await loadAction()).getContractEvents(config, { ...read, chainId } as GetContractEventsParameters<abi, eventName, strict, fromBlock, toBlock>),
    },
    query,
  )
}

import type { Address, Hex } from 'viem'
import { lazyImport } from '../core/lazy'
import type { GetStorageAtParameters, GetStorageAtReturnType } from '../core/actions/getStorageAt'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type AtBlockParameters, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/getStorageAt'))

/** Parameters of useStorageAt (wagmi's). */
export interface UseStorageAtParameters<TSelected = GetStorageAtReturnType> extends AtBlockParameters, ChainReadParameters<GetStorageAtReturnType, TSelected> {
  /** Whose storage; undefined: nothing is read (status `pending`). */
  address?: Address | undefined
  /** The slot; undefined: nothing is read. */
  slot?: Hex | undefined
}

/** What useStorageAt returns: the slot's word in `data`. */
export type UseStorageAtReturnType<TSelected = GetStorageAtReturnType> = UseQueryReturnType<TSelected>

/** One storage slot of an address, refreshed with the chain's other reads (final at a `blockNumber`). */
export function useStorageAt<TSelected = GetStorageAtReturnType>(parameters: UseStorageAtParameters<TSelected> = {}): UseStorageAtReturnType<TSelected> {
  const { config, chainId, scopeKey, query, address, slot, ...at } = parameters
  return useChainRead<GetStorageAtReturnType, TSelected>({
    config,
    kind: 'storageAt',
    chainId,
    scopeKey,
    parts: [address, slot, at],
    ready: address !== undefined && slot !== undefined,
    refresh: at.blockNumber === undefined,
    query,
    read: async (config, id) => (await loadAction()).getStorageAt(config, { ...at, address: address!, slot: slot!, chainId: id } as GetStorageAtParameters),
  })
}

import type { Address, Hex } from 'viem'
import { lazyImport } from '../core/lazy'
import type { GetBytecodeParameters } from '../core/actions/getBytecode'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type AtBlockParameters, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/getBytecode'))

/** What useBytecode holds: the code, or null when there is none (wagmi's: a read's data is never undefined). */
export type UseBytecodeData = Hex | null

/** Parameters of useBytecode (wagmi's). */
export interface UseBytecodeParameters<TSelected = UseBytecodeData> extends AtBlockParameters, ChainReadParameters<UseBytecodeData, TSelected> {
  /** Where; undefined: nothing is read (status `pending`). */
  address?: Address | undefined
}

/** What useBytecode returns: the code in `data` (null: none). */
export type UseBytecodeReturnType<TSelected = UseBytecodeData> = UseQueryReturnType<TSelected>

/** The bytecode at an address (null when none), refreshed with the chain's other reads (final at a `blockNumber`). */
export function useBytecode<TSelected = UseBytecodeData>(parameters: UseBytecodeParameters<TSelected> = {}): UseBytecodeReturnType<TSelected> {
  const { config, chainId, scopeKey, query, address, ...at } = parameters
  return useChainRead<UseBytecodeData, TSelected>({
    config,
    kind: 'bytecode',
    chainId,
    scopeKey,
    parts: [address, at],
    ready: address !== undefined,
    refresh: at.blockNumber === undefined,
    query,
    read: async (config, id) => (await (await loadAction()).getBytecode(config, { ...at, address: address!, chainId: id } as GetBytecodeParameters)) ?? null,
  })
}

import type { Address, Hash } from 'viem'
import { lazyImport } from '../core/lazy'
import type { GetProofParameters, GetProofReturnType } from '../core/actions/getProof'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type AtBlockParameters, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/getProof'))

/** Parameters of useProof (wagmi's). */
export interface UseProofParameters<TSelected = GetProofReturnType> extends AtBlockParameters, ChainReadParameters<GetProofReturnType, TSelected> {
  /** Whose account; undefined: nothing is read (status `pending`). */
  address?: Address | undefined
  /** The storage slots to prove; undefined: nothing is read. */
  storageKeys?: readonly Hash[] | Hash[] | undefined
}

/** What useProof returns: the proofs in `data`. */
export type UseProofReturnType<TSelected = GetProofReturnType> = UseQueryReturnType<TSelected>

/** The EIP-1186 proof of an account and some of its storage, refreshed with the chain's other reads (final at a `blockNumber`). */
export function useProof<TSelected = GetProofReturnType>(parameters: UseProofParameters<TSelected> = {}): UseProofReturnType<TSelected> {
  const { config, chainId, scopeKey, query, address, storageKeys, ...at } = parameters
  return useChainRead<GetProofReturnType, TSelected>({
    config,
    kind: 'proof',
    chainId,
    scopeKey,
    parts: [address, storageKeys, at],
    ready: address !== undefined && storageKeys !== undefined,
    refresh: at.blockNumber === undefined,
    query,
    read: async (config, id) => (await loadAction()).getProof(config, { ...at, address: address!, storageKeys: [...storageKeys!], chainId: id } as GetProofParameters),
  })
}

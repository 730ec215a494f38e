import type { Chain, Client, Transport } from 'viem'
import { useConfig } from './context'
import { useReadChain } from './query/useReadChain'

/** Parameters of usePublicClient. */
export interface UsePublicClientParameters {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number
}

/**
 * The config's viem Client for a chain (reads, receipts; its transport code loads on first
 * use), or undefined on a chain the app does not configure. Use it with `viem/actions`.
 */
export function usePublicClient({ chainId }: UsePublicClientParameters = {}): Client<Transport, Chain> | undefined {
  const config = useConfig()
  const { chain } = useReadChain(chainId)
  return chain ? config.getClient(chain.id) : undefined
}

import type { Client } from 'viem'
import { useConfig } from './context'

/** The read client for a configured chain (default: the first configured chain). */
export function useClient(chainId?: number): Client {
  return useConfig().getClient(chainId)
}

import type { Address } from 'viem'
import { formatUnits } from 'viem'
import { useConfig } from './context'
import { useQuery } from './useQuery'

/** A native balance with its formatted value. */
export interface Balance {
  value: bigint
  decimals: number
  symbol: string
  formatted: string
}

/**
 * Native balance on a configured chain; refreshed with every other query. Read through the
 * config's Reader, so it joins the same Multicall3 call (Multicall3.getEthBalance) as the
 * other reads of a refresh.
 */
export function useBalance(address: Address | undefined, chainId?: number) {
  const config = useConfig()
  const chain = config.chains.find((c) => c.id === (chainId ?? config.chains[0].id))
  const key = address && chain ? `balance:${chain.id}:${address.toLowerCase()}` : undefined
  return useQuery<Balance>(key, async () => {
    const value = await config.getReader(chain!.id).getBalance(address!)
    const { decimals, symbol } = chain!.nativeCurrency
    return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
  })
}

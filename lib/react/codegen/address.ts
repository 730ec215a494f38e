import type { Address } from 'viem'
import type { Config } from '../../core/config'
import { useChainId } from '../useChainId'

/** What a generated hook is bound to: an address, or an address per chain id (wagmi's codegen). */
export type CodegenAddress = Address | Record<number, Address> | undefined

/** An address per chain id: the CLI's `address: { [chainId]: '0x…' }`. */
export const isPerChain = (address: CodegenAddress): address is Record<number, Address> => address !== undefined && typeof address === 'object'

/**
 * The address a generated hook uses (wagmi's rule): the bound one, or for an address per
 * chain, the one of `chainId` (else the config's current chain), undefined when it has none.
 */
export function useBoundAddress(address: CodegenAddress, chainId: number | undefined, config: Config | undefined): Address | undefined {
  const current = useChainId({ config })
  return isPerChain(address) ? address[chainId ?? current] : address
}

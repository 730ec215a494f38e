import { isAddressLike } from '../../core/address'

/** A stable cache key from read parameters (bigints as decimal strings, addresses lowercase). */
export function queryKey(kind: string, chainId: number, ...parts: unknown[]): string {
  return `${kind}:${chainId}:${JSON.stringify(parts, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : isAddressLike(v) ? v.toLowerCase() : v))}`
}

import type { EIP1193Provider } from 'viem'

/** The subset of an EIP-1193 provider we rely on; real wallets vary, so keep it loose. */
export type Eip1193 = Pick<EIP1193Provider, 'request'> & {
  // Method syntax (bivariant parameters), so viem's EIP1193Provider, whose `on` is generic over its event map, fits.
  /** Subscribe to a provider event (`accountsChanged`, `chainChanged`, `disconnect`). */
  on?(event: string, listener: (...args: never[]) => void): void
  /** Remove a listener added with `on`. */
  removeListener?(event: string, listener: (...args: never[]) => void): void
}

/** Untyped request helper: wallets answer methods viem's schema does not know. */
export function rpc<T = unknown>(provider: Eip1193, method: string, params?: unknown): Promise<T> {
  const request = provider.request as (args: { method: string; params?: unknown }) => Promise<T>
  return request(params === undefined ? { method } : { method, params })
}

export const toHexChainId = (id: number): `0x${string}` => `0x${id.toString(16)}`

export function parseChainId(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string') return value.startsWith('0x') ? Number.parseInt(value, 16) : Number(value)
  if (typeof value === 'bigint') return Number(value)
  throw new Error(`Invalid chain id from wallet: ${String(value)}`)
}

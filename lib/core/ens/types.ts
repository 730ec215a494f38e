import type { Address } from 'viem'
import type { KitStorage } from '../storage'
import type { ForwardLookupOptions } from './lookups'

export interface EnsResolver {
  /** False without an RPC URL: every lookup then resolves undefined without a request. */
  readonly enabled: boolean
  /**
   * Primary ENS name of `address` on Ethereum mainnet, or undefined (none, disabled,
   * invalid input, or the lookup failed). Answers from the cache while it is fresh (one
   * day); concurrent lookups of one address share one request. Never rejects.
   */
  lookupName(address: Address): Promise<string | undefined>
  /** Avatar URL (https: or data:image/) of an ENS name, same caching rules. Never rejects. */
  lookupAvatar(name: string): Promise<string | undefined>
  /**
   * The address `name` resolves to (for `coinType`, default 60: Ethereum), or null. Not
   * cached here (the read hooks' query cache holds it); rejects when the node or resolver
   * fails, so the caller can tell "no address" from "could not ask". Without `rpcUrl`
   * (`enabled` false) it answers null without a request.
   */
  resolveAddress(name: string, options?: ForwardLookupOptions & { coinType?: bigint | number | undefined }): Promise<Address | null>
  /** The text record `key` of `name`, or null; same rules as resolveAddress. */
  resolveText(name: string, key: string, options?: ForwardLookupOptions): Promise<string | null>
  /** The cached name (fresh or stale) without any request; for render-time reads. */
  peekName(address: Address): string | undefined
  peekAvatar(name: string): string | undefined
  /** Called whenever a lookup stores a new answer. */
  subscribe(listener: () => void): () => void
}

export interface EnsResolverOptions {
  /** Ethereum mainnet JSON-RPC URL (http or https). Absent: lookups disabled. */
  rpcUrl?: string
  storage: KitStorage
  /** Clock in ms, for tests. Default Date.now. */
  now?: () => number
}

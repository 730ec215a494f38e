import type { Address, Client } from 'viem'
import { isAddressLike } from '../address'
import { createEmitter } from '../emitter'
import { lazyImport } from '../lazy'
import { createEnsCache, ENS_CACHE_TTL_MS, type CacheEntry } from './cache'
import { sanitizeAvatarUrl, sanitizeName } from './sanitize'
import type { EnsResolver, EnsResolverOptions } from './types'
import type * as LookupsModule from './lookups'

type Lookups = typeof LookupsModule

const isHttpUrl = (value: string | undefined): value is string => {
  if (!value) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** Cheap syntactic key for the cache before the normaliser is loaded (lowercase, trimmed). */
const nameKey = (name: string): string | undefined =>
  typeof name === 'string' && name.length > 0 && name.length <= 255 ? name.trim().toLowerCase() : undefined

/**
 * ENS name and avatar lookups on Ethereum mainnet through viem's ENS actions (the
 * Universal Resolver), with a one-day cache in memory and in KitStorage, shared in-flight
 * requests, and no exceptions: a failure answers undefined (or the stale cached value).
 * Forward lookups (an address, a text record) go through the same client uncached: the
 * read hooks' query cache holds them, and their failures are the caller's to show.
 * No request is made at creation; the first one happens on the first lookup.
 */
export function createEnsResolver({ rpcUrl, storage, now = Date.now }: EnsResolverOptions): EnsResolver {
  const enabled = isHttpUrl(rpcUrl)
  const cache = createEnsCache(storage, { names: sanitizeName, avatars: sanitizeAvatarUrl })
  const emitter = createEmitter<{ change: undefined }>()
  const inFlight = new Map<string, Promise<string | undefined>>()
  // Loaded on the first lookup that misses the cache (lookups.ts explains why).
  const load = lazyImport(() => import('./lookups').then((lib) => ({ lib, client: lib.createMainnetClient(rpcUrl!) })))

  const isFresh = (entry: CacheEntry): boolean => {
    const age = now() - entry.at
    return age >= 0 && age < ENS_CACHE_TTL_MS
  }

  function lookup(
    kind: 'names' | 'avatars',
    key: string,
    fetchValue: (lib: Lookups, client: Client) => Promise<string | null>,
  ): Promise<string | undefined> {
    const cached = cache.get(kind, key)
    if (cached && isFresh(cached)) return Promise.resolve(cached.value ?? undefined)
    const id = `${kind}:${key}`
    const running = inFlight.get(id)
    if (running) return running
    const request = load()
      .then(({ lib, client }) => fetchValue(lib, client))
      .then((value) => {
        cache.set(kind, key, { value, at: now() })
        emitter.emit('change', undefined)
        return value ?? undefined
      })
      // Network or resolver failure: keep showing what we had (stale beats nothing).
      .catch(() => cached?.value ?? undefined)
      .finally(() => inFlight.delete(id))
    inFlight.set(id, request)
    return request
  }

  const addressKey = (address: Address): string | undefined =>
    isAddressLike(address) ? address.toLowerCase() : undefined

  return {
    enabled,

    lookupName(address) {
      const key = addressKey(address)
      if (!enabled || !key) return Promise.resolve(undefined)
      return lookup('names', key, async (lib, c) => {
        const name = sanitizeName(await lib.fetchName(c, key as Address))
        // Shown only when ENSIP-15 normalisation leaves it unchanged: `vitalik\u200b.eth`
        // or `Vitalik.eth` would pass for a name they are not.
        return name !== null && lib.normalizedName(name) === name ? name : null
      })
    },

    lookupAvatar(name) {
      const key = nameKey(name)
      if (!enabled || !key) return Promise.resolve(undefined)
      return lookup('avatars', key, async (lib, c) => {
        const normalized = lib.normalizedName(name)
        return normalized ? sanitizeAvatarUrl(await lib.fetchAvatar(c, normalized)) : null
      })
    },

    async resolveAddress(name, options = {}) {
      if (!enabled) return null
      const { lib, client } = await load()
      return lib.fetchAddress(client, name, options)
    },

    async resolveText(name, key, options = {}) {
      if (!enabled) return null
      const { lib, client } = await load()
      return lib.fetchText(client, name, key, options)
    },

    peekName(address) {
      const key = addressKey(address)
      return enabled && key ? (cache.get('names', key)?.value ?? undefined) : undefined
    },

    peekAvatar(name) {
      const key = nameKey(name)
      return enabled && key ? (cache.get('avatars', key)?.value ?? undefined) : undefined
    },

    subscribe(listener) {
      return emitter.on('change', listener)
    },
  }
}

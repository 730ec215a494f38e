import { createClient, http, isAddress, type Address, type Client } from 'viem'
import { getEnsAvatar, getEnsName } from 'viem/actions'
import { mainnet } from 'viem/chains'
import { normalize } from 'viem/ens'
import { createEmitter } from '../core/emitter'
import { createEnsCache, ENS_CACHE_TTL_MS, type CacheEntry } from './cache'
import { sanitizeAvatarUrl, sanitizeName } from './sanitize'
import type { EnsResolver, EnsResolverOptions } from './types'

/** RPC limits (spec §9): 10 s timeout, 2 retries 100 ms apart. */
const RPC_TIMEOUT_MS = 10_000
const RPC_RETRY_COUNT = 2
const RPC_RETRY_DELAY_MS = 100

const isHttpUrl = (value: string | undefined): value is string => {
  if (!value) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** Normalised ENS name (ENSIP-15), or undefined when it is not a valid name. */
function normalizedName(name: string): string | undefined {
  if (typeof name !== 'string' || name.length === 0 || name.length > 255) return undefined
  try {
    return normalize(name)
  } catch {
    return undefined
  }
}

/**
 * ENS name and avatar lookups on Ethereum mainnet through viem's ENS actions (the
 * Universal Resolver), with a one-day cache in memory and in KitStorage, shared in-flight
 * requests, and no exceptions: a failure answers undefined (or the stale cached value).
 * No request is made at creation; the first one happens on the first lookup.
 */
export function createEnsResolver({ rpcUrl, storage, now = Date.now }: EnsResolverOptions): EnsResolver {
  const enabled = isHttpUrl(rpcUrl)
  const cache = createEnsCache(storage, { names: sanitizeName, avatars: sanitizeAvatarUrl })
  const emitter = createEmitter<{ change: undefined }>()
  const inFlight = new Map<string, Promise<string | undefined>>()
  let client: Client | undefined

  const getClient = (): Client =>
    (client ??= createClient({
      chain: mainnet,
      transport: http(rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_DELAY_MS }),
    }))

  const isFresh = (entry: CacheEntry): boolean => {
    const age = now() - entry.at
    return age >= 0 && age < ENS_CACHE_TTL_MS
  }

  function lookup(
    kind: 'names' | 'avatars',
    key: string,
    fetchValue: (client: Client) => Promise<string | null>,
  ): Promise<string | undefined> {
    const cached = cache.get(kind, key)
    if (cached && isFresh(cached)) return Promise.resolve(cached.value ?? undefined)
    const id = `${kind}:${key}`
    const running = inFlight.get(id)
    if (running) return running
    const request = fetchValue(getClient())
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
    typeof address === 'string' && isAddress(address, { strict: false }) ? address.toLowerCase() : undefined

  return {
    enabled,

    lookupName(address) {
      const key = addressKey(address)
      if (!enabled || !key) return Promise.resolve(undefined)
      return lookup('names', key, async (c) => sanitizeName(await getEnsName(c, { address: key as Address })))
    },

    lookupAvatar(name) {
      const key = normalizedName(name)
      if (!enabled || !key) return Promise.resolve(undefined)
      // Note: for an https avatar viem also sends a HEAD request to the image host to check it is an image.
      return lookup('avatars', key, async (c) => sanitizeAvatarUrl(await getEnsAvatar(c, { name: key })))
    },

    peekName(address) {
      const key = addressKey(address)
      return enabled && key ? (cache.get('names', key)?.value ?? undefined) : undefined
    },

    peekAvatar(name) {
      const key = normalizedName(name)
      return enabled && key ? (cache.get('avatars', key)?.value ?? undefined) : undefined
    },

    subscribe(listener) {
      return emitter.on('change', listener)
    },
  }
}

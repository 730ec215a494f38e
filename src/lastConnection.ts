import type { Address } from 'viem'
import { isAddressLike, type KitStorage, type State } from '@porch/kit'

/** Where the kit keeps the connection while connected (`<storageKey>.connection`: lib/README, the cookie recipe). */
const CONNECTION_KEY = 'connection'

/** At most this many accounts are read back (a wallet exposes a few; the kit's cookie check says 8). */
const MAX_ACCOUNTS = 8

interface Kept {
  connectorId: string
  accounts: Address[]
  chainId: number
}

/**
 * The kept connection with every value checked; anything else is ignored (and the storage
 * drops it). The kit's isAddressLike, not viem's isAddress: that one brings keccak (checksums)
 * into the first load, 4.6 kB gzip.
 */
function parseKept(raw: unknown): Kept | undefined {
  const { connectorId, accounts, chainId } = (raw ?? {}) as Partial<Record<keyof Kept, unknown>>
  if (typeof connectorId !== 'string' || !Array.isArray(accounts) || accounts.length === 0 || accounts.length > MAX_ACCOUNTS) return undefined
  if (!accounts.every(isAddressLike) || !Number.isSafeInteger(chainId) || (chainId as number) <= 0) return undefined
  return { connectorId, accounts: accounts as Address[], chainId: chainId as number }
}

/**
 * The connection this browser kept on the last visit, as the state the page starts from (as a
 * server hands it from the cookie with cookieToInitialState): a returning holder's header shows
 * their account from the first paint, `reconnecting`, instead of 'Connect Wallet' for the
 * second the wallet takes to confirm it, after which every header button moved. The kit's
 * reconnect still asks the wallet; one no longer connected goes straight to disconnected.
 */
export function lastConnection(storage: KitStorage): State | undefined {
  const kept = storage.get(CONNECTION_KEY, parseKept)
  return kept && { status: 'connected', ...kept, error: undefined }
}

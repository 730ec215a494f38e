import type { Address } from 'viem'
import type { Config } from './config'
import { CONNECTION_KEY } from './persisted'
import { STORAGE_VERSION, type StorageLike } from './storage'
import type { State } from './types'

/** A cookie over this many bytes is neither written nor read. */
const MAX_COOKIE_BYTES = 1024
const MAX_ACCOUNTS = 8
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const CONNECTOR_ID = /^[A-Za-z0-9._:-]{1,100}$/

/** What the cookie holds: the connection only (no secret, nothing the server trusts for access). */
interface PersistedConnection {
  connectorId: string
  accounts: readonly Address[]
  chainId: number
}

/** Checks a stored connection value; anything else is dropped. */
function parseConnection(raw: unknown): PersistedConnection | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { connectorId, accounts, chainId } = raw as Record<string, unknown>
  if (typeof connectorId !== 'string' || !CONNECTOR_ID.test(connectorId)) return undefined
  if (!Array.isArray(accounts) || accounts.length === 0 || accounts.length > MAX_ACCOUNTS) return undefined
  if (!accounts.every((a): a is Address => typeof a === 'string' && ADDRESS.test(a))) return undefined
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  return { connectorId, accounts, chainId }
}

/** The value of cookie `name` in a Cookie header (or `document.cookie`), undefined when absent or over 1 KB. */
function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header || header.length > 16_384) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    if (value.length > MAX_COOKIE_BYTES) return undefined
    try {
      return decodeURIComponent(value)
    } catch {
      return undefined
    }
  }
  return undefined
}

const isCookieKey = (key: string) => key.endsWith(`.${CONNECTION_KEY}`) || key.endsWith('.version')

/**
 * wagmi's `cookieStorage`: a storage backend whose connection state (connector, accounts,
 * chain) lives in a cookie the server can read, for `cookieToInitialState`. Everything else
 * the kit keeps (recent transactions, ENS cache, recent wallets) stays in localStorage, so
 * the cookie stays small: at most 1 KB, a larger value is not written.
 *
 * @example
 * ```ts
 * import { cookieStorage, createStorage } from '@porch/kit'
 *
 * const storage = createStorage({ backend: cookieStorage })
 * ```
 */
export const cookieStorage: StorageLike = {
  getItem(key) {
    if (!isCookieKey(key)) return typeof localStorage === 'undefined' ? null : localStorage.getItem(key)
    return typeof document === 'undefined' ? null : (readCookie(document.cookie, encodeURIComponent(key)) ?? null)
  },
  setItem(key, value) {
    if (!isCookieKey(key)) {
      if (typeof localStorage !== 'undefined') localStorage.setItem(key, value)
      return
    }
    if (typeof document === 'undefined') return
    const encoded = encodeURIComponent(value)
    if (encoded.length > MAX_COOKIE_BYTES) return cookieStorage.removeItem(key)
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${encodeURIComponent(key)}=${encoded}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
  },
  removeItem(key) {
    if (!isCookieKey(key)) {
      if (typeof localStorage !== 'undefined') localStorage.removeItem(key)
      return
    }
    if (typeof document !== 'undefined') document.cookie = `${encodeURIComponent(key)}=; Path=/; Max-Age=0; SameSite=Lax`
  },
}

/**
 * wagmi's `cookieToInitialState`: the connection a request's Cookie header holds, as the
 * state to hand `PorchProvider initialState`, or undefined. Every value is checked (connector
 * id, 0x + 40 hex accounts, a chain id); a cookie over 1 KB, of another storage version or
 * malformed gives undefined, so a forged cookie renders at most a well-formed connection.
 */
export function cookieToInitialState(config: Pick<Config, 'storage'>, cookieHeader?: string | null): State | undefined {
  const prefix = config.storage.prefix
  if (readCookie(cookieHeader, encodeURIComponent(`${prefix}version`)) !== String(STORAGE_VERSION)) return undefined
  const raw = readCookie(cookieHeader, encodeURIComponent(`${prefix}${CONNECTION_KEY}`))
  if (raw === undefined) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  const connection = parseConnection(value)
  if (!connection) return undefined
  return { status: 'connected', accounts: connection.accounts, chainId: connection.chainId, connectorId: connection.connectorId, error: undefined }
}

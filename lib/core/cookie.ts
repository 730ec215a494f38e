import { CONNECTION_KEY } from './persisted'
import type { StorageLike } from './storage'

/** A cookie over this many bytes is neither written nor read. */
const MAX_COOKIE_BYTES = 1024

/** The value of cookie `name` in a Cookie header (or `document.cookie`), undefined when absent or over 1 KB. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
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

/**
 * wagmi's `parseCookie`: the value of cookie `key` in a Cookie header or `document.cookie`,
 * or undefined. Differs from wagmi: the value comes back URI-decoded (cookieStorage writes
 * it encoded), and a value over 1 KB gives undefined.
 */
export function parseCookie(cookie: string, key: string): string | undefined {
  return readCookie(cookie, key)
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
 * const storage = createStorage({ storage: cookieStorage })
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

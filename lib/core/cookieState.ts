/**
 * The server half of the cookie recipe: reading a request's Cookie header into the state
 * the page renders with. Apart from cookieStorage (cookie.ts), which the browser uses, so
 * a page's bundle does not carry the checks only the server runs.
 */
import type { Address } from 'viem'
import type { Config } from './config'
import { readCookie } from './cookie'
import { CONNECTION_KEY } from './persisted'
import { STORAGE_VERSION } from './storage'
import type { State } from './types'
import { isAddressLike } from './address'

const MAX_ACCOUNTS = 8
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
  if (!accounts.every(isAddressLike)) return undefined
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  return { connectorId, accounts, chainId }
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

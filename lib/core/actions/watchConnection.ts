import type { Config } from '../config'
import { onConnectionChange } from '../connectionChanges'
import { connectionOf, type GetConnectionReturnType } from './getConnection'

/** Parameters of watchConnection (wagmi's). */
export interface WatchConnectionParameters {
  /** Called with the new and the previous connection after each change of what getConnection shows. */
  onChange(connection: GetConnectionReturnType, prevConnection: GetConnectionReturnType): void
}

/** Stops watching. */
export type WatchConnectionReturnType = () => void

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) => a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]))

/** True when the two show the same connection (the connector compared by identity). */
function same(a: GetConnectionReturnType, b: GetConnectionReturnType): boolean {
  return (
    a.status === b.status &&
    a.address === b.address &&
    sameList(a.addresses, b.addresses) &&
    a.chainId === b.chainId &&
    a.connector === b.connector &&
    a.isConnected === b.isConnected &&
    a.isUnsupported === b.isUnsupported &&
    a.error === b.error
  )
}

/**
 * Call `onChange` whenever the connection changes (wagmi 3's watchConnection, wagmi 2's
 * watchAccount): the store's state, or the connector list (a wallet announced late is the
 * connector of a connection restored before). Sign-in alone does not change it: a wallet
 * waiting for sign-in is already `connected`.
 */
export function watchConnection(config: Config, { onChange }: WatchConnectionParameters): WatchConnectionReturnType {
  let prev = connectionOf(config)
  const check = () => {
    const next = connectionOf(config)
    if (same(next, prev)) return
    const before = prev
    prev = next
    onChange(next, before)
  }
  return onConnectionChange(config, check)
}

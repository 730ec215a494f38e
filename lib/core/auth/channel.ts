import type { AuthSession } from './types'
import { isAddressLike } from '../address'

/** What one tab tells the others. */
export type AuthMessage = { type: 'signedIn'; session: AuthSession } | { type: 'signedOut' }

/** A same-origin message bus between tabs. */
export interface TabChannel {
  /** Send a message to the other tabs (never back to this one). */
  post(message: AuthMessage): void
  /** Call `listener` with each valid message from another tab; returns the unsubscribe function. */
  subscribe(listener: (message: AuthMessage) => void): () => void
  /** Stop sending and receiving; the channel cannot be used afterwards. */
  close(): void
}

function parse(raw: unknown): AuthMessage | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const m = raw as { type?: unknown; session?: { address?: unknown; chainId?: unknown } }
  if (m.type === 'signedOut') return { type: 'signedOut' }
  if (m.type !== 'signedIn' || typeof m.session !== 'object' || m.session === null) return undefined
  const { address, chainId } = m.session
  if (!isAddressLike(address)) return undefined
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  return { type: 'signedIn', session: { address, chainId } }
}

/**
 * BroadcastChannel between the site's open tabs; where it is missing, the `storage` event
 * (which fires in every other tab of the origin when one tab writes localStorage).
 * Incoming messages are validated: any script of the origin can post to the channel.
 */
export function createTabChannel(name: string): TabChannel {
  const listeners = new Set<(m: AuthMessage) => void>()
  const deliver = (raw: unknown) => {
    const m = parse(raw)
    if (m) for (const l of [...listeners]) l(m)
  }
  if (typeof BroadcastChannel !== 'undefined') {
    const bc = new BroadcastChannel(name)
    bc.onmessage = (e: MessageEvent) => deliver(e.data)
    return {
      post: (m) => bc.postMessage(m),
      subscribe(l) {
        listeners.add(l)
        return () => listeners.delete(l)
      },
      close: () => bc.close(),
    }
  }
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') {
    return { post: () => {}, subscribe: () => () => {}, close: () => {} }
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key !== name || !e.newValue) return
    try {
      deliver((JSON.parse(e.newValue) as { m?: unknown }).m)
    } catch {
      // not ours
    }
  }
  window.addEventListener('storage', onStorage)
  return {
    post(m) {
      try {
        // A changing value, so the same message twice still fires the event.
        localStorage.setItem(name, JSON.stringify({ m, t: Date.now(), r: Math.random() }))
      } catch {
        // storage unavailable: other tabs learn at their next load
      }
    },
    subscribe(l) {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    close: () => window.removeEventListener('storage', onStorage),
  }
}

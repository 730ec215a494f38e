import { vi } from 'vitest'

export interface Posted {
  message: { id: string; method: string; params?: unknown; env: { sdkVersion: string } }
  targetOrigin: string
}

/**
 * A stand-in for the app's window inside an iframe: a parent that records what is posted
 * to it, and a way to deliver MessageEvents with any source, origin and data.
 */
export function fakeFrame(options: { referrer?: string; ancestorOrigin?: string; framed?: boolean } = {}) {
  const posted: Posted[] = []
  const parent = { postMessage: vi.fn((message: Posted['message'], targetOrigin: string) => void posted.push({ message, targetOrigin })) }
  const listeners = new Set<(e: MessageEvent) => void>()
  const win = {
    parent: parent as unknown,
    crypto: globalThis.crypto,
    location: { ancestorOrigins: options.ancestorOrigin ? [options.ancestorOrigin] : undefined },
    document: { referrer: options.referrer ?? '' },
    addEventListener: (_: string, l: (e: MessageEvent) => void) => void listeners.add(l),
    removeEventListener: (_: string, l: (e: MessageEvent) => void) => void listeners.delete(l),
  }
  if (options.framed === false) win.parent = win
  const deliver = (data: unknown, { source = parent as unknown, origin = 'https://app.safe.global' } = {}) => {
    for (const l of [...listeners]) l({ data, source, origin } as MessageEvent)
  }
  /** Replies as the host would, to the last request (or the given id). */
  const reply = (data: unknown, opts: { id?: string; source?: unknown; origin?: string; version?: unknown } = {}) =>
    deliver({ id: opts.id ?? posted.at(-1)!.message.id, success: true, version: 'version' in opts ? opts.version : '9.1.0', data }, opts)
  return { window: win as unknown as Window, parent, posted, deliver, reply, listenerCount: () => listeners.size }
}

/** What the page half of the test wallet needs to know (serializable: it crosses into the page). */
export interface PageWalletOptions {
  /** Name of the binding the test exposed; the page forwards every request to it. */
  binding: string
  /** EIP-6963 name. */
  name: string
  /** EIP-6963 reverse-DNS id. */
  rdns: string
  /** EIP-6963 icon (data: URI). */
  icon: string
  /** Announce through EIP-6963. */
  announce: boolean
  /** Also set `window.ethereum`. */
  legacy: boolean
  /** Flags set on the provider object, e.g. `isCoinbaseWallet`. */
  flags: Record<string, boolean>
}

/** The answer the test side gives to one request. */
export type BindingAnswer = { result: unknown } | { error: { code: number; message: string; data?: unknown } }

/**
 * The page half of the test wallet, run by `addInitScript` before the app's scripts on every
 * navigation: an EIP-1193 provider announced through EIP-6963 (and optionally
 * `window.ethereum`) that relays each request to the test's process through an exposed
 * binding, as an extension's content script relays to its background page. It holds no
 * state and no keys, and uses only what every page has (no Node globals): it must not
 * reference anything outside its own body, because Playwright runs its source text.
 */
export function pageWallet(o: PageWalletOptions): void {
  type Listener = (payload: unknown) => void
  const w = window as unknown as Record<string, unknown>
  const relay = w[o.binding] as (request: { method: string; params: unknown }) => Promise<BindingAnswer>
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    ...o.flags,
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (!args || typeof args.method !== 'string') throw Object.assign(new Error('request expects { method, params }.'), { code: -32600 })
      const answer = await relay({ method: args.method, params: args.params ?? null })
      if ('error' in answer) throw Object.assign(new Error(answer.error.message), answer.error)
      return answer.result
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  // The test side emits wallet events (accountsChanged, chainChanged) through this.
  w[`${o.binding}:emit`] = (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload))
  const info = Object.freeze({ uuid: crypto.randomUUID(), name: o.name, icon: o.icon, rdns: o.rdns })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  if (o.announce) {
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
  if (o.legacy) w.ethereum = provider
}

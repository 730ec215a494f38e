import { injected } from '../injected'

/** A legacy `window.ethereum` (or one of its `providers`) that sets one of these flags (`isTrust`, `isRabby`). */
export function hasInjectedFlag(flags: readonly string[]): boolean {
  if (typeof window === 'undefined') return false
  const ethereum = (window as unknown as { ethereum?: Record<string, unknown> & { providers?: unknown[] } }).ethereum
  if (!ethereum) return false
  const providers = Array.isArray(ethereum.providers) ? [ethereum, ...ethereum.providers] : [ethereum]
  return providers.some((p) => typeof p === 'object' && p !== null && flags.some((f) => (p as Record<string, unknown>)[f] === true))
}

/**
 * The connector of every injected wallet: the generic `window.ethereum` one. createConfig's
 * discovery brings it (and each EIP-6963 wallet under its rdns) when a wallet is there, so
 * connectorsForWallets leaves it out: listed by itself it would show a wallet as ready
 * where none is installed.
 */
export const injectedByDiscovery = injected()

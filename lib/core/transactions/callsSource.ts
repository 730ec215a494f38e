import type { BundleState } from '../calls/status'

type Source = (chainId: number, id: string) => Promise<BundleState>
const sources = new WeakMap<object, Source>()

/**
 * Where a config's recent-transactions store asks about call bundles (the connected
 * wallet's wallet_getCallsStatus). Set by the provider (it loads the action on demand);
 * kept apart from the config so the config does not import its own actions (no cycle).
 */
export function setCallsStatusSource(config: object, source: Source): void {
  sources.set(config, source)
}

/** The source set for `config`; without one, bundles stay pending. */
export function callsStatusOf(config: object, chainId: number, id: string): Promise<BundleState> {
  const source = sources.get(config)
  return source ? source(chainId, id) : Promise.reject(new Error('No wallet to ask about the batch yet.'))
}

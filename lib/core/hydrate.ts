import { lazyImport } from './lazy'
import { initialState as disconnected, type Config } from './config'
import type { State } from './types'

// The silent reconnect runs once mounted, after the first paint: its code loads then.
const loadReconnect = lazyImport(() => import('./actions/reconnect'))

/** Parameters of hydrate: the state the server rendered, and whether to restore the last wallet. */
export interface HydrateParameters {
  /** The state the server rendered from the request (see cookieToInitialState); applied before the first render. */
  initialState?: State | undefined
  /** Silently reconnect the last wallet once mounted (default true). */
  reconnectOnMount?: boolean
}

/** What hydrate returns: the step to run once the page runs in a browser. */
export interface HydrateReturnType {
  /**
   * Starts discovery (EIP-6963) and the silent reconnect. Only the first call for a config
   * does anything, so React's StrictMode double mount starts them once.
   */
  onMount(): Promise<void>
}

/**
 * wagmi's `hydrate`: applies the server's initial state to the config now (the same on the
 * server and in the hydrating browser), and returns `onMount`, which starts what needs a
 * browser. PorchProvider calls both; an app without React calls them itself:
 *
 * @example
 * ```ts
 * import { hydrate } from '@porch/kit'
 *
 * await hydrate(config, { reconnectOnMount: true }).onMount()
 * ```
 */
export function hydrate(config: Config, { initialState, reconnectOnMount = true }: HydrateParameters = {}): HydrateReturnType {
  if (initialState && config.getState().status === 'disconnected' && config.getState() === config.getServerState()) {
    const known = (initialState.status === 'connected' || initialState.status === 'unauthenticated') && initialState.accounts.length > 0
    // A known connection shows as `reconnecting` (address and chain kept) until the wallet confirms it.
    if (known && reconnectOnMount) config.store.setState({ ...initialState, status: 'reconnecting', error: undefined })
  }
  return {
    async onMount() {
      if (!config.start() || !reconnectOnMount) return
      // Like a failed restore: a reconnect that cannot load signs the rendered account out.
      const loaded = await loadReconnect().catch(() => undefined)
      if (loaded) await loaded.reconnect(config)
      else if (config.getState().status === 'reconnecting') config.store.setState({ ...disconnected })
    },
  }
}

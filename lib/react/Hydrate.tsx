import { useEffect, useState, type ReactNode } from 'react'
import type { Config } from '../core/config'
import { hydrate } from '../core/hydrate'
import type { ResolvedRegister } from '../core/register'
import type { State } from '../core/types'

/** Props of Hydrate (wagmi's): the config, the state the server rendered, and whether to restore the last wallet. */
export interface HydrateProps {
  /** The app's config. */
  config: ResolvedRegister['config']
  /** The state the server rendered, from `cookieToInitialState(config, cookieHeader)`. */
  initialState?: State | undefined
  /** Silently reconnect the last wallet once mounted (default true). */
  reconnectOnMount?: boolean | undefined
  /** What it renders, unchanged. */
  children?: ReactNode
}

/**
 * Applies the server's state to `config` during the first render (server and hydrating
 * client alike) and returns `onMount`, which the caller runs once mounted (an effect) to
 * start discovery and the silent reconnect (once per config, also under StrictMode).
 */
export function useHydrate(config: Config, parameters: { initialState?: State | undefined; reconnectOnMount?: boolean | undefined }): () => Promise<void> {
  const [{ onMount }] = useState(() => hydrate(config, { initialState: parameters.initialState, reconnectOnMount: parameters.reconnectOnMount ?? true }))
  return onMount
}

/**
 * wagmi's `Hydrate`: hydrates `config` (see useHydrate) around its children, for an app that
 * renders the provider itself. Differs from wagmi: it always starts on mount (wagmi's
 * `ssr: true` behaviour), and it provides no context: the kit's hooks still need PorchProvider
 * (or WagmiProvider) above them.
 */
export function Hydrate({ config, initialState, reconnectOnMount = true, children }: HydrateProps): ReactNode {
  const onMount = useHydrate(config, { initialState, reconnectOnMount })
  useEffect(() => void onMount(), [onMount])
  return children
}

import type { Chain } from 'viem'
import { createConfig as createCoreConfig, type Config, type CreateConfigParameters, type FilledTransports, type PartialTransports } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { CreateConnectorFn } from '../core/types'

// Discovery runs once mounted: its code (EIP-6963, Coinbase detection) loads then, not with the page.
const loadDiscovery = lazyImport(() => import('./discover'))

/**
 * Discovery for createConfig({ discover }): every EIP-6963 wallet becomes an injected
 * connector with its rdns as id; a legacy `window.ethereum` that no EIP-6963 wallet
 * announced becomes the generic 'injected' connector; Coinbase Wallet becomes the Coinbase
 * connector. No wallet appears twice. Its code (EIP-6963, Coinbase detection, the injected
 * connector) loads when discovery starts (`config.start()`, once mounted), not with the
 * page: wallets that answered before it arrived are asked again then (EIP-6963's
 * `eip6963:requestProvider`).
 */
export function injectedDiscovery(): (add: (fn: CreateConnectorFn) => void) => () => void {
  return (add) => {
    let stop: (() => void) | undefined
    let stopped = false
    void loadDiscovery().then(
      ({ injectedDiscovery }) => {
        if (!stopped) stop = injectedDiscovery()(add)
      },
      () => undefined, // no discovery, as on a server: the configured connectors stay
    )
    return () => {
      stopped = true
      stop?.()
    }
  }
}

/**
 * Creates the kit's config (see CreateConfigParameters): wagmi's options and the kit's own.
 * As in wagmi, installed wallets are discovered through EIP-6963 by default
 * (`multiInjectedProviderDiscovery`, default true): without a `discover` of its own the
 * config uses `injectedDiscovery()`, whose code loads once the page is mounted. Any option
 * it does not know is refused with a TypeError naming it.
 *
 * @example
 * ```ts
 * import { createConfig, http } from '@porch/kit'
 * import { mainnet } from 'viem/chains'
 *
 * export const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
 * ```
 */
export function createConfig<
  const chains extends readonly [Chain, ...Chain[]],
  transports extends PartialTransports<chains>,
  const connectorFns extends readonly CreateConnectorFn[] = readonly CreateConnectorFn[],
>(parameters: CreateConfigParameters<chains, transports, connectorFns>): Config<chains, FilledTransports<chains, transports>, connectorFns> {
  const discover = parameters.discover ?? (parameters.multiInjectedProviderDiscovery === false ? undefined : injectedDiscovery())
  return createCoreConfig(discover ? { ...parameters, discover } : parameters)
}

import { createRoot } from 'react-dom/client'
import type { Config } from '../core/config'
import { resolveTheme } from '../theme/theme'
import { elementClasses, TAGS } from './elements'
import { startEvents } from './events'
import { Root } from './Root'
import { createRuntime, getRuntime } from './runtime'
import { adoptStyles } from './styles'
import type { DefineElementsOptions } from './types'

/**
 * Registers `<porch-connect-button>` and `<porch-wallet-button>` over a config from
 * `createConfig`, appends the modals' host (`<porch-modals>`) to `<body>` and starts the
 * events. Once per page: again with the same config it does nothing (the first options
 * stay); with another config it throws, as it does when another copy of the kit defined
 * the tags first.
 *
 * @example
 * ```ts
 * import { createConfig, http } from '@porch/kit'
 * import { defineElements } from '@porch/kit/element'
 * defineElements(createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } }), { theme: { mode: 'dark' } })
 * ```
 */
export function defineElements(config: Config, options: DefineElementsOptions = {}): void {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') {
    throw new Error('defineElements needs a browser (custom elements): call it in the page, not on the server.')
  }
  const existing = getRuntime()
  if (existing) {
    if (existing.config === config) return
    throw new Error('defineElements was already called with another config: the elements serve one config per page; call it once.')
  }
  for (const tag of Object.values(TAGS)) {
    if (customElements.get(tag)) throw new Error(`<${tag}> is already defined on this page (another copy of @porch/kit/element?): load the kit once.`)
  }
  resolveTheme(options.theme) // a theme function or a bad colour throws here, in plain words
  const runtime = createRuntime(config, options)
  options.auth?.start()
  startEvents(runtime)

  const { PorchConnectButtonElement, PorchWalletButtonElement, PorchModalsElement } = elementClasses(runtime)
  customElements.define(TAGS.modals, PorchModalsElement)
  const host = document.createElement(TAGS.modals)
  const shadow = host.attachShadow({ mode: 'open' })
  adoptStyles(shadow)
  const container = document.createElement('div')
  container.setAttribute('data-porch-scope', '')
  shadow.append(container)
  document.body.append(host)
  createRoot(container).render(<Root runtime={runtime} />)
  // Defined after the tree exists: elements already in the page upgrade now and render at once.
  customElements.define(TAGS.connectButton, PorchConnectButtonElement)
  customElements.define(TAGS.walletButton, PorchWalletButtonElement)
}

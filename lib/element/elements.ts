import { CONNECT_BUTTON_ATTRIBUTES, connectButtonProps, WALLET_BUTTON_ATTRIBUTES, walletButtonWallet } from './attributes'
import { greet } from './events'
import type { ElementView, Runtime } from './runtime'
import { adoptStyles } from './styles'

/** The custom elements and the tag names they are defined under. */
export const TAGS = { connectButton: 'porch-connect-button', walletButton: 'porch-wallet-button', modals: 'porch-modals' } as const

let nextKey = 0

/**
 * The element classes, made when defineElements runs (a class that extends HTMLElement
 * cannot be evaluated where there is no DOM: importing the entry on a server stays safe).
 * Each element attaches its own open shadow root, styled by the shared sheet; the one React
 * tree renders its button there while it is connected.
 */
export function elementClasses(runtime: Runtime): Record<'PorchConnectButtonElement' | 'PorchWalletButtonElement' | 'PorchModalsElement', CustomElementConstructor> {
  abstract class PorchElement extends HTMLElement {
    readonly #mount: HTMLElement
    readonly #key = nextKey++
    /** Problems already reported: a change of another attribute re-reads them all, the console hears each once. */
    readonly #reported = new Set<string>()
    protected readonly report = (message: string) => {
      if (this.#reported.has(message)) return
      this.#reported.add(message)
      console.error(message)
    }
    protected abstract readonly kind: ElementView['kind']
    protected abstract props(): Record<string, unknown>

    constructor() {
      super()
      const root = this.attachShadow({ mode: 'open' })
      adoptStyles(root)
      this.#mount = root.ownerDocument.createElement('div')
      this.#mount.setAttribute('data-porch-scope', '')
      root.append(this.#mount)
    }

    connectedCallback() {
      runtime.elements.add(this)
      this.render()
      greet(runtime, this)
    }

    disconnectedCallback() {
      runtime.elements.delete(this)
      runtime.hide(this)
    }

    attributeChangedCallback(_name: string, before: string | null, after: string | null) {
      if (before !== after && this.isConnected) this.render()
    }

    private render() {
      runtime.show(this, { kind: this.kind, mount: this.#mount, props: this.props(), key: this.#key })
    }
  }

  const read = (element: HTMLElement) => (name: string) => element.getAttribute(name)

  /** `<porch-connect-button>`: ConnectButton, its options as attributes. */
  class PorchConnectButtonElement extends PorchElement {
    static readonly observedAttributes = CONNECT_BUTTON_ATTRIBUTES
    protected readonly kind = 'connect-button'
    protected props() {
      return { ...connectButtonProps(read(this), this.report) }
    }
  }

  /** `<porch-wallet-button wallet="...">`: WalletButton for one wallet. */
  class PorchWalletButtonElement extends PorchElement {
    static readonly observedAttributes = WALLET_BUTTON_ATTRIBUTES
    protected readonly kind = 'wallet-button'
    protected props() {
      return { wallet: walletButtonWallet(read(this), this.report) }
    }
  }

  /** `<porch-modals>`: the host of the modals (and of the React root), appended to `<body>` by defineElements. */
  class PorchModalsElement extends HTMLElement {}

  return { PorchConnectButtonElement, PorchWalletButtonElement, PorchModalsElement }
}

// @vitest-environment jsdom
/**
 * `@porch/kit/element` in a DOM: the elements render the kit's buttons in their own shadow
 * roots, read (and check) their attributes, and send the state out as events, once to an
 * element when it connects and to it and `document` on every change. One defineElements per
 * page, so the tests of this file share one, in order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineElements, openAccountModal, openChainModal, openConnectModal, type PorchConnectionDetail, type PorchEventMap } from '../../lib/entries/element'
import { injected } from '../../lib/connectors/injected'
import { createConfig } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { connect } from '../../lib/core/actions/connect'
import { disconnect } from '../../lib/core/actions/disconnect'
import { memoryBackend } from '../fixtures/storage'
import { createFakeWallet } from '../fixtures/wallet'
import { offlineChain as chain, ACCOUNT } from '../fixtures/chain'

const wallet = createFakeWallet({ address: ACCOUNT, chainId: 1101 })
const config = createConfig({
  chains: [chain],
  storage: createStorage({ backend: memoryBackend() }),
  connectors: [injected({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', provider: wallet.provider })],
})

/** Every event of `name` that reaches `target`, in order. */
function record<K extends keyof PorchEventMap>(target: EventTarget, name: K): Array<PorchEventMap[K]['detail']> {
  const seen: Array<PorchEventMap[K]['detail']> = []
  target.addEventListener(name, (e) => seen.push((e as PorchEventMap[K]).detail))
  return seen
}

const shadowText = (element: Element) => element.shadowRoot?.querySelector('[data-porch-scope]')?.textContent ?? ''

afterEach(() => {
  document.body.querySelectorAll('porch-connect-button, porch-wallet-button').forEach((e) => e.remove())
  vi.restoreAllMocks()
})

describe('@porch/kit/element', () => {
  it('open*Modal before defineElements throws, saying what to call first', () => {
    for (const open of [openConnectModal, openAccountModal, openChainModal]) expect(open).toThrow(/before defineElements\(config\)/)
  })

  it('renders ConnectButton in the element shadow root, with the label attribute; a change re-renders', async () => {
    const initial = record(document, 'porch:chain')
    defineElements(config, { autoConnect: false })
    // The state defineElements found goes once to document, for a page that listens there.
    await vi.waitFor(() => expect(initial).toMatchObject([{ chainId: 1101, supported: true }]))
    const button = document.createElement('porch-connect-button')
    button.setAttribute('label', 'Sign in with a wallet')
    document.body.append(button)
    await vi.waitFor(() => expect(shadowText(button)).toContain('Sign in with a wallet'))
    // Nothing of it is in the page's light DOM: a page stylesheet cannot match it.
    expect(button.children).toHaveLength(0)
    expect(document.body.textContent).not.toContain('Sign in with a wallet')
    button.setAttribute('label', 'Connect')
    await vi.waitFor(() => expect(shadowText(button)).toBe('Connect'))
    button.removeAttribute('label')
    await vi.waitFor(() => expect(shadowText(button)).toBe('Connect Wallet'))
  })

  it('reports a wrong attribute value in plain words and uses the default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const button = document.createElement('porch-connect-button')
    button.setAttribute('chain-status', 'huge')
    document.body.append(button)
    await vi.waitFor(() => expect(shadowText(button)).toBe('Connect Wallet'))
    expect(error).toHaveBeenCalledWith('<porch-connect-button>: chain-status="huge" is not allowed; use "full", "icon", "name", "none". The default applies.')
    button.setAttribute('show-balance', 'yes')
    expect(error).toHaveBeenCalledWith('<porch-connect-button>: show-balance="yes" is not allowed; use "true", "false". The default applies.')
    // Each problem once, though every change re-reads every attribute.
    expect(error).toHaveBeenCalledTimes(2)
    const walletButton = document.createElement('porch-wallet-button')
    document.body.append(walletButton)
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^<porch-wallet-button>: the wallet attribute is missing/))
  })

  it('sends the state once to an element when it connects, then every change to it and to document', async () => {
    const onDocument = record(document, 'porch:connection')
    const button = document.createElement('porch-wallet-button')
    button.setAttribute('wallet', 'io.metamask')
    const onElement = record(button, 'porch:connection')
    const auth = record(button, 'porch:auth')
    const chains = record(button, 'porch:chain')
    document.body.append(button)
    await vi.waitFor(() => expect(onElement).toEqual([{ status: 'disconnected', address: undefined, addresses: undefined, chainId: undefined, connector: undefined }]))
    expect(auth).toEqual([{ status: 'unauthenticated', address: undefined }])
    expect(chains).toMatchObject([{ chainId: 1101, supported: true, chain: { name: 'Polygon zkEVM' } }])
    // The initial state went to the new element only.
    expect(onDocument).toEqual([])

    await connect(config, { connector: config.getConnectors().find((c) => c.id === 'io.metamask')! })
    const connected: PorchConnectionDetail = { status: 'connected', address: ACCOUNT, addresses: [ACCOUNT], chainId: 1101, connector: { id: 'io.metamask', name: 'MetaMask', type: 'injected' } }
    await vi.waitFor(() => expect(onDocument.at(-1)).toEqual(connected))
    expect(onElement.at(-1)).toEqual(connected)
    expect(onDocument.map((d) => d.status)).toEqual(['connecting', 'connected'])
    expect(chains).toHaveLength(1) // the wallet is on the chain the app was on: no change
    await vi.waitFor(() => expect(shadowText(button)).toContain('Connected'))

    const transactions = record(document, 'porch:transaction')
    const hash = `0x${'ab'.repeat(32)}` as const
    config.transactions.addTransaction(ACCOUNT, 1101, { hash, description: 'Stake 1 token' })
    await vi.waitFor(() => expect(transactions).toEqual([{ hash, chainId: 1101, description: 'Stake 1 token', status: 'pending' }]))

    await disconnect(config)
    await vi.waitFor(() => expect(onDocument.at(-1)?.status).toBe('disconnected'))
    expect(onElement.at(-1)?.status).toBe('disconnected')
  })

  it('open*Modal opens through the one modal machine (only when the state allows it)', async () => {
    openAccountModal() // disconnected: the account modal may not open, and nothing throws
    openConnectModal()
    // A native modal dialog, in place in the modals' host shadow root (nothing in the light DOM).
    const host = document.querySelector('porch-modals')!
    await vi.waitFor(() => expect(host.shadowRoot!.querySelector('dialog[open]')?.textContent).toContain('Connect a Wallet'), { timeout: 10_000 })
    expect(document.querySelector('dialog')).toBeNull()
  })

  it('a second defineElements with the same config does nothing; with another config it throws', () => {
    expect(() => defineElements(config)).not.toThrow()
    expect(document.querySelectorAll('porch-modals')).toHaveLength(1)
    const other = createConfig({ chains: [chain], storage: createStorage({ backend: memoryBackend() }), connectors: [] })
    expect(() => defineElements(other)).toThrow('defineElements was already called with another config')
  })
})

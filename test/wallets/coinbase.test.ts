// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { findLegacyCoinbase, isCoinbaseProvider } from '../../lib/connectors/coinbase/detect'
import { injectedDiscovery } from '../../lib/connectors/discover'
import { createConfig } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { coinbaseDappLink, coinbaseWcLink } from '../../lib/core/wallets/coinbaseLinks'
import { buildWalletEntries, isListed, mobileWallets } from '../../lib/core/wallets/list'
import { defaultWalletGroups } from '../../lib/core/wallets/popular'
import { memoryBackend } from '../fixtures/storage'
import { zkevm } from '../core/setup'

describe('go.cb-w.com link builders', () => {
  it('dapp link: the page URL, query string and fragment included, is one encoded parameter', () => {
    const page = 'https://stake.mango.example/app?ref=a&b=c d#/stake?x=1'
    const link = coinbaseDappLink(page)
    expect(link).toBe('https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fstake.mango.example%2Fapp%3Fref%3Da%26b%3Dc%20d%23%2Fstake%3Fx%3D1')
    const url = new URL(link)
    expect(url.hash).toBe('')
    expect([...url.searchParams.keys()]).toEqual(['cb_url'])
    expect(url.searchParams.get('cb_url')).toBe(page)
  })

  it('wc link: the wc: URI with its own ? and & is one encoded parameter', () => {
    const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'
    const link = coinbaseWcLink(uri)
    expect(link.startsWith('https://go.cb-w.com/wc?uri=wc%3A7f6e')).toBe(true)
    expect(link).not.toMatch(/[?&]symKey=/)
    const url = new URL(link)
    expect([...url.searchParams.keys()]).toEqual(['uri'])
    expect(url.searchParams.get('uri')).toBe(uri)
  })
})

const provider = (flags: Record<string, unknown> = {}) => ({ request: async () => null, ...flags })

describe('legacy Coinbase detection', () => {
  it('finds the flagged window.ethereum, one in its providers array, or coinbaseWalletExtension', () => {
    const cb = provider({ isCoinbaseWallet: true })
    const mm = provider({ isMetaMask: true })
    expect(findLegacyCoinbase({ ethereum: cb })).toBe(cb)
    expect(findLegacyCoinbase({ ethereum: { ...mm, providers: [mm, cb] } })).toBe(cb)
    expect(findLegacyCoinbase({ coinbaseWalletExtension: cb })).toBe(cb)
    expect(findLegacyCoinbase({ ethereum: mm })).toBeUndefined()
    expect(findLegacyCoinbase({ ethereum: { ...mm, providers: 'nope' } })).toBeUndefined()
    expect(findLegacyCoinbase({})).toBeUndefined()
    expect(isCoinbaseProvider({ isCoinbaseWallet: true })).toBe(false) // no request(): not a provider
  })
})

describe('discovery lists Coinbase Wallet once', () => {
  const w = window as unknown as Record<string, unknown>
  let announcer: (() => void) | undefined
  afterEach(() => {
    delete w.ethereum
    if (announcer) window.removeEventListener('eip6963:requestProvider', announcer)
    announcer = undefined
  })

  async function discovered(setup: () => void) {
    setup()
    const config = createConfig({ chains: [zkevm], appName: 'Mango', storage: createStorage({ backend: memoryBackend() }), discover: injectedDiscovery() })
    config.start()
    const listed = () => buildWalletEntries({ groups: defaultWalletGroups, connectors: config.getConnectors() }).filter((e) => e.ready)
    for (let i = 0; i < 100 && !config.getConnector('com.coinbase.wallet'); i++) await new Promise((r) => setTimeout(r, 5))
    await new Promise((r) => setTimeout(r, 10))
    const result = { connectors: config.getConnectors(), ready: listed() }
    config.destroy()
    return result
  }

  it('an EIP-6963 announcement with rdns com.coinbase.wallet', async () => {
    const cb = provider({ isCoinbaseWallet: true })
    const { connectors, ready } = await discovered(() => {
      w.ethereum = cb // the same extension, also injected the old way
      announcer = () =>
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: '1', name: 'Coinbase Wallet', icon: '', rdns: 'com.coinbase.wallet' }, provider: provider() } }))
      window.addEventListener('eip6963:requestProvider', announcer)
    })
    expect(connectors.map((c) => [c.id, c.type])).toEqual([['com.coinbase.wallet', 'coinbase']])
    expect(ready.map((e) => e.name)).toEqual(['Coinbase Wallet'])
  })

  it('the legacy flag only: Coinbase Wallet, not also Browser Wallet', async () => {
    const { connectors, ready } = await discovered(() => {
      w.ethereum = provider({ isCoinbaseWallet: true })
    })
    expect(connectors.map((c) => c.id)).toEqual(['com.coinbase.wallet'])
    expect(ready.map((e) => e.name)).toEqual(['Coinbase Wallet'])
  })

  it('inside a providers array next to another wallet: both, each once', async () => {
    const mm = provider({ isMetaMask: true })
    const { ready } = await discovered(() => {
      w.ethereum = { ...mm, providers: [mm, provider({ isCoinbaseWallet: true })] }
    })
    expect(ready.map((e) => e.name).sort()).toEqual(['Browser Wallet', 'Coinbase Wallet'])
  })

  it('without any Coinbase provider the entry is not ready, still listed, and offered on phones', async () => {
    const { connectors } = await discovered(() => undefined)
    const entries = buildWalletEntries({ groups: defaultWalletGroups, connectors })
    const coinbase = entries.find((e) => e.id === 'coinbaseWallet')!
    expect(coinbase.ready).toBe(false)
    expect(isListed(coinbase)).toBe(true)
    expect(mobileWallets(entries).map((e) => e.id)).toContain('coinbaseWallet')
  })
})

import { describe, expect, it } from 'vitest'
import {
  buildWalletEntries,
  getWalletSuggestions,
  groupWalletList,
  mobileWallets,
  sortWalletList,
  GET_WALLET_LIMIT,
} from '../../lib/core/wallets/list'
import { defaultWalletGroups, popularWallets } from '../../lib/core/wallets/popular'
import type { WalletDescriptor } from '../../lib/core/wallets/types'
import { fakeConnector } from './helpers'

const groups = defaultWalletGroups
const ids = (xs: ReadonlyArray<{ id: string }>) => xs.map((x) => x.id)
const wc = fakeConnector({ id: 'walletConnect', type: 'walletConnect', name: 'WalletConnect' })

describe('popular wallets', () => {
  it('are the seven popular ones, in order', () => {
    expect(popularWallets.groupName).toBe('Popular')
    expect(popularWallets.wallets.map((w) => w.name)).toEqual([
      'Browser Wallet',
      'Safe',
      'Rainbow',
      'Coinbase Wallet',
      'MetaMask',
      'WalletConnect',
      'Brave Wallet',
    ])
  })
  it('build phone deep links with the encoded pairing URI', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=01'
    const get = (id: string) => popularWallets.wallets.find((w) => w.id === id)!.mobile!.getUri!(uri)
    expect(get('metaMask')).toBe(`https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`)
    expect(get('rainbow')).toBe(`https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`)
    expect(get('walletConnect')).toBe(uri)
  })
})

describe('buildWalletEntries / sortWalletList', () => {
  it('lists all seven in order with WalletConnect configured and nothing installed', () => {
    const sorted = sortWalletList(buildWalletEntries({ groups, connectors: [wc] }))
    expect(ids(sorted)).toEqual(['browserWallet', 'safe', 'rainbow', 'coinbaseWallet', 'metaMask', 'walletConnect', 'braveWallet'])
    expect(sorted.filter((e) => e.ready).map((e) => e.id)).toEqual(['walletConnect'])
  })

  it('hides WalletConnect when it is not configured (not ready, no extension)', () => {
    const sorted = sortWalletList(buildWalletEntries({ groups, connectors: [] }))
    expect(ids(sorted)).not.toContain('walletConnect')
  })

  it('shows an EIP-6963 wallet under its own name, ready, once', () => {
    const mm = fakeConnector({ id: 'io.metamask', rdns: 'io.metamask', name: 'MetaMask' })
    const entries = buildWalletEntries({ groups, connectors: [mm, wc] })
    const sorted = sortWalletList(entries)
    expect(sorted.filter((e) => e.name === 'MetaMask')).toHaveLength(1)
    const entry = sorted.find((e) => e.id === 'metaMask')!
    expect(entry.ready).toBe(true)
    expect(entry.connector).toBe(mm)
    expect(sorted).toHaveLength(7)
  })

  it('gives an unknown announced wallet its own entry with its icon, first', () => {
    const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
    const other = fakeConnector({ id: 'org.example.wallet', rdns: 'org.example.wallet', name: 'Example', icon })
    const sorted = sortWalletList(buildWalletEntries({ groups, connectors: [other, wc] }))
    expect(sorted[0]).toMatchObject({ id: 'org.example.wallet', name: 'Example', iconUrl: icon, ready: true, groupName: 'Installed' })
    expect(sorted).toHaveLength(8)
  })

  it('matches the generic injected connector to Browser Wallet', () => {
    const injected = fakeConnector({ id: 'injected', name: 'Browser Wallet' })
    const entry = buildWalletEntries({ groups, connectors: [injected] }).find((e) => e.id === 'browserWallet')!
    expect(entry.ready).toBe(true)
  })

  it('lists only ready wallets or wallets with an extension URL', () => {
    const bare: WalletDescriptor = { id: 'phoneOnly', name: 'Phone Only', iconUrl: '/x.svg', iconBackground: '#fff', downloadUrls: { ios: 'https://example.com' } }
    const sorted = sortWalletList(buildWalletEntries({ groups: [{ groupName: 'Other', wallets: [bare] }], connectors: [] }))
    expect(sorted).toEqual([])
  })

  it('puts up to 3 recent wallets first, most recent first', () => {
    const entries = buildWalletEntries({ groups, connectors: [wc], recentWalletIds: ['metaMask', 'rainbow', 'braveWallet', 'safe'] })
    const sorted = sortWalletList(entries, ['metaMask', 'rainbow', 'braveWallet', 'safe'])
    expect(ids(sorted).slice(0, 3)).toEqual(['metaMask', 'rainbow', 'braveWallet'])
    expect(sorted.slice(0, 3).every((e) => e.recent && e.groupName === 'Recent')).toBe(true)
    expect(ids(sorted).slice(3)).toEqual(['browserWallet', 'safe', 'coinbaseWallet', 'walletConnect'])
    expect(groupWalletList(sorted).map((g) => g.groupName)).toEqual(['Recent', 'Popular'])
  })

  it('ignores recent ids of wallets that are not listed', () => {
    const sorted = sortWalletList(buildWalletEntries({ groups, connectors: [] }), ['walletConnect', 'gone'])
    expect(sorted[0]!.id).toBe('browserWallet')
    expect(sorted.some((e) => e.recent)).toBe(false)
  })
})

describe('getWalletSuggestions', () => {
  it('desktop: QR code plus download URL, or an extension URL; at most 5', () => {
    const s = getWalletSuggestions(buildWalletEntries({ groups, connectors: [wc] }), 'desktop')
    expect(s.length).toBeLessThanOrEqual(GET_WALLET_LIMIT.desktop)
    expect(ids(s)).toEqual(['safe', 'rainbow', 'coinbaseWallet', 'metaMask', 'braveWallet'])
  })

  it('desktop: cuts a longer list to 5', () => {
    const many: WalletDescriptor[] = Array.from({ length: 9 }, (_, i) => ({
      id: `w${i}`,
      name: `W${i}`,
      iconUrl: '/x.svg',
      iconBackground: '#fff',
      downloadUrls: { browserExtension: 'https://example.com/ext' },
    }))
    const s = getWalletSuggestions(buildWalletEntries({ groups: [{ groupName: 'Many', wallets: many }], connectors: [] }), 'desktop')
    expect(ids(s)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4'])
  })

  it('desktop: skips a wallet with a QR code but no download URL', () => {
    const s = getWalletSuggestions(buildWalletEntries({ groups, connectors: [wc] }), 'desktop')
    expect(ids(s)).not.toContain('walletConnect')
  })

  it('mobile: wallets with store links, at most 3', () => {
    const s = getWalletSuggestions(buildWalletEntries({ groups, connectors: [wc] }), 'mobile')
    expect(s).toHaveLength(GET_WALLET_LIMIT.mobile)
    for (const e of s) {
      const u = e.descriptor!.downloadUrls!
      expect(Boolean(u.ios || u.android || u.mobile)).toBe(true)
    }
  })
})

describe('mobileWallets', () => {
  it('offers wallets that can be opened with a pairing link when WalletConnect is configured', () => {
    expect(ids(mobileWallets(buildWalletEntries({ groups, connectors: [wc] })))).toEqual(['rainbow', 'coinbaseWallet', 'metaMask', 'walletConnect'])
  })
  it('without WalletConnect: installed wallets, and those that open this page in their own app (Coinbase Wallet)', () => {
    const injected = fakeConnector({ id: 'injected' })
    expect(ids(mobileWallets(buildWalletEntries({ groups, connectors: [injected] })))).toEqual(['browserWallet', 'coinbaseWallet'])
  })
})

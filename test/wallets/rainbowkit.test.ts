// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as wallets from '../../lib/entries/wallets'
import { validateWallet, isHexColor } from '../../lib/core/wallets/validate'
import type { Wallet } from '../../lib/core/wallets/rainbowkit'
import type { GetUri } from '../../lib/core/wallets/types'
import { RAINBOWKIT_WALLET_NAMES } from './rainbowkitWalletNames'

// The nested reference package (test/reference/rainbowkit), read as a file: never imported.
const REFERENCE = join(dirname(fileURLToPath(import.meta.url)), '..', 'reference', 'rainbowkit', 'node_modules', '@rainbow-me', 'rainbowkit', 'dist/wallets/walletConnectors/index.d.ts')

/** The reference package's `./wallets` export names when it is installed, else the committed list. */
function rainbowKitNames(): readonly string[] {
  if (!existsSync(REFERENCE)) return RAINBOWKIT_WALLET_NAMES
  const exported = /export \{([^}]*)\}/.exec(readFileSync(REFERENCE, 'utf8'))?.[1] ?? ''
  return exported.split(',').map((s) => s.trim()).filter(Boolean)
}

const factories = Object.entries(wallets).filter(([, v]) => typeof v === 'function') as Array<[string, (p: object) => Wallet]>
const made = factories.map(([name, factory]) => [name, factory({ projectId: 'test-project', appName: 'Test App' })] as const)
const ALIASES: Record<string, string> = { baseAccount: 'base', xdefiWallet: 'ctrlWallet' }
const URI = 'wc:7f6e504bfad60b485450578e05678441fa7a8@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const PHONES = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  Android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
}

/** A link carries the pairing URI whole: it is the URI, or a parameter's value is the URI percent-encoded (its own `?`, `&` and `=` inside). */
function carries(link: string): boolean {
  if (link === URI) return true
  const at = link.indexOf(`=${encodeURIComponent(URI)}`)
  if (at === -1) return false
  const end = at + 1 + encodeURIComponent(URI).length
  return (end === link.length || link[end] === '&') && decodeURIComponent(link.slice(at + 1, end)) === URI
}

afterEach(() => vi.restoreAllMocks())

describe('@porch/kit/wallets: RainbowKit 2.2.11’s wallet factories', () => {
  it('exports every name of RainbowKit’s ./wallets, each a factory, and nothing else', () => {
    expect(factories.map(([name]) => name).sort()).toEqual([...rainbowKitNames()].sort())
    expect(factories).toHaveLength(76)
  })

  it('each factory returns RainbowKit’s Wallet shape', () => {
    for (const [name, w] of made) {
      expect(typeof w.id, name).toBe('string')
      expect(typeof w.name, name).toBe('string')
      expect(typeof w.iconBackground, name).toBe('string')
      expect(['string', 'function'], name).toContain(typeof w.iconUrl)
      expect(typeof w.createConnector, name).toBe('function')
      expect(typeof w.createConnector({ rkDetails: { ...w, index: 0, groupIndex: 0, groupName: 'G', isRainbowKitConnector: true } }), name).toBe('function')
      for (const k of ['via', 'injectedFlags', 'onlyOn']) expect(w, `${name} leaks ${k}`).not.toHaveProperty(k)
    }
  })

  it('every wallet keeps the kit’s wallet rules: hex accents, https links, steps, a way in', () => {
    for (const [name, w] of made) {
      expect(() => validateWallet(w), name).not.toThrow()
      if (w.iconAccent !== undefined) expect(isHexColor(w.iconAccent), `${name} iconAccent ${w.iconAccent}`).toBe(true)
      for (const [k, url] of Object.entries(w.downloadUrls ?? {})) expect(new URL(url).protocol, `${name} downloadUrls.${k}`).toBe('https:')
    }
  })

  it('each distinct wallet has its own rdns; an alias is its wallet', () => {
    const byRdns = new Map<string, string>()
    for (const [name, w] of made) {
      if (ALIASES[name]) {
        expect(wallets[name as keyof typeof wallets], name).toBe(wallets[ALIASES[name] as keyof typeof wallets])
        continue
      }
      if (!w.rdns) continue
      expect(byRdns.get(w.rdns), `${name} and ${byRdns.get(w.rdns)} share ${w.rdns}`).toBeUndefined()
      byRdns.set(w.rdns, name)
    }
    expect(byRdns.get('io.metamask')).toBe('metaMaskWallet')
    expect(byRdns.get('com.trustwallet.app')).toBe('trustWallet')
  })

  it.each(Object.entries(PHONES))('every deep link and QR link round-trips a wc: URI (%s)', (_, ua) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua)
    for (const [name, w] of made) {
      const links: Array<[string, GetUri | undefined]> = [
        ['mobile', w.mobile?.getUri],
        ['qrCode', w.qrCode?.getUri],
        ['desktop', w.desktop?.getUri],
      ]
      for (const [field, getUri] of links) if (getUri) expect(carries(getUri(URI)), `${name} ${field}: ${getUri(URI)}`).toBe(true)
    }
  })

  it('deep links follow the wallet’s platform rules', () => {
    const trust = made.find(([n]) => n === 'trustWallet')![1]
    const zerion = made.find(([n]) => n === 'zerionWallet')![1]
    const okx = made.find(([n]) => n === 'okxWallet')![1]
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONES.iPhone)
    expect(trust.mobile!.getUri!(URI)).toBe(`trust://wc?uri=${encodeURIComponent(URI)}`)
    expect(zerion.mobile!.getUri!(URI)).toBe(`zerion://wc?uri=${encodeURIComponent(URI)}`)
    expect(okx.mobile!.getUri!(URI)).toBe(`okex://main/wc?uri=${encodeURIComponent(URI)}`)
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONES.Android)
    expect(zerion.mobile!.getUri!(URI)).toBe(URI)
    expect(okx.mobile!.getUri!(URI)).toBe(URI)
  })

  it('a lazy icon loads an image URL the list may draw', async () => {
    const lazy = made.filter(([, w]) => typeof w.iconUrl === 'function')
    expect(lazy.length).toBeGreaterThan(60)
    for (const [name, w] of lazy) {
      const url = await (w.iconUrl as () => Promise<string>)()
      expect(url, name).toMatch(/^(\/(?!\/)|data:image\/svg\+xml)/)
    }
  })

  it('an extension found under its window.ethereum flag is installed and connects directly', () => {
    ;(window as unknown as { ethereum?: object }).ethereum = { isRabby: true, request: async () => null }
    try {
      const rabby = wallets.rabbyWallet({ projectId: 'p', appName: 'A' })
      expect(rabby.installed).toBe(true)
      expect(rabby.connectorId).toBe('injected')
      const trust = wallets.trustWallet({ projectId: 'p', appName: 'A' })
      expect(trust.installed).toBeUndefined()
      expect(trust.connectorId).toBeUndefined()
    } finally {
      delete (window as unknown as { ethereum?: object }).ethereum
    }
    expect(wallets.rabbyWallet({ projectId: 'p', appName: 'A' }).installed).toBe(false)
  })
})

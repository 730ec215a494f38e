import { describe, expect, it } from 'vitest'
import { buildWalletEntries, getWalletSuggestions, groupWalletList, sortWalletList } from '../../lib/core/wallets/list'
import { metaMask } from '../../lib/core/wallets/metaMask'
import { defaultWalletGroups } from '../../lib/core/wallets/popular'
import type { WalletDescriptor, WalletGroup } from '../../lib/core/wallets/types'
import { InvalidWalletError, validateWallet, validateWalletGroups } from '../../lib/core/wallets/validate'
import { fakeConnector } from './helpers'

/** A wallet an app writes itself (no built-in knows it). */
const acme: WalletDescriptor = {
  id: 'acme',
  name: 'Acme Wallet',
  iconUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  iconBackground: '#ffffff',
  iconAccent: '#0af',
  rdns: 'com.acme.wallet',
  downloadUrls: { browserExtension: 'https://acme.example/extension', ios: 'https://acme.example/ios' },
}

/** The error thrown by `fn`, to look at its fields. */
function errorOf(fn: () => unknown): InvalidWalletError {
  try {
    fn()
  } catch (e) {
    if (e instanceof InvalidWalletError) return e
    throw e
  }
  throw new Error('did not throw')
}

describe('custom wallet descriptors', () => {
  it('accepts a wallet the app wrote with the same fields as the built-in ones', () => {
    expect(validateWallet(acme)).toBe(acme)
    expect(() => validateWalletGroups([{ groupName: 'Ours', wallets: [acme, metaMask] }])).not.toThrow()
  })

  it.each([
    [{ iconAccent: 'blue' }, 'iconAccent', /iconAccent "blue" must be a hex colour/],
    [{ iconAccent: '#abcd' }, 'iconAccent', /hex colour/],
    [{ id: 'acme wallet' }, 'id', /letters, digits, underscore and hyphen/],
    [{ name: ' ' }, 'name', /needs a name/],
    [{ iconBackground: '' }, 'iconBackground', /iconBackground/],
    [{ iconUrl: 'http://acme.example/icon.svg' }, 'iconUrl', /iconUrl must be an https URL/],
    [{ downloadUrls: { android: 'javascript:alert(1)' } }, 'downloadUrls.android', /downloadUrls.android must be an https URL/],
    [{ qrCode: { getUri: 'wc:' as unknown as (u: string) => string } }, 'qrCode.getUri', /qrCode.getUri must be a function/],
    [{ extension: { instructions: { learnMoreUrl: 'https://acme.example', steps: [] } } }, 'extension.instructions', /at least one step/],
    [{ rdns: undefined }, 'connectorId', /cannot be reached/],
  ] as const)('%j: a typed error naming the field', (patch, field, message) => {
    const error = errorOf(() => validateWallet({ ...acme, ...patch } as WalletDescriptor))
    expect(error.name).toBe('InvalidWalletError')
    expect(error.field).toBe(field)
    expect(error.message).toMatch(message)
  })

  it('checks groups: a name, at least one wallet, no id twice across groups', () => {
    expect(errorOf(() => validateWalletGroups([])).field).toBe('wallets')
    expect(errorOf(() => validateWalletGroups([{ groupName: '', wallets: [acme] }])).field).toBe('groupName')
    expect(errorOf(() => validateWalletGroups([{ groupName: 'A', wallets: [] }])).message).toBe('Wallet group "A" has no wallets.')
    const twice = errorOf(() => validateWalletGroups([{ groupName: 'A', wallets: [acme] }, { groupName: 'B', wallets: [acme] }]))
    expect([twice.field, twice.walletId, twice.message]).toEqual(['id', 'acme', 'Wallet id "acme" is used twice.'])
    expect(errorOf(() => validateWalletGroups([{ groupName: 'A', wallets: [{ ...acme, iconAccent: 'red' }] }])).walletId).toBe('acme')
  })

  it('the default is one Popular group of the 7 built-in wallets', () => {
    expect(defaultWalletGroups.map((g) => [g.groupName, g.wallets.map((w) => w.id)])).toEqual([
      ['Popular', ['browserWallet', 'safe', 'rainbow', 'coinbaseWallet', 'metaMask', 'walletConnect', 'braveWallet']],
    ])
  })
})

describe('wallet groups in the picker', () => {
  const groups: WalletGroup[] = [
    { groupName: 'Recommended', wallets: [acme] },
    { groupName: 'Others', wallets: [metaMask] },
  ]

  it('lists groups in the app order; an announced custom wallet is ready under its own name, once', () => {
    const entries = buildWalletEntries({ groups, connectors: [fakeConnector({ id: 'com.acme.wallet', name: 'Acme (announced)', rdns: 'com.acme.wallet' })] })
    const grouped = groupWalletList(sortWalletList(entries))
    expect(grouped.map((g) => [g.groupName, g.wallets.map((w) => [w.id, w.ready])])).toEqual([
      ['Recommended', [['acme', true]]],
      ['Others', [['metaMask', false]]],
    ])
  })

  it('lists a wallet only if it is ready or has an extension download URL', () => {
    const phoneOnly: WalletDescriptor = { ...acme, id: 'phoneOnly', rdns: 'com.phone.only', downloadUrls: { ios: 'https://acme.example/ios' } }
    const entries = buildWalletEntries({ groups: [{ groupName: 'A', wallets: [acme, phoneOnly] }], connectors: [] })
    expect(sortWalletList(entries).map((e) => e.id)).toEqual(['acme'])
  })

  it('cuts the Get a Wallet list to 5 on desktop and 3 on a phone, in the app order', () => {
    const many = Array.from({ length: 8 }, (_, i): WalletDescriptor => ({ ...acme, id: `w${i}`, rdns: `com.w${i}.wallet` }))
    const entries = buildWalletEntries({ groups: [{ groupName: 'Many', wallets: many }], connectors: [] })
    expect(getWalletSuggestions(entries, 'desktop').map((e) => e.id)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4'])
    expect(getWalletSuggestions(entries, 'mobile').map((e) => e.id)).toEqual(['w0', 'w1', 'w2'])
  })
})

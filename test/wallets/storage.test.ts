import { describe, expect, it } from 'vitest'
import { createStorage } from '../../lib/core/storage'
import { getDeepLinkChoice, setDeepLinkChoice } from '../../lib/core/wallets/deepLink'
import { memoryBackend } from '../fixtures/storage'
import { addRecentWalletId, getRecentWalletIds } from '../../lib/core/wallets/recent'


describe('recent wallet ids', () => {
  it('keeps at most 3, most recent first, without duplicates', () => {
    const storage = createStorage({ backend: memoryBackend() })
    for (const id of ['metaMask', 'rainbow', 'safe', 'rainbow', 'braveWallet']) addRecentWalletId(storage, id)
    expect(getRecentWalletIds(storage)).toEqual(['braveWallet', 'rainbow', 'safe'])
  })

  it('drops a corrupted or hostile stored value', () => {
    const backend = memoryBackend()
    const storage = createStorage({ backend })
    backend.setItem(`${storage.prefix}recentWalletIds`, JSON.stringify({ not: 'a list' }))
    expect(getRecentWalletIds(storage)).toEqual([])
    backend.setItem(`${storage.prefix}recentWalletIds`, JSON.stringify(['ok', '<img src=x>']))
    expect(getRecentWalletIds(storage)).toEqual([])
    backend.setItem(`${storage.prefix}recentWalletIds`, '{oops')
    expect(getRecentWalletIds(storage)).toEqual([])
  })
})

describe('mobile deep link choice', () => {
  it('is stored as {href, name} and read back', () => {
    const storage = createStorage({ backend: memoryBackend() })
    setDeepLinkChoice(storage, { href: 'https://metamask.app.link/wc', name: 'MetaMask' })
    expect(getDeepLinkChoice(storage)).toEqual({ href: 'https://metamask.app.link/wc', name: 'MetaMask' })
  })
  it('refuses javascript: links, on write and on read', () => {
    const backend = memoryBackend()
    const storage = createStorage({ backend })
    setDeepLinkChoice(storage, { href: 'javascript:alert(1)', name: 'X' })
    expect(getDeepLinkChoice(storage)).toBeUndefined()
    backend.setItem(`${storage.prefix}walletConnectDeepLink`, JSON.stringify({ href: 'javascript:alert(1)', name: 'X' }))
    expect(getDeepLinkChoice(storage)).toBeUndefined()
  })
})

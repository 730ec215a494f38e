/** The 145 kB sign-client must not load until WalletConnect is actually used. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmitter } from '../../../lib/core/emitter'
import { createStorage } from '../../../lib/core/storage'
import type { ConnectorEvents } from '../../../lib/core/types'
import { walletConnect } from '../../../lib/connectors/walletConnect/index'
import { isSignClientRequested } from '../../../lib/connectors/walletConnect/loader'
import { MissingProjectIdError, SAMPLE_PROJECT_ID } from '../../../lib/connectors/walletConnect/projectId'
import { memoryBackend } from '../../fixtures/storage'
import { offlineChain as chain } from '../../fixtures/chain'

const metadata = { name: 'Mango', description: 'Mango staking', url: 'http://127.0.0.1', icons: [] }
const ctx = () => ({
  chains: [chain] as const,
  emitter: createEmitter<ConnectorEvents>(),
  storage: createStorage({ instanceId: 'lazy', backend: memoryBackend() }),
  appName: 'Mango',
})

afterEach(() => vi.restoreAllMocks())

describe('walletConnect connector without a saved session', () => {
  it('creating it and asking isAuthorized() on page load does not load the sign-client', async () => {
    const connector = walletConnect({ projectId: 'abc123', metadata })(ctx())
    expect(connector).toMatchObject({ id: 'walletConnect', type: 'walletConnect', name: 'WalletConnect' })
    expect(await connector.isAuthorized()).toBe(false)
    expect(isSignClientRequested()).toBe(false)
    // A stale/forged marker that does not parse is ignored the same way.
    const c = ctx()
    c.storage.set('walletConnect.session', { topic: 'not-a-topic', expiry: 1, chainId: 1101 })
    expect(await walletConnect({ projectId: 'abc123', metadata })(c).isAuthorized()).toBe(false)
    expect(isSignClientRequested()).toBe(false)
  })
})

describe('project id', () => {
  it('a project id that is not a string is a wrong option, refused at configuration time', () => {
    for (const projectId of [undefined, 42, null]) {
      expect(() => walletConnect({ projectId: projectId as unknown as string, metadata })).toThrow(MissingProjectIdError)
    }
  })

  it("a missing one (empty, RainbowKit's 'YOUR_PROJECT_ID') fails when WalletConnect is used, said at once on the console", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const projectId of ['', '   ', 'YOUR_PROJECT_ID']) {
      logged.mockClear()
      // The config is made (a page from a guide still renders, its other wallets still connect)...
      const connector = walletConnect({ projectId, metadata })(ctx())
      expect(logged).toHaveBeenCalledTimes(1)
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/needs a project id.*cloud\.reown\.com.*connecting through WalletConnect fails/)
      expect(await connector.isAuthorized()).toBe(false)
      // ...and connecting through WalletConnect fails with the fix in plain words, loading nothing.
      await expect(connector.connect()).rejects.toThrow(MissingProjectIdError)
      await expect(connector.getProvider()).rejects.toThrow(/needs a project id: create one for free at https:\/\/cloud\.reown\.com/)
      await connector.disconnect()
      expect(isSignClientRequested()).toBe(false)
    }
  })

  it('the public sample id draws a console warning, a real one does not', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    walletConnect({ projectId: 'f'.repeat(32), metadata })
    expect(warn).not.toHaveBeenCalled()
    walletConnect({ projectId: SAMPLE_PROJECT_ID, metadata })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/sample project id/)
  })
})

describe('verify attestations default', () => {
  it('are on for the official relay only', async () => {
    const { isOfficialRelay } = await import('../../../lib/connectors/walletConnect/client')
    expect(isOfficialRelay(undefined)).toBe(true)
    expect(isOfficialRelay('wss://relay.walletconnect.org')).toBe(true)
    expect(isOfficialRelay('wss://relay.walletconnect.com/?x=1')).toBe(true)
    expect(isOfficialRelay('ws://127.0.0.1:8787')).toBe(false)
    expect(isOfficialRelay('wss://walletconnect.org.evil.example')).toBe(false)
    expect(isOfficialRelay('not a url')).toBe(false)
    expect(isSignClientRequested()).toBe(false)
  })
})

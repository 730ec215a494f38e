import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../lib/core/actions/connect'
import { describeError } from '../../lib/core/i18n/describeError'
import { MissingProjectIdError } from '../../lib/connectors/walletConnect/projectId'
import { walletGroupsOf } from '../../lib/core/wallets/rainbowkit'
import { getWalletConnectConnector } from '../../lib/connectors/wallets/walletConnectConnector'
import { ledgerWallet, metaMaskWallet, trustWallet } from '../../lib/entries/wallets'
import { getDefaultConfig } from '../../lib/rainbowkit/config/getDefaultConfig'
import { offlineChain as chain } from '../fixtures/chain'

const app = { appName: 'Acme', projectId: 'test-project' }

describe('getDefaultConfig: RainbowKit’s parameters over the kit’s createConfig', () => {
  it('carries RainbowKit’s default list to the modal, and wagmi’s own parameters to createConfig', () => {
    const config = getDefaultConfig({ ...app, chains: [chain], ssr: true, storageKey: 'acme' })
    expect(walletGroupsOf(config.getConnectors())?.map((g) => [g.groupName, g.wallets.map((w) => w.id)])).toEqual([['Popular', ['safe', 'rainbow', 'base', 'metaMask', 'walletConnect']]])
    expect(config.chains).toEqual([chain])
    expect(config.getConnectors().map((c) => c.id)).toEqual(['walletConnect'])
  })

  it('takes the app’s wallets, in its groups', () => {
    const config = getDefaultConfig({ ...app, chains: [chain], wallets: [{ groupName: 'Phone', wallets: [trustWallet, ledgerWallet] }, { groupName: 'Browser', wallets: [metaMaskWallet] }] })
    expect(walletGroupsOf(config.getConnectors())?.map((g) => [g.groupName, g.wallets.map((w) => w.id)])).toEqual([
      ['Phone', ['trust', 'ledger']],
      ['Browser', ['metaMask']],
    ])
  })

  it('refuses an option createConfig does not know, by name', () => {
    expect(() => getDefaultConfig({ ...app, chains: [chain], ...({ showQrModal: true } as object) })).toThrow(/showQrModal/)
  })

  it('getWalletConnectConnector: one connector for one project and options object', () => {
    const walletConnectParameters = { relayUrl: 'ws://127.0.0.1:1' }
    const a = getWalletConnectConnector({ projectId: 'p', walletConnectParameters })
    const b = getWalletConnectConnector({ projectId: 'p', walletConnectParameters })
    const details = { rkDetails: { id: 'x', name: 'X', iconUrl: '/x.svg', iconBackground: '#fff', index: 0, groupIndex: 0, groupName: 'G', isRainbowKitConnector: true } }
    expect(a(details)).toBe(b(details))
    expect(getWalletConnectConnector({ projectId: 'q', walletConnectParameters })(details)).not.toBe(a(details))
  })

  it("RainbowKit's guides' 'YOUR_PROJECT_ID' makes the config (the page renders); WalletConnect fails when picked, in plain words", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const config = getDefaultConfig({ appName: 'Acme', projectId: 'YOUR_PROJECT_ID', chains: [chain] })
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/WalletConnect needs a project id/)
      expect(walletGroupsOf(config.getConnectors())?.[0]?.wallets.map((w) => w.id)).toContain('walletConnect')
      const walletConnect = config.getConnectors().find((c) => c.id === 'walletConnect')!
      const error = await connect(config, { connector: walletConnect }).catch((e: unknown) => e)
      // connect() wraps the connector's error (WalletError), its cause the one it threw.
      expect((error as Error).cause).toBeInstanceOf(MissingProjectIdError)
      expect((error as Error).message).toMatch(/needs a project id: create one for free at https:\/\/cloud\.reown\.com/)
      // What the modal shows the user; the error itself tells the developer the fix.
      expect(describeError(error)).toBe('This app is not set up correctly for this. Please try again later.')
      expect(config.state.status).toBe('disconnected')
    } finally {
      logged.mockRestore()
    }
  })
})

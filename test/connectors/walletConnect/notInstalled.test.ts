/**
 * `@walletconnect/sign-client` is an optional peer dependency: an app that configures
 * walletConnect() without installing it gets one sentence naming the package, the first
 * time the connector loads. The missing package is simulated by a module mock that fails
 * the way Node fails an import of a package that is not installed.
 */
import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from '../../../lib/core/emitter'
import { createStorage } from '../../../lib/core/storage'
import type { ConnectorEvents } from '../../../lib/core/types'
import { walletConnect, WalletConnectNotInstalledError } from '../../../lib/index'
import { isMissingPackage } from '../../../lib/connectors/walletConnect/notInstalled'
import { memoryBackend } from '../../fixtures/storage'
import { offlineChain as chain } from '../../fixtures/chain'

vi.mock('@walletconnect/sign-client', () => {
  const error = new Error(
    "Cannot find package '@walletconnect/sign-client' imported from /app/node_modules/@porch/kit/dist/connectors/walletConnect/loader.js",
  ) as Error & { code: string }
  error.code = 'ERR_MODULE_NOT_FOUND'
  throw error
})

const metadata = { name: 'Tip jar', description: 'Tips', url: 'http://127.0.0.1', icons: [] }
const ctx = () => ({
  chains: [chain] as const,
  emitter: createEmitter<ConnectorEvents>(),
  storage: createStorage({ instanceId: 'wcmissing', backend: memoryBackend() }),
  appName: 'Tip jar',
})

describe('walletConnect() without @walletconnect/sign-client installed', () => {
  it('connecting fails with one sentence naming the package to install', async () => {
    const connector = walletConnect({ projectId: 'abc123', metadata })(ctx())
    const error = await connector.connect().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(WalletConnectNotInstalledError)
    expect((error as Error).name).toBe('WalletConnectNotInstalledError')
    expect((error as WalletConnectNotInstalledError).shortMessage).toBe(
      'WalletConnect needs the package @walletconnect/sign-client: install it with `npm install @walletconnect/sign-client`.',
    )
  })
})

describe('telling a missing package from a failed download', () => {
  it('recognises the missing package in Node, webpack and browsers', () => {
    const name = '@walletconnect/sign-client'
    expect(isMissingPackage(Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' }), name)).toBe(true)
    expect(isMissingPackage(new TypeError(`Failed to resolve module specifier "${name}". Relative references must start with either "/", "./", or "../".`), name)).toBe(true)
  })

  it('a chunk that failed to download, or another package, is not "not installed"', () => {
    const name = '@walletconnect/sign-client'
    expect(isMissingPackage(new TypeError('Failed to fetch dynamically imported module: https://dapp.example/assets/index-3f2a.js'), name)).toBe(false)
    expect(isMissingPackage(Object.assign(new Error("Cannot find package 'ws'"), { code: 'ERR_MODULE_NOT_FOUND' }), name)).toBe(false)
    expect(isMissingPackage('offline', name)).toBe(false)
  })
})

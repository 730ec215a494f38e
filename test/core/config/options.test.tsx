// @vitest-environment jsdom
/**
 * createConfig and createStorage as a wagmi app calls them: wagmi's options are taken (and
 * do what they say here), any other is refused with one sentence naming it; connectors get
 * wagmi's `uid` and `error` event; wagmi's utilities (serialize, deepEqual, version).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, cleanup } from '@testing-library/react'
import { act } from 'react'
import { defineChain, http, type Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig as createKitConfig } from '../../../lib/connectors/config'
import { injectedDiscovery } from '../../../lib/connectors/discover'
import { injected } from '../../../lib/connectors/injected'
import { connect } from '../../../lib/core/actions/connect'
import { createConfig, type Config } from '../../../lib/core/config'
import { routeOf } from '../../../lib/core/config/transports'
import { deepEqual } from '../../../lib/core/deepEqual'
import { createEmitter } from '../../../lib/core/emitter'
import { deserialize, serialize } from '../../../lib/core/json'
import { readChainOf } from '../../../lib/core/read/chainOf'
import { createStorage, noopStorage } from '../../../lib/core/storage'
import type { ConnectorEvents, CreateConnectorFn } from '../../../lib/core/types'
import { version } from '../../../lib/core/version'
import { PorchProvider } from '../../../lib/react/Provider'
import { useChainId } from '../../../lib/react/useChainId'
import { offlineChain } from '../../fixtures/chain'
import { memoryBackend } from '../../fixtures/storage'
import { createFakeWallet, rpcError } from '../../fixtures/wallet'
import { installWallet, RDNS } from '../../react/hydrationSetup'

const chainB = defineChain({ ...offlineChain, id: 31337, name: 'Other' })
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const configs: Config[] = []
const cleanups: Array<() => void> = []
const track = (config: Config) => (configs.push(config), config)
afterEach(() => {
  cleanup()
  for (const c of configs.splice(0)) c.destroy()
  for (const c of cleanups.splice(0)) c()
})
const memory = () => createStorage({ backend: memoryBackend() })

/** A wallet on `chainId` that connects at once. */
const walletOn = (chainId: number): CreateConnectorFn => () => ({
  id: 'test',
  name: 'Test',
  type: 'custom:test',
  emitter: createEmitter<ConnectorEvents>(),
  connect: async () => ({ accounts: [ACCOUNT], chainId }),
  disconnect: async () => undefined,
  getAccounts: async () => [ACCOUNT],
  getChainId: async () => chainId,
  getProvider: async () => {
    throw new Error('not used')
  },
  isAuthorized: async () => true,
})

describe('createConfig refuses what it does not know', () => {
  it('an unknown option, with one sentence naming it (and a TypeScript error)', () => {
    expect(() =>
      createConfig({
        chains: [offlineChain],
        // @ts-expect-error: not an option of createConfig
        foo: 1,
      }),
    ).toThrow(new TypeError('createConfig: unknown option "foo".'))
    // A wagmi option's misspelling is no exception.
    expect(() => createConfig({ chains: [offlineChain], transport: {} } as never)).toThrow('createConfig: unknown option "transport".')
  })

  it("accepts every wagmi option it documents, appName included as optional (default: the page's title)", () => {
    document.title = 'Acme dapp'
    const config = track(
      createConfig({
        chains: [offlineChain, chainB],
        connectors: [],
        transports: { [offlineChain.id]: http() },
        storage: null,
        ssr: true,
        multiInjectedProviderDiscovery: false,
        syncConnectedChain: true,
        batch: { multicall: { batchSize: 10, wait: 5 } },
        pollingInterval: { [offlineChain.id]: 1_000, [chainB.id]: 2_000 },
        cacheTime: 500,
        ccipRead: false,
      }),
    )
    expect(config.appName).toBe('Acme dapp')
    // Per-chain client options reach each chain's viem client.
    expect(config.pollingInterval).toBe(1_000)
    expect(config.getClient(chainB.id).pollingInterval).toBe(2_000)
    expect(config.getClient(offlineChain.id).cacheTime).toBe(500)
    expect(config.getClient(offlineChain.id).batch).toEqual({ multicall: { batchSize: 10, wait: 5 } })
  })

  it('storage: null keeps nothing across reloads, and nothing in localStorage', () => {
    localStorage.clear()
    const config = track(createConfig({ chains: [offlineChain], storage: null }))
    config.storage.set('choice', 'de')
    expect(config.storage.get('choice', (v) => (typeof v === 'string' ? v : undefined))).toBe('de')
    expect(Object.keys(localStorage)).toEqual([])
  })
})

describe('transports resolve to node URLs where they can', () => {
  it('http and fallback of http give URLs; webSocket, custom and http with fetchOptions stay viem transports', () => {
    expect(routeOf(offlineChain, http('https://a.example'))).toEqual({ urls: ['https://a.example'], type: 'http' })
    expect(routeOf(offlineChain, http())).toEqual({ urls: ['http://127.0.0.1:1'], type: 'http' })
    const headers = http('https://a.example', { fetchOptions: { headers: { authorization: 'x' } } })
    expect(routeOf(offlineChain, headers)).toEqual({ transport: headers })
    expect(routeOf(offlineChain, undefined)).toEqual({ urls: ['http://127.0.0.1:1'] })
  })
})

describe('createStorage as wagmi spells it', () => {
  it('{ storage, key }: the backend and the key prefix', () => {
    const backend = memoryBackend()
    createStorage({ storage: backend, key: 'myapp' }).set('choice', 'de')
    expect(backend.dump()).toEqual({ 'myapp.version': '1', 'myapp.choice': '"de"' })
    // The kit's default prefix, not wagmi's 'wagmi'.
    expect(createStorage({ storage: backend }).prefix).toBe('porch.')
  })

  it('an unknown key is refused with one sentence naming it (and a TypeScript error)', () => {
    expect(() =>
      createStorage({
        // @ts-expect-error: not an option of createStorage
        foo: 1,
      }),
    ).toThrow(new TypeError('createStorage: unknown option "foo".'))
    expect(() => createStorage({ serialize: JSON.stringify } as never)).toThrow('createStorage: unknown option "serialize".')
  })

  it('noopStorage keeps nothing', () => {
    const storage = createStorage({ storage: noopStorage })
    storage.set('choice', 'de')
    expect(storage.get('choice', (v) => v)).toBeUndefined()
  })
})

describe('multiInjectedProviderDiscovery', () => {
  it('on by default (EIP-6963, as wagmi); false discovers nothing, discover or not', async () => {
    cleanups.push(installWallet())
    const byDefault = track(createKitConfig({ chains: [offlineChain], storage: memory() }))
    const off = track(createKitConfig({ chains: [offlineChain], storage: memory(), multiInjectedProviderDiscovery: false }))
    const offWithDiscover = track(createKitConfig({ chains: [offlineChain], storage: memory(), multiInjectedProviderDiscovery: false, discover: injectedDiscovery() }))
    for (const c of [byDefault, off, offWithDiscover]) c.start()
    // The default discovery's code loads on demand: wait for it to have found the wallet.
    await expect.poll(() => byDefault.getConnectors().map((c) => c.id)).toEqual([RDNS])
    expect(off.getConnectors()).toEqual([])
    expect(offWithDiscover.getConnectors()).toEqual([])
  })
})

describe('syncConnectedChain', () => {
  const connectedOnB = async (syncConnectedChain?: boolean) => {
    const config = track(
      createConfig({ chains: [offlineChain, chainB], storage: memory(), connectors: [walletOn(chainB.id)], ...(syncConnectedChain === undefined ? {} : { syncConnectedChain }) }),
    )
    await connect(config, { connector: 'test' })
    return config
  }
  const chainIdShown = (config: Config) => {
    let shown: number | undefined
    function Probe() {
      shown = useChainId()
      return null
    }
    render(
      <PorchProvider config={config} autoConnect={false}>
        <Probe />
      </PorchProvider>,
    )
    return shown
  }

  it("on by default: reads and useChainId follow the wallet's chain", async () => {
    const config = await connectedOnB()
    expect(readChainOf(config).id).toBe(chainB.id)
    expect(chainIdShown(config)).toBe(chainB.id)
  })

  it("false: they stay on the config's first chain", async () => {
    const config = await connectedOnB(false)
    expect(config.getState().chainId).toBe(chainB.id)
    expect(readChainOf(config).id).toBe(offlineChain.id)
    expect(chainIdShown(config)).toBe(offlineChain.id)
  })
})

describe('connectors', () => {
  it('each connector instance gets a uid: unique, apart from its id, stable', () => {
    const factory = walletOn(1101)
    const a = track(createConfig({ chains: [offlineChain], storage: memory(), connectors: [factory, injected()] }))
    const b = track(createConfig({ chains: [offlineChain], storage: memory(), connectors: [factory] }))
    const [test, browser] = a.getConnectors()
    expect(test!.uid).toMatch(/^[0-9a-f]{11}$/)
    expect(new Set([test!.uid, browser!.uid, b.getConnectors()[0]!.uid]).size).toBe(3)
    expect(test!.uid).not.toBe(test!.id)
    expect(a.getConnector('test')!.uid).toBe(test!.uid)
  })

  it("an injected wallet that disconnects with an error code emits wagmi's error event, then disconnects", async () => {
    const wallet = createFakeWallet({ address: ACCOUNT })
    const config = track(createConfig({ chains: [offlineChain], storage: memory(), connectors: [injected({ id: 'w', name: 'W', provider: wallet.provider })] }))
    await connect(config, { connector: 'w' })
    const events: string[] = []
    const connector = config.getConnector('w')!
    connector.emitter.on('error', ({ error }) => events.push(`error: ${(error as { shortMessage?: string }).shortMessage ?? error.message}`))
    connector.emitter.on('disconnect', () => events.push('disconnect'))
    await act(() => wallet.emit('disconnect', rpcError(4900, 'The provider is disconnected from all chains.')))
    // The error classes load on demand, so the two events follow a moment later, in this order.
    await vi.waitFor(() => expect(events).toEqual(['error: The provider is disconnected from all chains.', 'disconnect']))
    expect(config.getState().status).toBe('disconnected')
  })

  it('a disconnect without an error (a wallet that ends the session plainly) emits no error', async () => {
    const wallet = createFakeWallet({ address: ACCOUNT })
    const config = track(createConfig({ chains: [offlineChain], storage: memory(), connectors: [injected({ id: 'w', name: 'W', provider: wallet.provider })] }))
    await connect(config, { connector: 'w' })
    const errors: Error[] = []
    config.getConnector('w')!.emitter.on('error', ({ error }) => errors.push(error))
    await act(() => wallet.emit('disconnect', undefined))
    expect(errors).toEqual([])
    expect(config.getState().status).toBe('disconnected')
  })
})

describe("wagmi's utilities", () => {
  it('serialize / deserialize keep bigints and Maps, in wagmi encoding', () => {
    const value = { amount: 10n ** 30n, byChain: new Map([[1, { gas: 21000n }]]), list: [1, 'a', null] }
    const text = serialize(value)
    expect(text).toContain('{"__type":"bigint","value":"1000000000000000000000000000000"}')
    expect(deserialize(text)).toEqual(value)
    expect(serialize({ a: 1n }, null, 2)).toBe('{\n  "a": {\n    "__type": "bigint",\n    "value": "1"\n  }\n}')
  })

  it('deepEqual compares structure', () => {
    expect(deepEqual({ a: [1n, 'x', { b: null }] }, { a: [1n, 'x', { b: null }] })).toBe(true)
    expect(deepEqual({ a: [1n] }, { a: [2n] })).toBe(false)
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(deepEqual(new Date(5), new Date(5))).toBe(true)
    expect(deepEqual([1], { 0: 1 })).toBe(false)
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true)
  })

  it("version is the package's", () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../../lib/package.json'), 'utf8')) as { version: string }
    expect(version).toBe(pkg.version)
  })
})

/**
 * The config object's wagmi fields, each honoured as wagmi's: `connectors`, `state`,
 * `setState`, `subscribe`, `ssr`, `getClient({ chainId })` and `storage`'s getItem / setItem /
 * removeItem, driven through a mock wallet connecting and switching as an app would.
 */
import { connect, createConfig, createStorage, disconnect, switchChain, type ConfigState } from '@porch/kit'
import { anvilPrivateKeys, mockConnector } from '@porch/kit/testing'
import { defineChain, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { memoryBackend } from '../../fixtures/storage'

const chain = <const id extends number>(id: id, name: string) =>
  defineChain({ id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const chainA = chain(1101, 'Chain A')
const chainB = chain(31337, 'Chain B')
const me = privateKeyToAccount(anvilPrivateKeys[1]).address
const destroy: Array<() => void> = []
afterEach(() => destroy.splice(0).forEach((d) => d()))

function setup() {
  const mock = mockConnector({ accounts: [anvilPrivateKeys[1]], chains: [{ id: 1101, rpcUrl: 'http://127.0.0.1:1' }, { id: 31337, rpcUrl: 'http://127.0.0.1:1' }] })
  const backend = memoryBackend()
  const config = createConfig({
    chains: [chainA, chainB],
    connectors: [mock],
    transports: { [chainA.id]: http('http://127.0.0.1:1') },
    storage: createStorage({ backend, key: 'app' }),
    multiInjectedProviderDiscovery: false,
    ssr: true,
  })
  destroy.push(config.destroy)
  return { config, backend }
}

describe("the config's wagmi fields", () => {
  it('state, subscribe and connectors follow a connection as wagmi reports them', async () => {
    const { config } = setup()
    expect(config.ssr).toBe(true)
    expect(config.connectors.map((c) => c.name)).toEqual(['Mock Wallet'])
    expect(config.state).toEqual({ chainId: 1101, connections: new Map(), current: null, status: 'disconnected' })
    const seen: Array<[number, number]> = []
    const statuses: ConfigState['status'][] = []
    const stopChain = config.subscribe((s) => s.chainId, (chainId, previous) => seen.push([chainId, previous]))
    const stopStatus = config.subscribe((s) => s.status, (status) => statuses.push(status), { emitImmediately: true })

    await connect(config, { connector: config.connectors[0] })
    const connector = config.connectors[0]
    expect(config.state.status).toBe('connected')
    expect(config.state.current).toBe(connector.uid)
    expect(config.state.connections.get(connector.uid)).toEqual({ accounts: [me], chainId: 1101, connector })
    // The same state is the same object (a selector returning it does not fire for nothing).
    expect(config.state).toBe(config.state)

    await switchChain(config, { chainId: 31337 })
    expect(config.state.chainId).toBe(31337)
    expect(seen).toEqual([[31337, 1101]])
    await disconnect(config)
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'disconnected'])
    stopChain()
    stopStatus()
  })

  it('setState takes a wagmi state: its current connection becomes the kit\'s, none disconnects', async () => {
    const { config } = setup()
    await connect(config, { connector: config.connectors[0] })
    const before = config.state
    config.setState((s) => ({ ...s, status: 'disconnected', current: null, connections: new Map() }))
    expect(config.getState()).toMatchObject({ status: 'disconnected', accounts: [], connectorId: undefined })
    config.setState(before)
    expect(config.getState()).toMatchObject({ status: 'connected', accounts: [me], chainId: 1101, connectorId: config.connectors[0].id })
  })

  it('getClient({ chainId }) is the chain\'s client, its transport typed and reported as the app gave it', () => {
    const { config } = setup()
    const a = config.getClient({ chainId: 1101 })
    expect(a.chain.id).toBe(1101)
    expect(a.transport.type).toBe('http')
    // No chainId: the chain reads use (the first while disconnected), as wagmi's state.chainId.
    expect(config.getClient()).toBe(a)
    expect(config.getClient({ chainId: 31337 }).chain.id).toBe(31337)
    // The deprecated number form still answers, for one release.
    expect(config.getClient(31337)).toBe(config.getClient({ chainId: 31337 }))
    expect(() => config.getClient({ chainId: 5 as 1101 })).toThrow('Chain 5 is not configured.')
  })

  it("storage has wagmi's key, getItem (with a default), setItem and removeItem, on the kit's prefixed keys", () => {
    const { config, backend } = setup()
    const storage = config.storage
    expect(storage.key).toBe('app')
    expect(storage.getItem('recentConnectorId')).toBeNull()
    expect(storage.getItem('choice', 'en')).toBe('en')
    storage.setItem('choice', 'de')
    expect(backend.dump()['app.choice']).toBe('"de"')
    expect(storage.getItem('choice', 'en')).toBe('de')
    storage.setItem('choice', null)
    expect(storage.getItem('choice')).toBeNull()
    storage.setItem('choice', 'fr')
    storage.removeItem('choice')
    expect(backend.dump()['app.choice']).toBeUndefined()
  })
})

// @vitest-environment jsdom
/**
 * createConfig's wagmi options that decide how the kit reaches a node, against a real chain
 * (anvil with Multicall3, behind a proxy that records every JSON-RPC method): `transports`
 * per chain (http, fallback, custom, webSocket), wagmi's `client`, and `batch.multicall`;
 * and a connector written for wagmi (createConnector) driving anvil's unlocked account.
 * The chain's own rpcUrls point at a closed port, so a read that succeeds went where the
 * app's transport said.
 */
import { cleanup, render, waitFor } from '@testing-library/react'
import { createClient, custom, fallback, http, verifyMessage, webSocket, type Address, type Chain, type Client } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, type Config, type CreateConfigParameters } from '../../../lib/core/config'
import { getBalance } from '../../../lib/core/actions/getBalance'
import { connect } from '../../../lib/core/actions/connect'
import { signMessage } from '../../../lib/core/actions/signMessage'
import { createConnector } from '../../../lib/connectors/createConnector'
import { createStorage } from '../../../lib/core/storage'
import { useBalance } from '../../../lib/react/useBalance'
import { WagmiProvider } from '../../../lib/react/WagmiProvider'
import { startRpcProxy, type RpcProxy } from '../../../scripts/bench/rpcProxy'
import { DEV_ACCOUNT, devnetAccounts, devnetChain, startDevnet, type Devnet } from '../../../scripts/devnet'
import { memoryBackend } from '../../fixtures/storage'

/** Nothing listens here: a read sent to the chain's own rpcUrls fails at once. */
const CLOSED = 'http://127.0.0.1:9'
const OTHER = devnetAccounts[3].address

let devnet: Devnet
let proxy: RpcProxy
let chain: Chain
let node: Client
let expected: { dev: bigint; other: bigint }
const configs: Config[] = []

const make = (options: Omit<CreateConfigParameters, 'chains'>): Config => {
  const config = createConfig({ chains: [chain], storage: createStorage({ backend: memoryBackend() }), ...options })
  configs.push(config)
  return config
}
const balanceOf = async (address: `0x${string}`) => BigInt((await node.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string)

beforeAll(async () => {
  devnet = await startDevnet()
  proxy = await startRpcProxy(devnet.anvil.rpcUrl)
  chain = devnetChain(CLOSED)
  node = createClient({ transport: http(devnet.anvil.rpcUrl) })
  expected = { dev: await balanceOf(DEV_ACCOUNT), other: await balanceOf(OTHER) }
}, 120_000)
afterAll(async () => {
  for (const c of configs) c.destroy()
  await proxy?.stop()
  await devnet?.stop()
})
afterEach(() => {
  cleanup()
  proxy.reset()
})

describe('transports', () => {
  it('http(url) for a chain decides the node the kit reads from, with Multicall3 batching kept', async () => {
    const config = make({ transports: { [chain.id]: http(proxy.url) } })
    const [dev, other] = await Promise.all([getBalance(config, { address: DEV_ACCOUNT }), getBalance(config, { address: OTHER })])
    expect([dev.value, other.value]).toEqual([expected.dev, expected.other])
    // Both reads in one tick: one Multicall3 eth_call, not two eth_getBalance.
    expect(proxy.methods).toEqual(['eth_call'])
    // The viem client of the chain (writes, receipts) goes to the same node.
    expect(await config.getClient().request({ method: 'eth_chainId' })).toBe(`0x${chain.id.toString(16)}`)
  })

  it('without a transport, the chain rpcUrls are used (here a closed port: the read fails)', async () => {
    const config = make({})
    await expect(getBalance(config, { address: DEV_ACCOUNT })).rejects.toThrow()
    expect(proxy.methods).toEqual([])
  })

  it('fallback([http(a), http(b)]) keeps the kit failover: a down first node, the read answered by the second', async () => {
    const config = make({ transports: { [chain.id]: fallback([http(CLOSED), http(proxy.url)]) } })
    expect((await getBalance(config, { address: DEV_ACCOUNT })).value).toBe(expected.dev)
    expect(proxy.methods).toEqual(['eth_call'])
  })

  it('custom(provider) is used as given through viem: every read goes through its request', async () => {
    const seen: string[] = []
    const provider = {
      request: ({ method, params }: { method: string; params?: unknown }) => {
        seen.push(method)
        return node.request({ method, params } as never)
      },
    }
    const config = make({ transports: { [chain.id]: custom(provider) } })
    const [dev, other] = await Promise.all([getBalance(config, { address: DEV_ACCOUNT }), getBalance(config, { address: OTHER })])
    expect([dev.value, other.value]).toEqual([expected.dev, expected.other])
    expect(seen).toEqual(['eth_call']) // still one Multicall3 call for both
  })

  it('webSocket(url) is used through viem for that chain', async () => {
    const config = make({ transports: { [chain.id]: webSocket(devnet.anvil.rpcUrl.replace('http://', 'ws://')) } })
    expect((await getBalance(config, { address: OTHER })).value).toBe(expected.other)
  })

  it("wagmi's client option: reads and the chain's client are that client", async () => {
    const client = createClient({ chain, transport: http(proxy.url) })
    const config = make({ client: ({ chain: c }) => (c.id === chain.id ? client : createClient({ chain: c, transport: http() })) })
    expect(config.getClient()).toBe(client)
    expect((await getBalance(config, { address: DEV_ACCOUNT })).value).toBe(expected.dev)
    expect(proxy.methods).toEqual(['eth_call'])
  })
})

describe('batch', () => {
  it('batch: { multicall: false } sends no Multicall3: each read is its own request, in one JSON-RPC batch', async () => {
    const config = make({ transports: { [chain.id]: http(proxy.url) }, batch: { multicall: false } })
    const [dev, other] = await Promise.all([getBalance(config, { address: DEV_ACCOUNT }), getBalance(config, { address: OTHER })])
    expect([dev.value, other.value]).toEqual([expected.dev, expected.other])
    expect(proxy.records.map((r) => r.methods)).toEqual([['eth_getBalance', 'eth_getBalance']])
  })

  it('batch per chain id, as wagmi takes it', async () => {
    const config = make({ transports: { [chain.id]: http(proxy.url) }, batch: { [chain.id]: { multicall: false } } })
    await Promise.all([getBalance(config, { address: DEV_ACCOUNT }), getBalance(config, { address: OTHER })])
    expect(proxy.methods).toEqual(['eth_getBalance', 'eth_getBalance'])
  })
})

describe('WagmiProvider', () => {
  it("a wagmi provider tree (config with transports, WagmiProvider) renders useBalance's answer from the app's node", async () => {
    const config = make({ transports: { [chain.id]: http(proxy.url) } })
    function Balance() {
      const { data } = useBalance({ address: OTHER })
      return <p data-testid="balance">{data === undefined ? 'loading' : String(data.value)}</p>
    }
    const view = render(
      <WagmiProvider config={config} reconnectOnMount={false}>
        <Balance />
      </WagmiProvider>,
    )
    await waitFor(() => expect(view.getByTestId('balance').textContent).toBe(String(expected.other)))
    expect(proxy.methods).toContain('eth_call')
  })
})

describe('createConnector', () => {
  it("a connector written for wagmi connects, signs through its provider, reports changes and uses the config's storage", async () => {
    const provider = { request: ({ method, params }: { method: string; params?: unknown }) => node.request({ method, params } as never) }
    const myWallet = createConnector((config) => ({
      id: 'myWallet',
      name: 'My Wallet',
      type: 'myWallet',
      async setup() {
        await config.storage.setItem('myWallet.setup', true)
      },
      async connect() {
        const accounts = (await provider.request({ method: 'eth_accounts' })) as Address[]
        return { accounts: [{ address: accounts[0]! }], chainId: Number(await provider.request({ method: 'eth_chainId' })) }
      },
      async disconnect() {},
      async getAccounts() {
        return (await provider.request({ method: 'eth_accounts' })) as Address[]
      },
      async getChainId() {
        return Number(await provider.request({ method: 'eth_chainId' }))
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        return (await config.storage.getItem('myWallet.setup')) === true
      },
    }))
    const config = make({ transports: { [chain.id]: http(proxy.url) }, connectors: [myWallet] })
    const connector = config.getConnector('myWallet')!
    expect(connector.type).toBe('custom:myWallet')
    expect(connector.uid).toMatch(/^[0-9a-f]{11}$/)
    await expect.poll(() => connector.isAuthorized()).toBe(true) // setup wrote through wagmi's storage shape
    await connect(config, { connector: 'myWallet' })
    expect(config.getState()).toMatchObject({ status: 'connected', accounts: [DEV_ACCOUNT], chainId: chain.id })
    const signature = await signMessage(config, { message: 'hello from a wagmi connector' })
    expect(await verifyMessage({ address: DEV_ACCOUNT, message: 'hello from a wagmi connector', signature })).toBe(true)
    connector.emitter.emit('change', { accounts: [OTHER] })
    expect(config.getState().accounts).toEqual([OTHER])
  })
})

// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import { createClient, defineChain, http, parseEther, verifyMessage, type Client, type Hash } from 'viem'
import { getBlockNumber, waitForTransactionReceipt, sendTransaction as viemSendTransaction, signMessage as viemSignMessage } from 'viem/actions'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ConnectorNotConnectedError,
  createAuthStore,
  createConfig,
  createStorage,
  getConnection,
  getConnections,
  sendTransaction,
  SignInRequiredError,
  UserRejectedRequestError,
  watchConnections,
  type AuthenticationAdapter,
  type Config,
  type Connection,
  type KitStorage,
} from '@porch/kit'
import {
  AuthContext,
  ModalProvider,
  PorchProvider,
  useAccount,
  useAuth,
  useClient,
  useConnect,
  useConnection,
  useConnectionEffect,
  useConnections,
  useConnectorClient,
  useDisconnect,
  useReconnect,
  useSwitchAccount,
  useSwitchConnection,
  type ConnectionEffectData,
  type UseConnectReturnType,
  type UseConnectionReturnType,
  type UseConnectorClientReturnType,
  type UseDisconnectReturnType,
  type UseReconnectReturnType,
  type UseSwitchConnectionReturnType,
} from '@porch/kit/react'
import { anvilPrivateKeys, mockConnector, type MockConnector } from '@porch/kit/testing'
import { getRecentWalletIds } from '../../lib/core/wallets/recent'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { memoryBackend } from '../fixtures/storage'

/**
 * wagmi 3's connection hooks against a real anvil, with the testing entry's wallet:
 * useConnect connects as the modal does (recent wallet, typed errors, sign-in after it),
 * useConnection / useConnections / useConnectionEffect follow, useReconnect restores,
 * useSwitchConnection with one connection, useConnectorClient signs through the wallet,
 * useClient reads the node.
 */
let anvil: AnvilInstance
let node: Client
const me = privateKeyToAccount(anvilPrivateKeys[2])
const TO = '0x000000000000000000000000000000000000c0de' as const

beforeAll(async () => {
  anvil = await startAnvil()
  node = createClient({ transport: http(anvil.rpcUrl) })
})
afterAll(async () => {
  await anvil?.stop()
})
const configs: Config[] = []
afterEach(() => {
  cleanup()
  for (const c of configs.splice(0)) c.destroy()
})

function devnet() {
  return defineChain({ id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
}
function wallet(features: Parameters<typeof mockConnector>[0] = {}): MockConnector {
  return mockConnector({ accounts: [anvilPrivateKeys[2]], chains: [{ id: 1101, rpcUrl: anvil.rpcUrl }], ...features })
}
function makeConfig(connectors: MockConnector[], storage: KitStorage = createStorage({ backend: memoryBackend() })): Config {
  const config = createConfig({ chains: [devnet()], appName: 'Test app', storage, connectors, pollingInterval: 50 })
  configs.push(config)
  return config
}

/** What the hooks returned at the last render. */
interface Seen {
  connect?: UseConnectReturnType
  connection?: UseConnectionReturnType
  account?: UseConnectionReturnType
  connections?: Connection[]
  disconnect?: UseDisconnectReturnType
  reconnect?: UseReconnectReturnType
  switchConnection?: UseSwitchConnectionReturnType
  switchAccount?: UseSwitchConnectionReturnType
  connectorClient?: UseConnectorClientReturnType
  client?: Client
  auth?: ReturnType<typeof useAuth>
  connects: ConnectionEffectData[]
  disconnects: number
}
const newSeen = (): Seen => ({ connects: [], disconnects: 0 })

function Probe({ seen }: { seen: Seen }) {
  seen.connect = useConnect()
  seen.connection = useConnection()
  seen.account = useAccount()
  seen.connections = useConnections()
  seen.disconnect = useDisconnect()
  seen.reconnect = useReconnect()
  seen.switchConnection = useSwitchConnection()
  seen.switchAccount = useSwitchAccount()
  seen.connectorClient = useConnectorClient()
  seen.client = useClient()
  seen.auth = useAuth()
  // New callbacks on every render, as an app writes them inline.
  useConnectionEffect({
    onConnect: (data) => void seen.connects.push(data),
    onDisconnect: () => void seen.disconnects++,
  })
  return <output data-testid="status">{seen.connection.status}</output>
}

function mount(config: Config, seen: Seen, wrap: (children: ReactNode) => ReactNode = (c) => c, props: { wallets?: Parameters<typeof PorchProvider>[0]['wallets'] } = {}) {
  render(
    <StrictMode>
      <PorchProvider config={config} autoConnect={false} {...props}>
        {wrap(<Probe seen={seen} />)}
      </PorchProvider>
    </StrictMode>,
  )
}

describe('useConnect, useConnection, useConnections, useConnectionEffect (StrictMode, anvil)', () => {
  it('connects a connector as the modal does, records it as recent, and resets on disconnect; the effect fires once each way', async () => {
    const mock = wallet()
    const config = makeConfig([mock])
    const seen = newSeen()
    // The app's groups name the mock wallet: the modal lists it (and records it) by this id.
    const wallets = [{ groupName: 'Mine', wallets: [{ id: 'myMock', name: 'My Mock', iconUrl: 'data:image/svg+xml,<svg/>', iconBackground: '#fff', rdns: 'dev.porch.mock' }] }]
    mount(config, seen, undefined, { wallets })
    expect(seen.connection!.status).toBe('disconnected')
    expect(seen.connection!.addresses).toBeUndefined()
    expect(seen.connections).toEqual([])
    expect(seen.connect!.connectors.map((c) => c.id)).toEqual(['dev.porch.mock'])

    const connector = seen.connect!.connectors[0]!
    let data: Awaited<ReturnType<UseConnectReturnType['mutateAsync']>> | undefined
    await act(async () => {
      data = await seen.connect!.mutateAsync({ connector })
    })
    expect(data).toEqual({ accounts: [me.address], chainId: 1101 })
    expect(mock.wallet.requests('eth_requestAccounts')).toHaveLength(1)
    await waitFor(() => expect(seen.connect!.status).toBe('success'))
    expect(seen.connect!.data).toEqual(data)
    expect(seen.connect!.variables).toEqual({ connector })

    const connection = seen.connection!
    expect(connection.status).toBe('connected')
    if (connection.status !== 'connected') throw new Error('narrowing')
    expect(connection).toMatchObject({ address: me.address, addresses: [me.address], chainId: 1101, isConnected: true, isUnsupported: false, error: undefined })
    expect(connection.chain?.id).toBe(1101)
    expect(connection.connector).toBe(connector)
    // useAccount is the deprecated name of the same hook.
    expect(seen.account).toEqual(connection)
    expect(getConnection(config)).toEqual(connection)
    expect(seen.connections).toEqual([{ accounts: [me.address], chainId: 1101, connector }])
    expect(getConnections(config)).toBe(seen.connections)
    // The modal's list of recent wallets, under the id the modal shows it by.
    expect(getRecentWalletIds(config.storage)).toEqual(['myMock'])
    // Once, under StrictMode (effects run twice there) and across the re-renders.
    expect(seen.connects).toEqual([{ address: me.address, addresses: [me.address], chain: expect.objectContaining({ id: 1101 }), chainId: 1101, connector, isReconnected: false }])
    expect(seen.disconnects).toBe(0)

    await act(() => seen.disconnect!.disconnectAsync())
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('disconnected'))
    // The mutation goes back to idle, as wagmi's does.
    expect(seen.connect!.status).toBe('idle')
    expect(seen.connect!.data).toBeUndefined()
    expect(seen.connection!.address).toBeUndefined()
    expect(seen.connections).toEqual([])
    expect(seen.disconnects).toBe(1)
    expect(seen.connects).toHaveLength(1)

    // The deprecated pair is the same mutation.
    await act(async () => {
      await seen.connect!.connectAsync({ connector: 'dev.porch.mock' })
    })
    expect(seen.connection!.status).toBe('connected')
    expect(seen.connects).toHaveLength(2)
  })

  it('a "no" in the wallet is a UserRejectedRequestError in the state and the promise; nothing is recorded', async () => {
    const mock = wallet({ features: { connectError: true } })
    const config = makeConfig([mock])
    const seen = newSeen()
    mount(config, seen)
    const connector = config.getConnectors()[0]!
    let error: unknown
    await act(async () => {
      error = await seen.connect!.mutateAsync({ connector }).catch((e: unknown) => e)
    })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    await waitFor(() => expect(seen.connect!.status).toBe('error'))
    expect(seen.connect!.error).toBe(error)
    expect(seen.connect!.isError).toBe(true)
    expect(seen.connection!.status).toBe('disconnected')
    expect(seen.connection!.error).toBe(error)
    expect(getRecentWalletIds(config.storage)).toEqual([])
    expect(seen.connects).toEqual([])

    // `mutate` never throws: the same error lands in the state.
    mock.wallet.allow('eth_requestAccounts')
    mock.wallet.rejectNext('eth_requestAccounts')
    act(() => seen.connect!.mutate({ connector }))
    await waitFor(() => expect(seen.connect!.error).toBeInstanceOf(UserRejectedRequestError))
  })
})

/** A sign-in server whose verify waits until the test lets it answer. */
function heldAdapter() {
  let open: ((ok: boolean) => void) | undefined
  const verifying = new Promise<boolean>((resolve) => (open = resolve))
  const calls: string[] = []
  const adapter: AuthenticationAdapter = {
    getNonce: async () => {
      calls.push('getNonce')
      return `nonce${calls.length}`
    },
    createMessage: ({ address, chainId, nonce }) => `Sign in as ${address} on ${chainId} (${nonce})`,
    verify: async () => {
      calls.push('verify')
      return verifying
    },
    signOut: async () => void calls.push('signOut'),
  }
  return { adapter, calls, letIn: () => open!(true) }
}

describe('useConnect with an authentication adapter', () => {
  it('without a ModalProvider, signs in after connecting; connected meanwhile, and writes refuse with SignInRequiredError until then', async () => {
    const mock = wallet()
    const config = makeConfig([mock])
    const server = heldAdapter()
    const auth = createAuthStore({ config, adapter: server.adapter, channelName: `connection-test-${process.pid}-a` })
    const stop = auth.start()
    try {
      const seen = newSeen()
      mount(config, seen, (children) => <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>)
      await act(async () => {
        await seen.connect!.mutateAsync({ connector: config.getConnectors()[0]! })
      })
      // Connected (wagmi's status), not signed in: the sign-in step asked the wallet to sign.
      expect(seen.connection!.status).toBe('connected')
      expect(config.getState().status).toBe('unauthenticated')
      await waitFor(() => expect(server.calls).toContain('verify'))
      expect(mock.wallet.requests('personal_sign')).toHaveLength(1)
      expect(seen.auth!.status).toBe('unauthenticated')
      await expect(sendTransaction(config, { to: TO, value: 1n })).rejects.toBeInstanceOf(SignInRequiredError)
      await waitFor(() => expect(seen.connectorClient!.error).toBeInstanceOf(SignInRequiredError))
      expect(mock.wallet.requests('eth_sendTransaction')).toHaveLength(0)

      // The server accepts the signature: signed in, and the same write goes through.
      await act(async () => server.letIn())
      await waitFor(() => expect(seen.auth!.status).toBe('authenticated'))
      expect(seen.auth!.address).toBe(me.address)
      // Signing in is not a second connect.
      expect(seen.connects).toHaveLength(1)
      const hash = await sendTransaction(config, { to: TO, value: 1n })
      // anvil answers the send before its block is mined: wait for the receipt, as an app does.
      expect((await waitForTransactionReceipt(node, { hash, pollingInterval: 20 })).status).toBe('success')
      await waitFor(() => expect(seen.connectorClient!.data?.account.address).toBe(me.address))
    } finally {
      stop()
    }
  })

  it('with a ModalProvider, opens "Verify your account" after connecting, as WalletButton does', async () => {
    const mock = wallet()
    const config = makeConfig([mock])
    const server = heldAdapter()
    const auth = createAuthStore({ config, adapter: server.adapter, channelName: `connection-test-${process.pid}-b` })
    const stop = auth.start()
    try {
      const seen = newSeen()
      mount(config, seen, (children) => (
        <AuthContext.Provider value={auth}>
          <ModalProvider>{children}</ModalProvider>
        </AuthContext.Provider>
      ))
      await act(async () => {
        await seen.connect!.mutateAsync({ connector: config.getConnectors()[0]! })
      })
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
      await waitFor(() => expect(within(dialog).getByText('Verify your account')).toBeTruthy(), { timeout: 10_000 })
      // The dialog asks; nothing was signed behind it.
      expect(mock.wallet.requests('personal_sign')).toHaveLength(0)
      expect(server.calls).not.toContain('verify')
      await expect(sendTransaction(config, { to: TO, value: 1n })).rejects.toBeInstanceOf(SignInRequiredError)
    } finally {
      stop()
    }
  })
})

describe('useReconnect, useSwitchConnection', () => {
  it('useReconnect restores the last wallet silently (and only among the connectors asked for)', async () => {
    const mock = wallet()
    const backend = memoryBackend()
    const first = makeConfig([mock], createStorage({ backend }))
    const { connect } = await import('@porch/kit')
    await connect(first, { connector: first.getConnectors()[0]! })
    first.destroy()

    // The next visit: same storage, the wallet still has the app authorised.
    const config = makeConfig([mock], createStorage({ backend }))
    const seen = newSeen()
    mount(config, seen)
    expect(seen.connection!.status).toBe('disconnected')
    const prompts = mock.wallet.requests('eth_requestAccounts').length

    let none: unknown
    await act(async () => {
      none = await seen.reconnect!.mutateAsync({ connectors: ['another'] })
    })
    expect(none).toEqual([])
    expect(seen.connection!.status).toBe('disconnected')

    let restored: Connection[] | undefined
    await act(async () => {
      restored = await seen.reconnect!.mutateAsync()
    })
    const connector = config.getConnectors()[0]!
    expect(restored).toEqual([{ accounts: [me.address], chainId: 1101, connector }])
    await waitFor(() => expect(seen.reconnect!.data).toEqual(restored))
    expect(seen.connection).toMatchObject({ status: 'connected', address: me.address, connector })
    expect(seen.connects).toEqual([expect.objectContaining({ address: me.address, isReconnected: true })])
    // Silent: no new prompt.
    expect(mock.wallet.requests('eth_requestAccounts')).toHaveLength(prompts)
    expect(seen.reconnect!.connectors).toEqual([connector])
  })

  it('useSwitchConnection (and useSwitchAccount): the active connector is a no-op, another one is ConnectorNotConnectedError', async () => {
    const config = makeConfig([wallet(), mockConnector({ rdns: 'dev.porch.other', name: 'Other', chains: [{ id: 1101, rpcUrl: anvil.rpcUrl }] })])
    const seen = newSeen()
    mount(config, seen)
    const [active, other] = config.getConnectors()
    const changes: Connection[][] = []
    const stopWatching = watchConnections(config, { onChange: (list) => void changes.push(list) })
    await act(async () => {
      await seen.connect!.mutateAsync({ connector: active! })
    })
    expect(changes).toEqual([[{ accounts: [me.address], chainId: 1101, connector: active }]])
    expect(seen.switchConnection!.connectors).toEqual([active])

    let result: unknown
    await act(async () => {
      result = await seen.switchConnection!.mutateAsync({ connector: active! })
    })
    expect(result).toEqual({ accounts: [me.address], chainId: 1101 })
    expect(seen.connection).toMatchObject({ status: 'connected', connector: active })

    let error: unknown
    await act(async () => {
      error = await seen.switchAccount!.switchAccountAsync({ connector: other! }).catch((e: unknown) => e)
    })
    expect(error).toBeInstanceOf(ConnectorNotConnectedError)
    await waitFor(() => expect(seen.switchAccount!.error).toBeInstanceOf(ConnectorNotConnectedError))
    expect(seen.connection).toMatchObject({ status: 'connected', connector: active })
    expect(changes).toHaveLength(1)
    stopWatching()
  })
})

describe('useConnectorClient, useClient (anvil)', () => {
  it("useConnectorClient's client signs and sends through the wallet", async () => {
    const mock = wallet()
    const config = makeConfig([mock])
    const seen = newSeen()
    mount(config, seen)
    expect(seen.connectorClient!.status).toBe('pending')
    await act(async () => {
      await seen.connect!.mutateAsync({ connector: config.getConnectors()[0]! })
    })
    await waitFor(() => expect(seen.connectorClient!.status).toBe('success'))
    const client = seen.connectorClient!.data!
    expect(client.account.address).toBe(me.address)
    expect(client.chain.id).toBe(1101)

    const signature = await viemSignMessage(client, { message: 'through the wallet' })
    expect(await verifyMessage({ address: me.address, message: 'through the wallet', signature })).toBe(true)
    expect(mock.wallet.requests('personal_sign')).toHaveLength(1)

    const hash: Hash = await viemSendTransaction(client, { to: TO, value: parseEther('0.001') })
    expect(mock.wallet.requests('eth_sendTransaction')).toHaveLength(1)
    const receipt = await waitForTransactionReceipt(node, { hash, pollingInterval: 20 })
    expect(receipt.from.toLowerCase()).toBe(me.address.toLowerCase())

    // Disconnected: no client.
    await act(() => seen.disconnect!.disconnectAsync())
    await waitFor(() => expect(seen.connectorClient!.status).toBe('pending'))
    expect(seen.connectorClient!.data).toBeUndefined()
  })

  it("useClient's client reads anvil (and is undefined for a chain the app does not configure)", async () => {
    const config = makeConfig([wallet()])
    const seen = newSeen()
    mount(config, seen)
    const client = seen.client!
    expect(client).toBe(config.getClient(1101))
    const before = await getBlockNumber(client, { cacheTime: 0 })
    expect(before).toBe(await getBlockNumber(node, { cacheTime: 0 }))
    await node.request({ method: 'evm_mine' } as never)
    expect(await getBlockNumber(client, { cacheTime: 0 })).toBe(before + 1n)

    let other: Client | undefined = client
    function Other() {
      other = useClient({ chainId: 999 })
      return null
    }
    render(
      <PorchProvider config={config} autoConnect={false}>
        <Other />
      </PorchProvider>,
    )
    expect(other).toBeUndefined()
  })
})

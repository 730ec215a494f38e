// @vitest-environment jsdom
/**
 * wagmi's error classes, provoked as an app meets them, against a real anvil: each is viem's
 * BaseError (shortMessage, details, walk), the class a wagmi app imports (`instanceof`
 * against viem's class where viem has one), with wagmi's `name`, and the kit's catalogue
 * words it. Nothing that cannot succeed reaches the wallet.
 */
import { cleanup, render, waitFor } from '@testing-library/react'
import * as viem from 'viem'
import { createClient, defineChain, http, parseEther, type Address, type Client, type EIP1193Provider } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  BaseError,
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorUnavailableReconnectingError,
  SwitchChainNotSupportedError,
  WagmiProviderNotFoundError,
  type ChainNotConfiguredErrorType,
} from '../../lib/entries/react'
import { describeError, InsufficientFundsError, ProviderNotFoundError, ResourceUnavailableRpcError, UserRejectedRequestError } from '../../lib/index'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { createEmitter } from '../../lib/core/emitter'
import type { ConnectorEvents, CreateConnectorFn } from '../../lib/core/types'
import { connect } from '../../lib/core/actions/connect'
import { reconnect } from '../../lib/core/actions/reconnect'
import { sendTransaction } from '../../lib/core/actions/sendTransaction'
import { signMessage } from '../../lib/core/actions/signMessage'
import { switchChain } from '../../lib/core/actions/switchChain'
import { getWalletClient } from '../../lib/core/actions/getWalletClient'
import { waitForTransactionReceipt } from '../../lib/core/actions/waitForTransactionReceipt'
import { injected } from '../../lib/connectors/injected'
import { errors } from '../../lib/core/i18n/en/errors'
import { PorchProvider } from '../../lib/react/Provider'
import { useConfig } from '../../lib/react/context'
import { useSendTransaction } from '../../lib/react/useSendTransaction'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { memoryBackend, type MemoryBackend } from '../fixtures/storage'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const OTHER = '0x70997970C51812dc3A010C7d01b3AA0a3C6F6b2c' as const
const TO = '0x000000000000000000000000000000000000bEEF' as const

let anvil: AnvilInstance
let node: Client
const rpc = <T,>(method: string, params: unknown[] = []): Promise<T> => node.request({ method, params } as never) as Promise<T>
const configs: Config[] = []

/** What the wallet was asked, like an extension would see it. */
const walletCalls: string[] = []

/**
 * A wallet over anvil (no wallet_switchEthereumChain: it cannot switch networks). `refuse`
 * makes a method answer an EIP-1193 error; `authorized` holds isAuthorized (a reload's
 * reconnect) until it settles.
 */
function anvilWallet(options: { refuse?: Record<string, { code: number; message: string }>; authorized?: Promise<boolean> } = {}): CreateConnectorFn {
  return () => {
    const provider = {
      request: async ({ method, params }: { method: string; params?: unknown }) => {
        walletCalls.push(method)
        const refused = options.refuse?.[method]
        if (refused) throw Object.assign(new Error(refused.message), { code: refused.code })
        return rpc(method, (params as unknown[]) ?? [])
      },
      on: () => undefined,
      removeListener: () => undefined,
    } as unknown as EIP1193Provider
    return {
      id: 'anvil',
      name: 'Anvil wallet',
      type: 'custom:anvil',
      emitter: createEmitter<ConnectorEvents>(),
      connect: async () => ({ accounts: [FROM], chainId: 1101 }),
      disconnect: async () => undefined,
      getAccounts: async () => [FROM],
      getChainId: async () => 1101,
      getProvider: async () => provider,
      isAuthorized: () => options.authorized ?? Promise.resolve(true),
    }
  }
}

let devnet: viem.Chain
/** A second configured chain the wallet is not on. */
let other: viem.Chain

function configWith(connector: CreateConnectorFn, backend: MemoryBackend = memoryBackend()): Config {
  const config = createConfig({ chains: [devnet, other], appName: 'Test', connectors: [connector], storage: createStorage({ backend }), pollingInterval: 50 })
  configs.push(config)
  return config
}

beforeAll(async () => {
  anvil = await startAnvil()
  node = createClient({ transport: http(anvil.rpcUrl) })
  const currency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  devnet = defineChain({ id: 1101, name: 'Devnet', nativeCurrency: currency, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  other = defineChain({ id: 1102, name: 'Other devnet', nativeCurrency: currency, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
})
afterAll(async () => {
  for (const config of configs) config.destroy()
  await anvil?.stop()
})
afterEach(cleanup)

/** The checks every kit error passes: viem's BaseError, a developer's shortMessage, a sentence of the catalogue's (never the message). */
function expectKitError(error: unknown, sentence: string) {
  expect(error).toBeInstanceOf(BaseError)
  const base = error as BaseError
  expect(base.shortMessage.length).toBeGreaterThan(0)
  expect(base.walk((e) => e === error)).toBe(error)
  expect(describeError(error)).toBe(sentence)
}

describe("wagmi's error classes, provoked against anvil", () => {
  it('useConfig outside the provider throws WagmiProviderNotFoundError', () => {
    let thrown: unknown
    function Probe() {
      try {
        useConfig()
      } catch (e) {
        thrown = e
      }
      return null
    }
    render(<Probe />)
    expect(thrown).toBeInstanceOf(WagmiProviderNotFoundError)
    expect((thrown as WagmiProviderNotFoundError).name).toBe('WagmiProviderNotFoundError')
    expectKitError(thrown, errors.appMisconfigured)
  })

  it('connect on the connected connector rejects with ConnectorAlreadyConnectedError, and the connection stays', async () => {
    const config = configWith(anvilWallet())
    await connect(config, { connector: 'anvil' })
    const error = await connect(config, { connector: 'anvil' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorAlreadyConnectedError)
    expectKitError(error, errors.alreadyConnected)
    expect(config.getState()).toMatchObject({ status: 'connected', accounts: [FROM], connectorId: 'anvil' })
  })

  it("getWalletClient for an account the wallet did not give rejects with ConnectorAccountNotFoundError; for the wallet's own, it sends", async () => {
    const config = configWith(anvilWallet())
    await connect(config, { connector: 'anvil' })
    const error = await getWalletClient(config, { account: OTHER }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorAccountNotFoundError)
    expect((error as ConnectorAccountNotFoundError).address).toBe(OTHER)
    expectKitError(error, errors.accountNotFound)
    // The wallet's own account, spelled in lower case, is found; the client signs with it on anvil.
    const client = await getWalletClient(config, { account: FROM.toLowerCase() as Address })
    expect(client.account.address).toBe(FROM)
    const hash = await client.sendTransaction({ to: TO, value: 1n })
    expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')
  })

  it('a write while the last session is being restored rejects with ConnectorUnavailableReconnectingError; once restored it goes through', async () => {
    const backend = memoryBackend()
    const first = configWith(anvilWallet(), backend)
    await connect(first, { connector: 'anvil' })
    // A reload: the same storage, a wallet that has not answered isAuthorized yet.
    let authorize!: (ok: boolean) => void
    const reload = configWith(anvilWallet({ authorized: new Promise<boolean>((resolve) => (authorize = resolve)) }), backend)
    const restored = reconnect(reload)
    await waitFor(() => expect(reload.getState().status).toBe('reconnecting'))
    walletCalls.length = 0
    const error = await sendTransaction(reload, { to: TO, value: 1n }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorUnavailableReconnectingError)
    expectKitError(error, errors.reconnecting)
    expect(walletCalls).toEqual([])
    authorize(true)
    expect(await restored).toBe(true)
    const hash = await sendTransaction(reload, { to: TO, value: 1n })
    expect((await waitForTransactionReceipt(reload, { hash })).status).toBe('success')
  })

  it('a write for a configured chain the wallet is not on rejects with ConnectorChainMismatchError (in useSendTransaction too), before the wallet is asked', async () => {
    const config = configWith(anvilWallet())
    await connect(config, { connector: 'anvil' })
    walletCalls.length = 0
    const error = await sendTransaction(config, { to: TO, value: 1n, chainId: other.id }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorChainMismatchError)
    expect(error).toMatchObject({ chainId: other.id, walletChainId: devnet.id })
    expect(describeError(error, 'en', { chainName: (id) => (id === other.id ? other.name : undefined) })).toBe(errors.chainMismatch.replace('{chain}', other.name))
    expect(walletCalls).toEqual([])

    let send!: ReturnType<typeof useSendTransaction>
    function Sender() {
      send = useSendTransaction()
      return null
    }
    render(
      <PorchProvider config={config}>
        <Sender />
      </PorchProvider>,
    )
    send.mutate({ to: TO, value: 1n, chainId: other.id })
    await waitFor(() => expect(send.error).toBeInstanceOf(ConnectorChainMismatchError))
    expect(send.error).toBeInstanceOf(BaseError)
    expect(walletCalls).toEqual([])
  })

  it("switchChain to a chain the app does not configure rejects with viem's ChainNotConfiguredError, named as wagmi names it", async () => {
    const config = configWith(anvilWallet())
    await connect(config, { connector: 'anvil' })
    const error = await switchChain(config, { chainId: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(viem.ChainNotConfiguredError)
    expect(ChainNotConfiguredError).toBe(viem.ChainNotConfiguredError)
    expect((error as ChainNotConfiguredErrorType).name).toBe('ChainNotConfiguredError')
    expectKitError(error, errors.chainNotConfigured)
  })

  it('switchChain with a connector that cannot switch rejects with SwitchChainNotSupportedError', async () => {
    const config = configWith(anvilWallet())
    await connect(config, { connector: 'anvil' })
    const error = await switchChain(config, { chainId: other.id }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwitchChainNotSupportedError)
    expectKitError(error, errors.switchChainNotSupported)
    expect(config.getState().chainId).toBe(devnet.id)
  })

  it('connecting a browser wallet that is not there rejects with ProviderNotFoundError', async () => {
    const config = configWith(injected({ id: 'absent', name: 'Absent Wallet', provider: () => undefined }))
    const error = await connect(config, { connector: 'absent' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderNotFoundError)
    expectKitError(error, errors.walletNotFound)
  })

  it("a wallet's 4001 and -32002 are viem's UserRejectedRequestError and ResourceUnavailableRpcError", async () => {
    const rejecting = configWith(anvilWallet({ refuse: { personal_sign: { code: 4001, message: 'User denied message signature.' } } }))
    await connect(rejecting, { connector: 'anvil' })
    const rejected = await signMessage(rejecting, { message: 'hello' }).catch((e: unknown) => e)
    expect(rejected).toBeInstanceOf(viem.UserRejectedRequestError)
    expect(UserRejectedRequestError).toBe(viem.UserRejectedRequestError)
    expect((rejected as viem.UserRejectedRequestError).code).toBe(4001)
    expectKitError(rejected, errors.userRejected)

    const busy = configWith(anvilWallet({ refuse: { eth_sendTransaction: { code: -32002, message: 'Request already pending.' } } }))
    await connect(busy, { connector: 'anvil' })
    const pending = await sendTransaction(busy, { to: TO, value: 1n }).catch((e: unknown) => e)
    expect(pending).toBeInstanceOf(ResourceUnavailableRpcError)
    expectKitError(pending, errors.walletBusy)
  })

  // anvil estimates a plain transfer at 21000 without looking at the balance, so here it is
  // the node's answer to eth_sendTransaction that says so (the kit's preflight does not see it).
  it("a transfer the account cannot pay for is viem's InsufficientFundsError", async () => {
    const config = configWith(anvilWallet())
    await connect(config, { connector: 'anvil' })
    const balance = await rpc<string>('eth_getBalance', [FROM, 'latest'])
    const error = await sendTransaction(config, { to: TO, value: BigInt(balance) + parseEther('1') }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(viem.InsufficientFundsError)
    expect(InsufficientFundsError).toBe(viem.InsufficientFundsError)
    expectKitError(error, errors.insufficientFunds)
  })
})

import { isAddressEqual, type Address, type EIP1193Provider, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvilPrivateKeys } from './accounts'
import { injected } from '../connectors/injected'
import type { CreateConnectorFn } from '../core/types'

export type { CreateConnectorFn }
import { createWalletEngine } from './wallet/engine'
import type { TestChain, TestWalletController, TestWalletEip5792 } from './wallet/types'

/** Refusals a mock wallet starts with (wagmi's `mock` connector `features`); each answers 4001 every time. */
export interface MockConnectorFeatures {
  /** Already connected (the app reconnects to it). */
  defaultConnected?: boolean
  /** Refuse to connect. */
  connectError?: boolean
  /** Refuse to switch chains. */
  switchChainError?: boolean
  /** Refuse `personal_sign`. */
  signMessageError?: boolean
  /** Refuse `eth_signTypedData_v4`. */
  signTypedDataError?: boolean
}

/** Parameters of {@link mockConnector}. */
export interface MockConnectorParameters {
  /** Private keys of its accounts. Default: anvil's first development account. */
  accounts?: readonly Hex[]
  /** Chain it starts on. Default: the first of `chains`. */
  chainId?: number
  /** Chains it knows. Default: `chainId` (or 1) at http://127.0.0.1:8545, enough for signing without a node. */
  chains?: readonly TestChain[]
  /** Refusals it starts with. */
  features?: MockConnectorFeatures
  /** EIP-5792 batching. Default `'none'`. */
  eip5792?: TestWalletEip5792
  /** Answer ERC-7846 `wallet_connect` with a signed sign-in (one approval). Default false (-32601). */
  signInWithEthereum?: boolean
  /** Name listed in the connect modal. Default 'Mock Wallet'. */
  name?: string
  /** Connector id and EIP-6963 rdns. Default 'dev.porch.mock'. */
  rdns?: string
}

/** A connector factory for `createConfig({ connectors })` that also carries the wallet's controller. */
export type MockConnector = CreateConnectorFn & {
  /** The wallet's side: refuse, hold, switch chain or accounts, disconnect, read the requests. */
  wallet: TestWalletController
}

/**
 * A connector for component tests without a browser (Vitest + Testing Library in jsdom):
 * the same wallet as `installTestWallet` (same state, refusals and controller) behind an
 * injected connector, so the real connect modal lists it and the real hooks drive it.
 */
export function mockConnector(parameters: MockConnectorParameters = {}): MockConnector {
  const chainId = parameters.chainId ?? parameters.chains?.[0]?.id ?? 1
  const chains = parameters.chains ?? [{ id: chainId, rpcUrl: 'http://127.0.0.1:8545' }]
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const features = parameters.features ?? {}
  const engine = createWalletEngine(
    { chains, chainId, connected: features.defaultConnected ?? false, eip5792: parameters.eip5792 ?? 'none', signInWithEthereum: parameters.signInWithEthereum ?? false, ...(parameters.accounts ? { accounts: parameters.accounts } : {}) },
    async ({ event, payload }) => listeners.get(event)?.forEach((l) => l(payload)),
  )
  const refusals: Array<[keyof MockConnectorFeatures, string]> = [
    ['connectError', 'eth_requestAccounts'],
    ['switchChainError', 'wallet_switchEthereumChain'],
    ['signMessageError', 'personal_sign'],
    ['signTypedDataError', 'eth_signTypedData_v4'],
  ]
  for (const [feature, method] of refusals) if (features[feature]) engine.controller.rejectAlways(method)
  const provider = {
    request: ({ method, params }: { method: string; params?: unknown }) => engine.request(method, params),
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
  } as unknown as EIP1193Provider
  const rdns = parameters.rdns ?? 'dev.porch.mock'
  const factory = injected({ id: rdns, rdns, name: parameters.name ?? 'Mock Wallet', provider })
  return Object.assign(factory, { wallet: engine.controller })
}

/** Parameters of {@link mock} (wagmi's `MockParameters`, booleans for its refusals). */
export interface MockParameters {
  /** Its accounts: anvil's development accounts (it signs with their keys, without a node). */
  accounts: readonly [Address, ...Address[]]
  /** Refusals it starts with (each answers 4001 every time), as wagmi's `features`. */
  features?: MockConnectorFeatures | undefined
}

/**
 * wagmi's `mock` connector under its name and shape: `mock({ accounts, features })` in
 * `createConfig({ connectors })`, on the config's chains. It is `@porch/kit/testing`'s `mockConnector`
 * wallet: the accounts must be anvil's development accounts, whose keys the wallet signs
 * with (wagmi's mock asks the chain's node to sign instead); another address is refused
 * here, with the way out. For the wallet's controller (hold, switch, read requests), use
 * mockConnector.
 */
export function mock(parameters: MockParameters): CreateConnectorFn {
  const keys = parameters.accounts.map((address) => {
    const key = anvilPrivateKeys.find((k) => isAddressEqual(privateKeyToAccount(k).address, address))
    if (!key) {
      throw new Error(
        `mock signs with anvil's development keys, and ${address} is not one of their accounts. Use one of ${anvilPrivateKeys.map((k) => privateKeyToAccount(k).address).join(', ')}, or mockConnector({ accounts: [privateKey] }) from @porch/kit/testing.`,
      )
    }
    return key
  })
  // The config's chains, at their own node URLs (reads and sends go there; signing does not).
  return (ctx) =>
    mockConnector({
      accounts: keys,
      chains: ctx.chains.map((c) => ({ id: c.id, rpcUrl: c.rpcUrls.default.http[0] ?? 'http://127.0.0.1:8545' })),
      ...(parameters.features ? { features: parameters.features } : {}),
    })(ctx)
}

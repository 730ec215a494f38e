/**
 * wagmi's documentation examples for its config, storage, transports and provider, with
 * only the import path changed ('wagmi' -> '@porch/kit/react'; 'wagmi/chains' is viem's
 * chains, which the kit takes from 'viem/chains'): they must type-check (tsc includes
 * test/). Nothing renders here; the behaviour is tested in test/core/config/.
 */
import type { ReactNode } from 'react'
import { mainnet, sepolia } from 'viem/chains'
import { describe, expectTypeOf, it } from 'vitest'
import {
  cookieStorage,
  cookieToInitialState,
  createConfig,
  createConnector,
  createStorage,
  deserialize,
  fallback,
  http,
  injected,
  noopStorage,
  parseCookie,
  serialize,
  useConfig,
  version,
  webSocket,
  Hydrate,
  WagmiProvider,
  type Config,
  type State,
} from '@porch/kit/react'

// createConfig (Getting Started)
export const config = createConfig({
  chains: [mainnet, sepolia],
  transports: {
    [mainnet.id]: http(),
    [sepolia.id]: http(),
  },
})

// TypeScript: register the config: test/types/register/ (a Register is global to its program)

// WagmiProvider
export function App({ children }: { children: ReactNode }) {
  return <WagmiProvider config={config}>{children}</WagmiProvider>
}

// createConfig: connectors, multiInjectedProviderDiscovery, ssr, storage, syncConnectedChain, batch, pollingInterval, cacheTime
export const full = createConfig({
  chains: [mainnet, sepolia],
  connectors: [injected()],
  multiInjectedProviderDiscovery: false,
  ssr: true,
  storage: createStorage({ storage: noopStorage }),
  syncConnectedChain: false,
  batch: { multicall: true },
  cacheTime: 4_000,
  pollingInterval: 4_000,
  transports: {
    [mainnet.id]: fallback([http('https://foo.bar'), http('https://baz.bar')]),
    [sepolia.id]: webSocket('wss://foo.bar'),
  },
})

// Per-chain client options
export const perChain = createConfig({
  chains: [mainnet, sepolia],
  batch: { multicall: { batchSize: 1_024, wait: 16 } },
  pollingInterval: { [mainnet.id]: 4_000, [sepolia.id]: 1_000 },
  transports: { [mainnet.id]: http(), [sepolia.id]: http() },
})

// createStorage
export const makeStorage = () => createStorage({ storage: localStorage, key: 'myapp' })

// SSR (cookies): app/config.ts
export function getConfig() {
  return createConfig({
    chains: [mainnet, sepolia],
    ssr: true,
    storage: createStorage({
      storage: cookieStorage,
    }),
    transports: {
      [mainnet.id]: http(),
      [sepolia.id]: http(),
    },
  })
}

// SSR (cookies): app/layout.tsx (`headers` is Next.js's, from 'next/headers')
declare function headers(): Promise<{ get(name: string): string | null }>
export default async function RootLayout(props: { children: ReactNode }) {
  const initialState = cookieToInitialState(getConfig(), (await headers()).get('cookie'))
  return <Providers initialState={initialState}>{props.children}</Providers>
}

// SSR (cookies): app/providers.tsx
export function Providers(props: { children: ReactNode; initialState?: State | undefined }) {
  const cfg = getConfig()
  return (
    <WagmiProvider config={cfg} initialState={props.initialState}>
      {props.children}
    </WagmiProvider>
  )
}

// Hydrate, with wagmi's props
export function Hydrated(props: { children: ReactNode; initialState?: State | undefined }) {
  return (
    <Hydrate config={config} initialState={props.initialState} reconnectOnMount={false}>
      {props.children}
    </Hydrate>
  )
}

// createConnector (Creating Connectors)
export const myConnector = createConnector((config) => ({
  id: 'myConnector',
  name: 'My Connector',
  type: 'myConnector',
  async connect() {
    const chainId = config.chains[0].id
    return { accounts: ['0xd2135CfB216b74109775236E36d4b433F1DF507B' as const], chainId }
  },
  async disconnect() {},
  async getAccounts() {
    return ['0xd2135CfB216b74109775236E36d4b433F1DF507B' as const]
  },
  async getChainId() {
    return config.chains[0].id
  },
  async getProvider() {
    return undefined
  },
  async isAuthorized() {
    return (await config.storage.getItem('myConnector.connected')) === true
  },
  onAccountsChanged(accounts: string[]) {
    config.emitter.emit('change', { accounts: accounts as `0x${string}`[] })
  },
  onChainChanged(chainId: string) {
    config.emitter.emit('change', { chainId: Number(chainId) })
  },
  onDisconnect() {
    config.emitter.emit('disconnect')
  },
}))

// Utilities
export const text = serialize({ foo: 1n })
export const value = deserialize<{ foo: bigint }>(text)
export const cookieValue = parseCookie('wagmi.store=1', 'wagmi.store')

describe("wagmi's config snippets", () => {
  it('type-check; without Register useConfig returns the default Config, and a config carries its chains', () => {
    expectTypeOf(useConfig).returns.toEqualTypeOf<Config>()
    expectTypeOf(config.chains).toEqualTypeOf<readonly [typeof mainnet, typeof sepolia]>()
    expectTypeOf(config).toExtend<Config>()
    expectTypeOf(value.foo).toEqualTypeOf<bigint>()
    expectTypeOf(version).toEqualTypeOf<string>()
    expectTypeOf(cookieValue).toEqualTypeOf<string | undefined>()
  })

  it('refuse an option wagmi does not have, at compile time', () => {
    // Never called: the lines only have to (not) compile.
    const never = false as boolean
    if (never) {
      // @ts-expect-error createConfig has no option "foo"
      createConfig({ chains: [mainnet], foo: 1 })
      // @ts-expect-error createStorage has no option "serialize" here (the kit stores checked JSON)
      createStorage({ storage: cookieStorage, serialize: JSON.stringify })
    }
  })
})

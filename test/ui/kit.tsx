import { configure } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { defineChain, type Address, type Chain } from 'viem'
import { injected } from '../../lib/connectors/injected'
import { connect } from '../../lib/core/actions/connect'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import type { Locale } from '../../lib/core/i18n/locales'
import { EnsResolverContext } from '../../lib/react/ens/context'
import type { EnsResolver } from '../../lib/core/ens/types'
import { PorchProvider } from '../../lib/react/Provider'
import { useAccount } from '../../lib/react/useAccount'
import { WatchAssetsContext } from '../../lib/react/watchAssetsContext'
import type { WatchAsset } from '../../lib/react/watchAsset'
import { createTransactionStore } from '../../lib/core/transactions'
import { TransactionAccountContext, TransactionStoreContext } from '../../lib/react/transactions/context'
import type { TransactionStore } from '../../lib/core/transactions/types'
import { memoryBackend } from '../fixtures/storage'
import { createFakeWallet, type FakeWallet, type FakeWalletOptions } from '../fixtures/wallet'

// Real HTTP reads and lazy chunks on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5_000 })

export const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
export const EXPLORER = 'https://zkevm.polygonscan.com'
export const APP_NAME = 'Mango'
/** 12 345.6 ETH: big enough to be abbreviated ('12.3k ETH'). */
export const BALANCE_WEI = 12_345_600_000_000_000_000_000n

export function chainsFor(rpcUrl: string): readonly [Chain, Chain] {
  const eth = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
  return [
    defineChain({
      id: 1101,
      name: 'Polygon zkEVM',
      nativeCurrency: eth,
      rpcUrls: { default: { http: [rpcUrl] } },
      blockExplorers: { default: { name: 'PolygonScan', url: EXPLORER } },
    }),
    defineChain({
      id: 2442,
      name: 'Polygon zkEVM Cardona',
      nativeCurrency: eth,
      rpcUrls: { default: { http: [rpcUrl] } },
      blockExplorers: { default: { name: 'PolygonScan', url: 'https://cardona-zkevm.polygonscan.com' } },
    }),
  ]
}

/** Balance answers for the test RPC node. */
export function rpcHandler(method: string, params: unknown[]): unknown {
  if (method === 'eth_chainId') return '0x44d'
  if (method === 'eth_blockNumber') return '0x10'
  if (method === 'eth_getBalance') {
    const who = String(params[0]).toLowerCase()
    return who === ACCOUNT.toLowerCase() ? `0x${BALANCE_WEI.toString(16)}` : '0x0'
  }
  return undefined
}

/** An in-memory ENS resolver answering one name and avatar (the real one is tested by its owner). */
export function fakeEnsResolver(names: Record<string, string>, avatars: Record<string, string> = {}): EnsResolver {
  const listeners = new Set<() => void>()
  return {
    enabled: true,
    lookupName: async (a) => names[a.toLowerCase()],
    lookupAvatar: async (n) => avatars[n],
    peekName: (a) => names[a.toLowerCase()],
    peekAvatar: (n) => avatars[n],
    resolveAddress: async () => null,
    resolveText: async () => null,
    subscribe: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
  }
}

export interface TestKit {
  config: Config
  wallet: FakeWallet
  transactions: TransactionStore
  /** Connect through the injected connector, as the connect modal would. */
  connect(): Promise<void>
  Providers: (props: { children: ReactNode }) => ReactNode
}

export interface KitOptions extends Partial<FakeWalletOptions> {
  rpcUrl: string
  watchAssets?: WatchAsset[]
  ens?: EnsResolver
  /** Wraps the tree inside the kit providers (e.g. the modal provider). */
  wrap?: (children: ReactNode) => ReactNode
  /** The locale PorchProvider renders in (default English). */
  locale?: Locale
  /** Chains without `blockExplorers` (a local devnet). */
  noExplorer?: boolean
  /** Raw values in storage before the kit starts (e.g. `porch.transactions` stored by an older version). */
  stored?: Record<string, string>
  /** The config's chains (default: chainsFor(rpcUrl)). */
  chains?: readonly [Chain, ...Chain[]]
}

/** A real config (createConfig + injected connector) around a fake EIP-1193 wallet. */
export function createTestKit(o: KitOptions): TestKit {
  const wallet = createFakeWallet({
    address: o.address ?? ACCOUNT,
    chainId: o.chainId ?? 1101,
    knownChains: o.knownChains ?? [1101, 2442],
    canSwitch: o.canSwitch ?? true,
    strict: true,
  })
  const storage = createStorage({ backend: memoryBackend(o.stored) })
  const config = createConfig({
    chains: o.chains ?? (o.noExplorer ? (chainsFor(o.rpcUrl).map(({ blockExplorers: _, ...c }) => c) as unknown as ReturnType<typeof chainsFor>) : chainsFor(o.rpcUrl)),
    appName: APP_NAME,
    storage,
    connectors: [injected({ id: 'injected', name: 'Test Wallet', provider: wallet.provider })],
  })
  // No receipt client: stored transactions keep the status the test gives them.
  const transactions = createTransactionStore({ storage, getClient: () => undefined })

  function TxAccount({ children }: { children: ReactNode }) {
    const { address, chainId } = useAccount()
    return <TransactionAccountContext.Provider value={{ address, chainId }}>{children}</TransactionAccountContext.Provider>
  }
  function Providers({ children }: { children: ReactNode }) {
    const [assets] = useState(() => o.watchAssets ?? [])
    const inner = o.wrap ? o.wrap(children) : children
    return (
      <PorchProvider config={config} autoConnect={false} locale={o.locale}>
        <TransactionStoreContext.Provider value={transactions}>
          <TxAccount>
            <EnsResolverContext.Provider value={o.ens ?? null}>
              <WatchAssetsContext.Provider value={assets}>{inner}</WatchAssetsContext.Provider>
            </EnsResolverContext.Provider>
          </TxAccount>
        </TransactionStoreContext.Provider>
      </PorchProvider>
    )
  }
  return {
    config,
    wallet,
    transactions,
    async connect() {
      await connect(config, { connector: 'injected' })
    },
    Providers,
  }
}

/** A 32-byte hash per number. */
export const hashOf = (n: number): `0x${string}` => `0x${n.toString(16).padStart(64, '0')}`

/** navigator.clipboard stand-in (jsdom has none) that keeps what was written. */
export function installClipboard(nav: Navigator): { text(): string | undefined; fail(on: boolean): void } {
  let text: string | undefined
  let failing = false
  Object.defineProperty(nav, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (t: string) => {
        if (failing) throw new DOMException('Write permission denied.', 'NotAllowedError')
        text = t
      },
    },
  })
  return { text: () => text, fail: (on) => void (failing = on) }
}

/**
 * A devnet for the staking tests: fresh anvil + contracts, an HTTP proxy in front of the
 * node that counts JSON-RPC POSTs, and a kit config whose wallet signs with anvil key #0.
 */
import type { EIP1193Provider } from 'viem'
import { vi } from 'vitest'
import { createTestClient, http } from 'viem'
import { devnetWallet } from '../../lib/connectors/devnet'
import { injected } from '../../lib/connectors/injected'
import type { Eip1193 } from '../../lib/connectors/eip1193'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { memoryBackend } from '../fixtures/storage'
import type { CreateConnectorFn } from '../../lib/core/types'
import { startRpcProxy, type ProxyRecord, type RpcProxy } from '../../scripts/bench/rpcProxy'
import { startDevnet, DEV_PRIVATE_KEY, devnetChain, type Devnet } from '../../scripts/devnet'
import { tokensFor } from '../../src/config/tokens'
import { productionDeployment, type Deployment } from '../../src/config/deployment'

export interface Harness {
  devnet: Devnet
  /** URL of the counting proxy (use it as the chain's RPC URL). */
  rpcUrl: string
  /** One record per HTTP POST that went through the proxy (set length to 0 to reset). */
  posts: ProxyRecord[]
  /** The proxy itself, to make it fail on command. */
  proxy: RpcProxy
  deployment: Deployment
  tokens: ReturnType<typeof tokensFor>
  testClient: ReturnType<typeof makeTestClient>
  makeConfig(extra?: CreateConnectorFn[]): Config
  stop(): Promise<void>
}

function makeTestClient(rpcUrl: string) {
  return createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
}

export async function startHarness(): Promise<Harness> {
  const devnet = await startDevnet()
  const proxy = await startRpcProxy(devnet.anvil.rpcUrl)
  const posts = proxy.records
  const rpcUrl = proxy.url
  const d = devnet.deployment
  const deployment: Deployment = {
    ...productionDeployment,
    chainId: d.chainId,
    chainName: 'Mango devnet',
    rpcUrl,
    rpcUrls: [rpcUrl],
    mango: d.mango,
    usdc: d.usdc,
    pMango: d.pMango,
    treasury: d.treasury,
    multicall3: d.multicall3,
    devnet: true,
  }
  const chain = devnetChain(rpcUrl)
  const configs: Config[] = []
  return {
    devnet,
    rpcUrl,
    posts,
    proxy,
    deployment,
    tokens: tokensFor(deployment),
    testClient: makeTestClient(devnet.anvil.rpcUrl),
    makeConfig(extra = []) {
      const config = createConfig({
        chains: [chain],
        appName: 'Mango',
        pollingInterval: 50,
        storage: createStorage({ backend: memoryBackend() }),
        connectors: [devnetWallet({ privateKey: DEV_PRIVATE_KEY, chain, rpcUrl: devnet.anvil.rpcUrl }), ...extra],
      })
      configs.push(config)
      return config
    },
    async stop() {
      for (const c of configs) c.destroy()
      await proxy.stop()
      await devnet.stop()
    },
  }
}

/**
 * A wallet that passes everything to `inner` except eth_sendTransaction, which it answers
 * like a user pressing "Reject" (EIP-1193 code 4001).
 */
export function rejectingWallet(inner: () => Promise<EIP1193Provider>): CreateConnectorFn {
  const provider: Eip1193 = {
    on: () => undefined,
    removeListener: () => undefined,
    request: (async (args: { method: string; params?: unknown }) => {
      if (args.method === 'eth_sendTransaction') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return (await inner()).request(args as never)
    }) as Eip1193['request'],
  }
  return injected({ id: 'rejecting', name: 'Rejecting wallet', provider })
}

/** Points src/config at the harness's chain and contracts: it reads the deployment from VITE_* at import time, as the site does. */
export function stubSiteEnv(h: Harness): void {
  const d = h.deployment
  vi.stubEnv('VITE_RPC_URL', h.rpcUrl)
  vi.stubEnv('VITE_CHAIN_ID', String(d.chainId))
  vi.stubEnv('VITE_CHAIN_NAME', 'Mango devnet')
  vi.stubEnv('VITE_MANGO_ADDRESS', d.mango)
  vi.stubEnv('VITE_USDC_ADDRESS', d.usdc)
  vi.stubEnv('VITE_PMANGO_ADDRESS', d.pMango)
  vi.stubEnv('VITE_TREASURY_ADDRESS', d.treasury)
  vi.stubEnv('VITE_MULTICALL3_ADDRESS', d.multicall3)
}

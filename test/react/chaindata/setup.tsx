import { createClient, defineChain, http, type Address, type Chain, type Client, type Hash, type Hex, type Transport } from 'viem'
import { createConfig, type Config } from '../../../lib/core/config'
import { createStorage } from '../../../lib/core/storage'
import { connect } from '../../../lib/core/actions/connect'
import { PorchProvider } from '../../../lib/react/Provider'
import { mockConnector, type MockConnector } from '../../../lib/testing/mock'
import { startAnvil, type AnvilInstance } from '../../../scripts/anvil'
import { memoryBackend } from '../../fixtures/storage'

/** anvil's first development account: the mock wallet's, and the sender of the test transactions. */
export const FROM: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** One anvil, a config on it (chain 1101) with the mock wallet connected, and the node asked directly. */
export interface ChainDataNode {
  anvil: AnvilInstance
  config: Config
  /** A JSON-RPC request to the node itself: what the hooks are compared with. */
  rpc<T>(method: string, params?: unknown[]): Promise<T>
  /** A viem client on the node, for viem's own actions in the comparisons. */
  node: Client<Transport, Chain>
  /** The connected mock wallet's side: `wallet.requests()` lists what the wallet was asked. */
  wallet: MockConnector['wallet']
  /** Sends `value` wei from FROM to `to` (anvil mines it at once); resolves with its hash. */
  send(to: Address, value: bigint): Promise<Hash>
  /** The provider tree the hooks render in (refresh schedule far away: a test refreshes by hand). */
  wrap(children: React.ReactNode): React.ReactElement
  stop(): Promise<void>
}

export async function startChainDataNode(): Promise<ChainDataNode> {
  const anvil = await startAnvil()
  const chain = defineChain({ id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  const node = createClient({ chain, transport: http(anvil.rpcUrl) })
  const rpc = <T,>(method: string, params: unknown[] = []) => node.request({ method, params } as never) as Promise<T>
  const wallet = mockConnector({ chains: [{ id: 1101, rpcUrl: anvil.rpcUrl }] })
  const config = createConfig({ chains: [chain], appName: 'Test', connectors: [wallet], storage: createStorage({ backend: memoryBackend() }), pollingInterval: 50 })
  await connect(config, { connector: config.getConnectors()[0]! })
  return {
    anvil,
    config,
    rpc,
    node,
    wallet: wallet.wallet,
    send: (to, value) => rpc<Hash>('eth_sendTransaction', [{ from: FROM, to, value: `0x${value.toString(16)}` as Hex }]),
    wrap: (children) => (
      <PorchProvider config={config} autoConnect={false} refreshInterval={60_000}>
        {children}
      </PorchProvider>
    ),
    async stop() {
      config.destroy()
      await anvil.stop()
    },
  }
}

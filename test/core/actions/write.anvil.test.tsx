// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import { createClient, defineChain, http, parseEther, type Address, type Client, type EIP1193Provider, type Hash, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, type Config } from '../../../lib/core/config'
import { createStorage } from '../../../lib/core/storage'
import { createEmitter } from '../../../lib/core/emitter'
import type { ConnectorEvents, CreateConnectorFn } from '../../../lib/core/types'
import { connect } from '../../../lib/core/actions/connect'
import { sendTransaction } from '../../../lib/core/actions/sendTransaction'
import { writeContract } from '../../../lib/core/actions/writeContract'
import { waitForTransactionReceipt } from '../../../lib/core/actions/waitForTransactionReceipt'
import { ContractRevertedError } from '../../../lib/core/write/errors'
import { describeError } from '../../../lib/core/i18n/describeError'
import { PorchProvider } from '../../../lib/react/Provider'
import { useBalance } from '../../../lib/react/useBalance'
import { startAnvil, type AnvilInstance } from '../../../scripts/anvil'
import { memoryBackend } from '../../fixtures/storage'

/**
 * The write path against a real anvil: a reverting call is refused before the wallet is
 * asked, a sped-up transaction's receipt wait ends with the replacement, and a tracked
 * transaction's receipt refreshes the chain's reads at once.
 */
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const TO = '0x000000000000000000000000000000000000bEEF' as const
/** A contract whose every call reverts with Error("nope"). */
const REVERTER = '0x00000000000000000000000000000000000ba0ba' as const
const REVERTER_CODE = ('0x7f08c379a0' + '0'.repeat(56) + '600052' + '6020600452' + '6004602452' + '7f6e6f7065' + '0'.repeat(56) + '604452' + '60646000fd') as Hex
const POKE_ABI = [{ type: 'function', name: 'poke', inputs: [], outputs: [], stateMutability: 'nonpayable' }] as const

let anvil: AnvilInstance
let node: Client
let config: Config
/** Every request the app made to the wallet (methods), like an extension would see them. */
const walletCalls: string[] = []
const rpc = <T,>(method: string, params: unknown[] = []): Promise<T> => node.request({ method, params } as never) as Promise<T>

const testWallet: CreateConnectorFn = () => {
  const provider = {
    request: ({ method, params }: { method: string; params?: unknown }) => {
      walletCalls.push(method)
      return rpc(method, (params as unknown[]) ?? [])
    },
    on: () => undefined,
    removeListener: () => undefined,
  } as unknown as EIP1193Provider
  return {
    id: 'test',
    name: 'Test wallet',
    type: 'custom:test',
    emitter: createEmitter<ConnectorEvents>(),
    connect: async () => ({ accounts: [FROM], chainId: 1101 }),
    disconnect: async () => undefined,
    getAccounts: async () => [FROM],
    getChainId: async () => 1101,
    getProvider: async () => provider,
    isAuthorized: async () => true,
  }
}

beforeAll(async () => {
  anvil = await startAnvil()
  node = createClient({ transport: http(anvil.rpcUrl) })
  await rpc('anvil_setCode', [REVERTER, REVERTER_CODE])
  const chain = defineChain({ id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  config = createConfig({ chains: [chain], appName: 'Test', connectors: [testWallet], storage: createStorage({ backend: memoryBackend() }), pollingInterval: 50 })
  await connect(config, { connector: config.getConnectors()[0]! })
})
afterAll(async () => {
  config?.destroy()
  await anvil?.stop()
})
afterEach(cleanup)

describe('writes against anvil', () => {
  it('writeContract refuses a call that would revert, with its reason, before the wallet is asked', async () => {
    walletCalls.length = 0
    const error = await writeContract(config, { address: REVERTER, abi: POKE_ABI, functionName: 'poke' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContractRevertedError)
    expect((error as ContractRevertedError).reason).toBe('nope')
    // The message is for developers; users read describeError's sentence.
    expect(describeError(error)).toBe('The transaction would fail: nope.')
    expect(walletCalls).not.toContain('eth_sendTransaction')
  })

  it('waitForTransactionReceipt follows a speed-up to its receipt and says so', async () => {
    await rpc('evm_setAutomine', [false])
    try {
      const nonce = Number(await rpc<Hex>('eth_getTransactionCount', [FROM, 'pending']))
      const original = await sendTransaction(config, { to: TO, value: 1n, maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n, gas: 21_000n })
      const waiting = waitForTransactionReceipt(config, { hash: original, pollingInterval: 50 })
      // The user speeds it up in the wallet: same nonce, recipient and value, a higher fee.
      await new Promise((r) => setTimeout(r, 300))
      const faster = await rpc<Hash>('eth_sendTransaction', [
        { from: FROM, to: TO, value: '0x1', gas: '0x5208', nonce: `0x${nonce.toString(16)}`, maxFeePerGas: '0xee6b2800', maxPriorityFeePerGas: '0x77359400' },
      ])
      await new Promise((r) => setTimeout(r, 300))
      await rpc('evm_mine')
      const receipt = await waiting
      expect(receipt.transactionHash).toBe(faster)
      expect(receipt.status).toBe('success')
      expect(receipt.replacement).toMatchObject({ reason: 'repriced', replacedTransaction: original, transaction: faster })
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  })

  it('a tracked transaction refreshes the balance at its receipt, not at the next interval', async () => {
    let shown: bigint | undefined
    function Balance() {
      shown = useBalance({ address: TO }).data?.value
      return null
    }
    // The schedule alone would not refresh for a minute.
    render(
      <PorchProvider config={config} autoConnect={false} refreshInterval={60_000}>
        <Balance />
      </PorchProvider>,
    )
    await waitFor(() => expect(shown).toBeDefined(), { timeout: 10_000 })
    const before = shown!
    await sendTransaction(config, { to: TO, value: parseEther('1'), recent: { description: 'Send 1 ETH' } })
    await waitFor(() => expect(shown).toBe(before + parseEther('1')), { timeout: 10_000, interval: 20 })
    const list = config.transactions.getTransactions(FROM as Address, 1101)
    expect(list[0]).toMatchObject({ description: 'Send 1 ETH', status: 'confirmed' })
  })

  it('one refresh per transaction: the receipt wait and Recent Transactions both see it end, the chain is read again once', async () => {
    const refreshes: number[] = []
    const off = config.emitter.on('refresh', ({ chainId }) => void refreshes.push(chainId))
    // Recent Transactions follow their entries while started (the provider starts the store; the test before unmounted it).
    const stop = config.transactions.start()
    try {
      const hash = await sendTransaction(config, { to: TO, value: 1n, recent: { description: 'Send 1 wei' } })
      await waitForTransactionReceipt(config, { hash, pollingInterval: 50 })
      // Both followers have ended once the entry is confirmed: the store applies the end as it sees it.
      await waitFor(() => expect(config.transactions.getTransactions(FROM as Address, 1101).find((t) => t.kind === undefined && t.hash === hash)?.status).toBe('confirmed'), { timeout: 10_000, interval: 20 })
      expect(refreshes).toEqual([1101])
    } finally {
      stop()
      off()
    }
  })
})

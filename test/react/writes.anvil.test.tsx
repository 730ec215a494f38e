// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { createClient, defineChain, http, parseEther, parseTransaction, recoverTransactionAddress, type Client, type Hash, type Hex, type TransactionSerialized } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { connect } from '../../lib/core/actions/connect'
import { getAtomicSupport } from '../../lib/core/actions/getAtomicSupport'
import { sendCalls } from '../../lib/core/actions/sendCalls'
import { signTransaction } from '../../lib/core/actions/signTransaction'
import { sendTransactionSync } from '../../lib/core/actions/sendTransactionSync'
import { deployContract } from '../../lib/core/actions/deployContract'
import { sendCallsSync } from '../../lib/core/actions/sendCallsSync'
import { RequestTimeoutError, SignInRequiredError } from '../../lib/core/callErrors'
import { sendTransaction } from '../../lib/core/actions/sendTransaction'
import { waitForTransactionReceipt as waitForReceipt } from '../../lib/core/actions/waitForTransactionReceipt'
import { ContractRevertedError, TransactionRevertedError } from '../../lib/core/write/errors'
import { PorchProvider } from '../../lib/react/Provider'
import { useSignTransaction } from '../../lib/react/useSignTransaction'
import { useSendTransactionSync } from '../../lib/react/useSendTransactionSync'
import { useWriteContractSync } from '../../lib/react/useWriteContractSync'
import { useDeployContract } from '../../lib/react/useDeployContract'
import { useSendCallsSync } from '../../lib/react/useSendCallsSync'
import { useShowCallsStatus } from '../../lib/react/useShowCallsStatus'
import { useWaitForCallsStatus } from '../../lib/react/useWaitForCallsStatus'
import { useCapabilities } from '../../lib/react/useCapabilities'
import { useWatchAsset } from '../../lib/react/useWatchAsset'
import { UserRejectedRequestError } from '../../lib/core/errors'
import { mockConnector, type MockConnector } from '../../lib/testing/mock'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { memoryBackend } from '../fixtures/storage'

/**
 * wagmi 3's write and call hooks, each rendered in jsdom against a real anvil, through
 * the testing entry's wallet (mockConnector): what each returns, what reached the node,
 * and what the wallet was (not) asked.
 */
const TO = '0x000000000000000000000000000000000000bEEF' as const
/** A contract whose every call reverts with Error("nope"). */
const REVERTER = '0x00000000000000000000000000000000000ba0ba' as const
const REVERTER_CODE = ('0x7f08c379a0' + '0'.repeat(56) + '600052' + '6020600452' + '6004602452' + '7f6e6f7065' + '0'.repeat(56) + '604452' + '60646000fd') as Hex
const POKE_ABI = [{ type: 'function', name: 'poke', inputs: [], outputs: [], stateMutability: 'nonpayable' }] as const
/** Runtime code that returns 42 (as a uint256) to any call. */
const RUNTIME = '0x602a60005260206000f3' as const
/** Creation code: copies RUNTIME (10 bytes at offset 12) to memory and returns it; constructor arguments follow it, unread. */
const CREATION = `0x600a600c600039600a6000f3${RUNTIME.slice(2)}` as Hex
const DEPLOY_ABI = [{ type: 'constructor', inputs: [{ name: 'seed', type: 'uint256' }], stateMutability: 'nonpayable' }] as const

let anvil: AnvilInstance
let node: Client
let config: Config
let mock: MockConnector
const rpc = <T,>(method: string, params: unknown[] = []): Promise<T> => node.request({ method, params } as never) as Promise<T>

beforeAll(async () => {
  anvil = await startAnvil()
  node = createClient({ transport: http(anvil.rpcUrl) })
  await rpc('anvil_setCode', [REVERTER, REVERTER_CODE])
  const chain = defineChain({ id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  mock = mockConnector({ chains: [{ id: 1101, rpcUrl: anvil.rpcUrl }], eip5792: 'v2' })
  config = createConfig({ chains: [chain], appName: 'Test', connectors: [mock], storage: createStorage({ backend: memoryBackend() }), pollingInterval: 50 })
  await connect(config, { connector: config.getConnectors()[0]! })
})
afterAll(async () => {
  config?.destroy()
  await anvil?.stop()
})
afterEach(cleanup)

/** Renders `hook` inside the kit's provider; `current()` is its latest return value. */
function renderHook<T>(hook: () => T): { current: () => T } {
  let latest: T | undefined
  function Probe() {
    latest = hook()
    return null
  }
  render(
    <PorchProvider config={config} autoConnect={false}>
      <Probe />
    </PorchProvider>,
  )
  return { current: () => latest as T }
}

describe('write and call hooks against anvil (testing wallet)', () => {
  it('useSignTransaction: the wallet signs (eth_signTransaction), the raw transaction is mined with the fields asked', async () => {
    const hook = renderHook(() => useSignTransaction())
    let signed: Hex | undefined
    await act(async () => {
      signed = await hook.current().mutateAsync({ to: TO, value: 12_345n })
    })
    expect(hook.current().data).toBe(signed)
    expect(hook.current().isSuccess).toBe(true)
    expect(mock.wallet.requests('eth_signTransaction')).toHaveLength(1)
    // Signed, not sent: the node has not seen it until the app sends it.
    expect(mock.wallet.requests('eth_sendTransaction')).toHaveLength(0)
    const parsed = parseTransaction(signed!)
    expect(parsed).toMatchObject({ to: TO.toLowerCase(), value: 12_345n, chainId: 1101 })
    expect(await recoverTransactionAddress({ serializedTransaction: signed as TransactionSerialized })).toBe(mock.wallet.address)

    const hash = await rpc<Hash>('eth_sendRawTransaction', [signed])
    // anvil answers the raw send before its automine has run: wait for the block.
    const receipt = await waitForTransactionReceipt(node, { hash, pollingInterval: 50, timeout: 20_000 })
    expect(receipt.status).toBe('success')
    const tx = await rpc<{ from: string; to: string; value: Hex }>('eth_getTransactionByHash', [hash])
    expect({ from: tx.from, to: tx.to, value: BigInt(tx.value) }).toEqual({ from: mock.wallet.address.toLowerCase(), to: TO.toLowerCase(), value: 12_345n })
  })

  it('useSendTransactionSync resolves with the receipt: success, to the recipient, with the value sent', async () => {
    const hook = renderHook(() => useSendTransactionSync())
    const before = BigInt(await rpc<Hex>('eth_getBalance', [TO, 'latest']))
    await act(async () => {
      await hook.current().mutateAsync({ to: TO, value: parseEther('0.5') })
    })
    const receipt = hook.current().data!
    expect(receipt).toMatchObject({ status: 'success', to: TO.toLowerCase(), from: mock.wallet.address.toLowerCase(), chainId: 1101 })
    const tx = await rpc<{ value: Hex }>('eth_getTransactionByHash', [receipt.transactionHash])
    expect(BigInt(tx.value)).toBe(parseEther('0.5'))
    expect(BigInt(await rpc<Hex>('eth_getBalance', [TO, 'latest']))).toBe(before + parseEther('0.5'))
  })

  it('useSendTransactionSync: a receipt that reverts rejects with TransactionRevertedError', async () => {
    const hook = renderHook(() => useSendTransactionSync())
    let error: unknown
    await act(async () => {
      // A gas limit given by the app skips the estimate (the node's check): it is mined and reverts.
      error = await hook.current().mutateAsync({ to: REVERTER, gas: 50_000n }).catch((e: unknown) => e)
    })
    expect(error).toBeInstanceOf(TransactionRevertedError)
    expect(hook.current().error).toBe(error)
  })

  it('useWriteContractSync: a call that would revert rejects with the revert reason, and the wallet is never asked', async () => {
    const hook = renderHook(() => useWriteContractSync())
    const sent = mock.wallet.requests('eth_sendTransaction').length
    let error: unknown
    await act(async () => {
      error = await hook.current().mutateAsync({ address: REVERTER, abi: POKE_ABI, functionName: 'poke' }).catch((e: unknown) => e)
    })
    expect(error).toBeInstanceOf(ContractRevertedError)
    expect((error as ContractRevertedError).reason).toBe('nope')
    expect(hook.current().isError).toBe(true)
    expect(mock.wallet.requests('eth_sendTransaction')).toHaveLength(sent)
  })

  it('useWriteContractSync resolves with the receipt of a call that succeeds', async () => {
    const hook = renderHook(() => useWriteContractSync())
    await act(async () => {
      await hook.current().mutateAsync({ address: TO, abi: POKE_ABI, functionName: 'poke' })
    })
    expect(hook.current().data).toMatchObject({ status: 'success', to: TO.toLowerCase() })
  })

  it('useDeployContract: the transaction creates a contract whose code is the runtime, and it answers', async () => {
    const hook = renderHook(() => useDeployContract())
    await act(async () => {
      await hook.current().mutateAsync({ abi: DEPLOY_ABI, bytecode: CREATION, args: [7n] })
    })
    const hash = hook.current().data!
    const receipt = await waitForTransactionReceipt(node, { hash, pollingInterval: 50, timeout: 20_000 })
    expect(receipt.status).toBe('success')
    expect(receipt.to).toBeNull()
    expect(await rpc<Hex>('eth_getCode', [receipt.contractAddress, 'latest'])).toBe(RUNTIME)
    expect(BigInt(await rpc<Hex>('eth_call', [{ to: receipt.contractAddress }, 'latest']))).toBe(42n)
  })

  it('useDeployContract refuses a constructor that would revert before the wallet is asked', async () => {
    const hook = renderHook(() => useDeployContract())
    const sent = mock.wallet.requests('eth_sendTransaction').length
    let error: unknown
    await act(async () => {
      // Creation code that reverts at once (PUSH1 0 PUSH1 0 REVERT).
      error = await hook.current().mutateAsync({ abi: [], bytecode: '0x60006000fd' }).catch((e: unknown) => e)
    })
    expect(error).toBeInstanceOf(ContractRevertedError)
    expect(mock.wallet.requests('eth_sendTransaction')).toHaveLength(sent)
  })

  it('useCapabilities returns what the wallet said, per chain and for one chain, and fills the atomic-support cache', async () => {
    const all = renderHook(() => useCapabilities())
    const one = renderHook(() => useCapabilities({ chainId: 1101 }))
    await waitFor(() => expect(all.current().isSuccess && one.current().isSuccess).toBe(true), { timeout: 10_000 })
    expect(all.current().data).toEqual({ 1101: { atomic: { status: 'supported' } } })
    expect(one.current().data).toEqual({ atomic: { status: 'supported' } })
    const asked = mock.wallet.requests('wallet_getCapabilities').length
    expect(await getAtomicSupport(config, { chainId: 1101 })).toBe('supported')
    expect(mock.wallet.requests('wallet_getCapabilities')).toHaveLength(asked)
  })

  it('useSendCallsSync resolves with the final status of a real bundle', async () => {
    const hook = renderHook(() => useSendCallsSync())
    const before = BigInt(await rpc<Hex>('eth_getBalance', [TO, 'latest']))
    await act(async () => {
      await hook.current().mutateAsync({ calls: [{ to: TO, value: 1_000n }, { to: TO, value: 2_000n }] })
    })
    const state = hook.current().data!
    expect(state).toMatchObject({ status: 'success', statusCode: 200, atomic: true })
    expect(state.receipts!.length).toBeGreaterThan(0)
    for (const receipt of state.receipts!) {
      expect(receipt.status).toBe('success')
      expect((await rpc<{ status: Hex }>('eth_getTransactionReceipt', [receipt.transactionHash])).status).toBe('0x1')
    }
    expect(BigInt(await rpc<Hex>('eth_getBalance', [TO, 'latest']))).toBe(before + 3_000n)
  })

  it('useWaitForCallsStatus waits for a bundle sent with sendCalls; useShowCallsStatus asks the wallet to show it', async () => {
    const { id } = await sendCalls(config, { calls: [{ to: TO, value: 5n }] })
    const wait = renderHook(() => useWaitForCallsStatus({ id, pollingInterval: 50 }))
    await waitFor(() => expect(wait.current().data?.status).toBe('success'), { timeout: 10_000 })
    expect(wait.current().data!.receipts).toHaveLength(1)

    const show = renderHook(() => useShowCallsStatus())
    await act(async () => {
      await show.current().mutateAsync({ id })
    })
    expect(show.current().isSuccess).toBe(true)
    expect(mock.wallet.requests('wallet_showCallsStatus').map((r) => r.params)).toEqual([[id]])
  })

  it('useWatchAsset is a mutation: the wallet gets EIP-747 parameters and says true; a decline is a UserRejectedRequestError', async () => {
    const hook = renderHook(() => useWatchAsset())
    const token = { type: 'ERC20', options: { address: REVERTER, symbol: 'TKN', decimals: 6, image: 'https://example.org/tkn.svg' } } as const
    await act(async () => {
      await hook.current().mutateAsync(token)
    })
    expect(hook.current().data).toBe(true)
    expect(mock.wallet.requests('wallet_watchAsset').at(-1)?.params).toEqual(token)
    mock.wallet.rejectNext('wallet_watchAsset')
    let error: unknown
    await act(async () => {
      error = await hook.current().mutateAsync(token).catch((e: unknown) => e)
    })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(hook.current().isError).toBe(true)
  })

  it('waitForTransactionReceipt with checkReplacement: false waits for its own hash only (viem\'s option)', async () => {
    await rpc('evm_setAutomine', [false])
    try {
      const from = mock.wallet.address
      const nonce = Number(await rpc<Hex>('eth_getTransactionCount', [from, 'pending']))
      const original = await sendTransaction(config, { to: TO, value: 1n, gas: 21_000n, maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n })
      const ownHashOnly = waitForReceipt(config, { hash: original, checkReplacement: false, pollingInterval: 50, timeout: 3_000 }).catch((e: unknown) => e)
      const followed = waitForReceipt(config, { hash: original, pollingInterval: 50, timeout: 20_000 })
      // The user speeds it up: the same nonce at a higher fee is what gets mined.
      await new Promise((r) => setTimeout(r, 300))
      await rpc<Hash>('eth_sendTransaction', [{ from, to: TO, value: '0x1', gas: '0x5208', nonce: `0x${nonce.toString(16)}`, maxFeePerGas: '0xee6b2800', maxPriorityFeePerGas: '0x77359400' }])
      await new Promise((r) => setTimeout(r, 300))
      await rpc('evm_mine')
      // Followed by nonce (the default), the wait ends with the speed-up's receipt; without, it never sees one.
      await expect(followed).resolves.toMatchObject({ status: 'success', replacement: { reason: 'repriced' } })
      expect(await ownHashOnly).toBeInstanceOf(RequestTimeoutError)
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  })

  it('each write refuses with SignInRequiredError while sign-in is pending, and the wallet is not asked', async () => {
    const asked = mock.wallet.requests().length
    config.store.setState((s) => ({ ...s, status: 'unauthenticated' }))
    try {
      const writes = [
        signTransaction(config, { to: TO, value: 1n }),
        sendTransactionSync(config, { to: TO, value: 1n }),
        deployContract(config, { abi: DEPLOY_ABI, bytecode: CREATION, args: [1n] }),
        sendCallsSync(config, { calls: [{ to: TO, value: 1n }] }),
      ]
      for (const write of writes) await expect(write).rejects.toBeInstanceOf(SignInRequiredError)
      expect(mock.wallet.requests()).toHaveLength(asked)
    } finally {
      config.store.setState((s) => ({ ...s, status: 'connected' }))
    }
  })
})

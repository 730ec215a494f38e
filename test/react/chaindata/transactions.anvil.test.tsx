// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import type { Address, Hash, Hex, RpcTransaction, RpcTransactionReceipt } from 'viem'
import { prepareTransactionRequest } from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useBlock, type UseBlockReturnType } from '../../../lib/react/useBlock'
import { useBlockNumber } from '../../../lib/react/useBlockNumber'
import { useBlockTransactionCount } from '../../../lib/react/useBlockTransactionCount'
import { usePrepareTransactionRequest, type UsePrepareTransactionRequestReturnType } from '../../../lib/react/usePrepareTransactionRequest'
import { useTransaction, type UseTransactionReturnType } from '../../../lib/react/useTransaction'
import { useTransactionConfirmations, type UseTransactionConfirmationsReturnType } from '../../../lib/react/useTransactionConfirmations'
import { useTransactionCount, type UseTransactionCountReturnType } from '../../../lib/react/useTransactionCount'
import { useTransactionReceipt, type UseTransactionReceiptReturnType } from '../../../lib/react/useTransactionReceipt'
import { useRefresh } from '../../../lib/react/useQuery'
import { FROM, startChainDataNode, type ChainDataNode } from './setup'

/**
 * The transaction and block hooks against a real anvil: a transfer sent by anvil's first
 * account, then each hook's answer compared with what the node says when asked directly.
 */
const TO: Address = '0x000000000000000000000000000000000000bEEF'
const WIDE = { timeout: 10_000 }

let chain: ChainDataNode
let hash: Hash
beforeAll(async () => {
  chain = await startChainDataNode()
  hash = await chain.send(TO, 1234n)
})
afterAll(async () => chain?.stop())
afterEach(cleanup)

describe('a sent transaction, as the hooks show it', () => {
  it('useTransaction and useTransactionReceipt are the node\'s transaction and receipt, with the chain id', async () => {
    const seen: { tx?: UseTransactionReturnType; receipt?: UseTransactionReceiptReturnType } = {}
    function Reads() {
      seen.tx = useTransaction({ hash })
      seen.receipt = useTransactionReceipt({ hash })
      return null
    }
    render(chain.wrap(<Reads />))
    const tx = await chain.rpc<RpcTransaction>('eth_getTransactionByHash', [hash])
    const receipt = await chain.rpc<RpcTransactionReceipt>('eth_getTransactionReceipt', [hash])
    await waitFor(() => expect(seen.tx?.data && seen.receipt?.data).toBeTruthy(), WIDE)
    expect(seen.tx!.data).toMatchObject({ hash, from: tx.from, to: tx.to, value: BigInt(tx.value), nonce: Number(tx.nonce), blockNumber: BigInt(tx.blockNumber!), chainId: 1101 })
    expect(seen.receipt!.data).toMatchObject({
      transactionHash: hash,
      status: 'success',
      blockNumber: BigInt(receipt.blockNumber),
      gasUsed: BigInt(receipt.gasUsed),
      chainId: 1101,
    })
  })

  it('useTransactionReceipt of a hash the node does not know is an error, not an endless load', async () => {
    let state: UseTransactionReceiptReturnType | undefined
    function Reads() {
      state = useTransactionReceipt({ hash: `0x${'ab'.repeat(32)}` })
      return null
    }
    render(chain.wrap(<Reads />))
    await waitFor(() => expect(state?.status).toBe('error'), WIDE)
    expect(state!.error?.name).toBe('TransactionReceiptNotFoundError')
  })

  it('useTransactionConfirmations counts the blocks since, by hash or by receipt, and grows as blocks are mined', async () => {
    const receipt = await chain.rpc<RpcTransactionReceipt>('eth_getTransactionReceipt', [hash])
    const byHash: { current?: UseTransactionConfirmationsReturnType } = {}
    const byReceipt: { current?: UseTransactionConfirmationsReturnType } = {}
    const fullReceipt = { transactionHash: hash, blockNumber: BigInt(receipt.blockNumber) } as never
    function Reads() {
      byHash.current = useTransactionConfirmations({ hash })
      byReceipt.current = useTransactionConfirmations({ transactionReceipt: fullReceipt })
      return null
    }
    const expected = async () => BigInt(await chain.rpc<Hex>('eth_blockNumber')) - BigInt(receipt.blockNumber) + 1n
    render(chain.wrap(<Reads />))
    const first = await expected()
    await waitFor(() => expect([byHash.current?.data, byReceipt.current?.data]).toEqual([first, first]), WIDE)
    await chain.rpc('anvil_mine', ['0x2'])
    await act(async () => {
      await byHash.current!.refetch()
      await byReceipt.current!.refetch()
    })
    const later = await expected()
    expect(later).toBe(first + 2n)
    expect([byHash.current!.data, byReceipt.current!.data]).toEqual([later, later])
  })
})

describe('blocks', () => {
  it('useBlock({ watch: true }) is the latest block and follows each new one, with its transactions; useBlockNumber takes wagmi\'s watch object', async () => {
    let block: UseBlockReturnType | undefined
    let number: bigint | undefined
    function Latest() {
      block = useBlock({ watch: true })
      number = useBlockNumber({ scopeKey: 'own', watch: { pollingInterval: 30 } }).data
      return null
    }
    render(chain.wrap(<Latest />))
    const now = BigInt(await chain.rpc<Hex>('eth_blockNumber'))
    await waitFor(() => expect(block?.data?.number).toBe(now), WIDE)
    expect(block!.data!.chainId).toBe(1101)
    const next = await chain.send(TO, 1n)
    await waitFor(() => expect(block?.data?.number).toBe(now + 1n), WIDE)
    expect(block!.data!.transactions).toEqual([next])
    await waitFor(() => expect(number).toBe(now + 1n), WIDE)
    const nodeBlock = await chain.rpc<{ hash: Hash }>('eth_getBlockByNumber', ['latest', false])
    expect(block!.data!.hash).toBe(nodeBlock.hash)
  })

  it('useBlock by number with includeTransactions, and useBlockTransactionCount, are the node\'s', async () => {
    const receipt = await chain.rpc<RpcTransactionReceipt>('eth_getTransactionReceipt', [hash])
    const blockNumber = BigInt(receipt.blockNumber)
    const seen: { block?: UseBlockReturnType<true>; count?: number; latestCount?: number } = {}
    function Reads() {
      seen.block = useBlock({ blockNumber, includeTransactions: true })
      seen.count = useBlockTransactionCount({ blockNumber }).data
      seen.latestCount = useBlockTransactionCount().data
      return null
    }
    render(chain.wrap(<Reads />))
    const count = Number(await chain.rpc<Hex>('eth_getBlockTransactionCountByNumber', [`0x${blockNumber.toString(16)}`]))
    const latestCount = Number(await chain.rpc<Hex>('eth_getBlockTransactionCountByNumber', ['latest']))
    await waitFor(() => expect(seen).toMatchObject({ count, latestCount }), WIDE)
    await waitFor(() => expect(seen.block?.data?.number).toBe(blockNumber), WIDE)
    expect(seen.block!.data!.transactions.map((t) => [t.hash, t.value])).toEqual([[hash, 1234n]])
  })
})

describe('the account\'s next transaction', () => {
  it('useTransactionCount is the node\'s nonce, and follows a new transaction', async () => {
    let count: UseTransactionCountReturnType | undefined
    function Reads() {
      count = useTransactionCount({ address: FROM })
      return null
    }
    render(chain.wrap(<Reads />))
    const nonce = Number(await chain.rpc<Hex>('eth_getTransactionCount', [FROM, 'latest']))
    await waitFor(() => expect(count?.data).toBe(nonce), WIDE)
    await chain.send(TO, 1n)
    await act(async () => void (await count!.refetch()))
    expect(count!.data).toBe(nonce + 1)
  })

  it('usePrepareTransactionRequest fills nonce, gas and fees for the connected account from the node, without asking the wallet', async () => {
    let prepared: UsePrepareTransactionRequestReturnType | undefined
    function Prepare() {
      prepared = usePrepareTransactionRequest({ to: TO, value: 5n })
      return null
    }
    const asked = chain.wallet.requests().length
    render(chain.wrap(<Prepare />))
    await waitFor(() => expect(prepared?.data).toBeDefined(), WIDE)
    const nonce = Number(await chain.rpc<Hex>('eth_getTransactionCount', [FROM, 'pending']))
    const gas = BigInt(await chain.rpc<Hex>('eth_estimateGas', [{ from: FROM, to: TO, value: '0x5' }]))
    // The fees: what viem's own prepareTransactionRequest makes of the node's answers at this block.
    const reference = await prepareTransactionRequest(chain.node, { account: FROM, to: TO, value: 5n })
    expect(prepared!.data).toMatchObject({ from: FROM, to: TO, value: 5n, nonce, gas, chainId: 1101, type: 'eip1559' })
    expect(prepared!.data).toMatchObject({ maxFeePerGas: reference.maxFeePerGas, maxPriorityFeePerGas: reference.maxPriorityFeePerGas })
    expect(chain.wallet.requests().slice(asked)).toEqual([])
  })
})

describe('a pending transaction turns final', () => {
  it('useTransaction and useTransactionReceipt follow it with the chain\'s refresh until mined, then are final (no longer re-read)', async () => {
    await chain.rpc('evm_setAutomine', [false])
    const pending = await chain.send(TO, 7n)
    const seen: { tx?: UseTransactionReturnType; receipt?: UseTransactionReceiptReturnType; refresh?: () => Promise<boolean> } = {}
    function Reads() {
      seen.tx = useTransaction({ hash: pending })
      seen.receipt = useTransactionReceipt({ hash: pending })
      seen.refresh = useRefresh()
      return null
    }
    render(chain.wrap(<Reads />))
    await waitFor(() => expect(seen.tx?.data?.blockNumber).toBeNull(), WIDE)
    await waitFor(() => expect(seen.receipt?.error?.name).toBe('TransactionReceiptNotFoundError'), WIDE)
    const beforeMining = await chain.rpc<Hex>('evm_snapshot')
    await chain.rpc('evm_mine')
    const mined = BigInt((await chain.rpc<RpcTransaction>('eth_getTransactionByHash', [pending])).blockNumber!)
    await act(async () => void (await seen.refresh!()))
    expect(seen.tx!.data!.blockNumber).toBe(mined)
    expect(seen.receipt!.data).toMatchObject({ transactionHash: pending, blockNumber: mined, status: 'success' })
    // Undo the block: a read that were still refreshed would now see the transaction pending again.
    await chain.rpc('evm_revert', [beforeMining])
    expect((await chain.rpc<RpcTransaction | null>('eth_getTransactionByHash', [pending]))?.blockNumber ?? null).toBeNull()
    await act(async () => void (await seen.refresh!()))
    expect(seen.tx).toMatchObject({ status: 'success', error: null, data: { blockNumber: mined } })
    expect(seen.receipt).toMatchObject({ status: 'success', error: null, data: { blockNumber: mined } })
    await chain.rpc('evm_setAutomine', [true])
  })
})

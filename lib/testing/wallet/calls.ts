import type { Hex } from 'viem'
import { hex, nodeRequest, parseChainId, walletError } from './rpc'

/** One call of a `wallet_sendCalls` bundle (EIP-5792). */
interface BundleCall {
  to: Hex
  data?: Hex
  value?: Hex
}

interface Bundle {
  hashes: Hex[]
  chainId: number
  rpcUrl: string
}

interface Receipt {
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/** A generous fixed limit, so a later call needs no estimate against an earlier one's effects. */
const CALL_GAS = 500_000n
/** Too little for any contract call: the call is mined and reverts. */
export const LOW_GAS = 30_000n

/**
 * EIP-5792 bundles on a development node (anvil, Hardhat): the calls run as ordinary
 * transactions; if one reverts, the chain goes back to before the bundle (evm_snapshot /
 * evm_revert) and only the reverted call is mined again, which is what an atomic batch that
 * reverts looks like (status 500). Bundles are remembered for `wallet_getCallsStatus`.
 */
export function createBundles() {
  const bundles = new Map<string, Bundle>()
  const randomId = () => hex(BigInt(`0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')}`))

  async function receiptOf(rpcUrl: string, hash: Hex): Promise<Receipt | null> {
    // The node mines at once, but a receipt can lag behind the hash under load.
    for (let i = 0; i < 100; i++) {
      const receipt = (await nodeRequest(rpcUrl, 'eth_getTransactionReceipt', [hash])) as Receipt | null
      if (receipt) return receipt
      await new Promise((done) => setTimeout(done, 50))
    }
    return null
  }

  return {
    async send(
      request: Record<string, unknown>,
      at: { chainId: number; rpcUrl: string },
      failLast: boolean,
      send: (call: BundleCall, gas: bigint) => Promise<Hex>,
    ): Promise<{ id: string }> {
      if (parseChainId(request.chainId) !== at.chainId) throw walletError(5710, 'Unsupported chain id')
      const calls = Array.isArray(request.calls) ? (request.calls as BundleCall[]) : []
      if (calls.length === 0) throw walletError(-32602, 'wallet_sendCalls expects at least one call.')
      const snapshot = await nodeRequest(at.rpcUrl, 'evm_snapshot', [])
      const gasOf = (i: number) => (failLast && i === calls.length - 1 ? LOW_GAS : CALL_GAS)
      let hashes: Hex[] = []
      for (const [i, call] of calls.entries()) hashes.push(await send(call, gasOf(i)))
      const receipts = await Promise.all(hashes.map((h) => receiptOf(at.rpcUrl, h)))
      const failedAt = receipts.findIndex((r) => r?.status === '0x0')
      if (failedAt >= 0) {
        await nodeRequest(at.rpcUrl, 'evm_revert', [snapshot])
        hashes = [await send(calls[failedAt]!, gasOf(failedAt))]
      }
      const id = randomId()
      bundles.set(id, { hashes, ...at })
      return { id }
    },

    async status(id: unknown) {
      const bundle = typeof id === 'string' ? bundles.get(id) : undefined
      if (!bundle) throw walletError(5730, 'Unknown bundle id')
      const receipts = (await Promise.all(bundle.hashes.map((h) => nodeRequest(bundle.rpcUrl, 'eth_getTransactionReceipt', [h])))) as Array<Receipt | null>
      const done = receipts.filter((r): r is Receipt => r !== null)
      const status = done.length < receipts.length ? 100 : done.every((r) => r.status === '0x1') ? 200 : done.every((r) => r.status === '0x0') ? 500 : 600
      return {
        version: '2.0.0',
        id,
        chainId: hex(bundle.chainId),
        status,
        atomic: true,
        receipts: done.map((r) => ({ logs: [], status: r.status, blockHash: r.blockHash, blockNumber: r.blockNumber, gasUsed: r.gasUsed, transactionHash: r.transactionHash })),
      }
    },
  }
}

import type { Address, Chain, Hex } from 'viem'
import { RPC_DEFAULTS } from '../transport/defaults'
import { decodeAggregate3Result, decodeRevertReason, decodeUint256, encodeAggregate3Args, encodeCall } from './abi'
import { AbiDecodeError, ContractReadError } from './errors'
import { multicall3Selectors } from './selectors'
import type { Reader, ReadCall } from './types'
import type { RpcRequest } from '../transport/types'

export interface CreateReaderParameters {
  /** The chain's id, and its Multicall3 address (chain.contracts.multicall3) if it has one. */
  chain: Pick<Chain, 'id' | 'contracts'>
  /** How requests reach the node (rpcFor(url), or a viem Client's request). */
  request: RpcRequest
  /** Collect reads for this many ms before sending (default 16). */
  batchWait?: number
  /** At most this many calls per aggregate3 (default 1024). */
  batchSize?: number
  /** False: never Multicall3, each read its own eth_call (createConfig's `batch: { multicall: false }`). Default true. */
  multicall?: boolean
}

/** A queued read: its eth_call form (for Multicall3) and its plain JSON-RPC form (without). */
interface Item {
  key: string
  call: ReadCall<unknown>
  /** Without Multicall3: the JSON-RPC request and how to read its result; default eth_call of `call`. */
  direct?: { method: string; params: readonly unknown[]; parse(result: unknown): unknown }
  resolve(value: unknown): void
  reject(error: unknown): void
}

const toBigInt = (v: unknown): bigint => {
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]+$/.test(v)) throw new AbiDecodeError(`Expected a hex quantity, got ${JSON.stringify(v)}.`)
  return BigInt(v)
}

/** The single-call fallback for the block timestamp: the latest block's header. */
const latestBlockTimestamp = (block: unknown): bigint => toBigInt((block as { timestamp?: unknown } | null)?.timestamp)

export function createReader({ chain, request, batchWait = RPC_DEFAULTS.batchWait, batchSize = RPC_DEFAULTS.multicallBatchSize, multicall = true }: CreateReaderParameters): Reader {
  const multicall3 = multicall ? chain.contracts?.multicall3?.address : undefined
  const queue: Item[] = []

  const settle = (item: Item, success: boolean, data: Hex) => {
    const { to, data: callData, decode } = item.call
    if (!success) {
      const reason = decodeRevertReason(data)
      item.reject(new ContractReadError(to, callData, { revertData: data, reason: reason ? `reverted: ${reason}` : `reverted with ${data === '0x' ? 'no data' : data}` }))
      return
    }
    // A call to an address without code "succeeds" with empty data.
    if (data === '0x') return item.reject(new ContractReadError(to, callData, { reason: 'returned no data (is it a contract on this chain?)' }))
    try {
      item.resolve(decode(data))
    } catch (cause) {
      item.reject(new ContractReadError(to, callData, { reason: cause instanceof Error ? cause.message : 'could not decode the result', cause }))
    }
  }

  /** One aggregate3 for `groups` (each: the items asking for the same call). */
  const sendMulticall = (address: Address, groups: Item[][]) => {
    // Inside a promise so that a throw while encoding (bad call data) rejects these reads
    // instead of escaping the timer and leaving them pending.
    Promise.resolve()
      .then(() => {
        const args = encodeAggregate3Args(groups.map(([i]) => ({ target: i!.call.to, allowFailure: true, callData: i!.call.data })))
        return request('eth_call', [{ to: address, data: `${multicall3Selectors.aggregate3}${args.slice(2)}` }, 'latest'])
      })
      .then((returned) => {
        const results = decodeAggregate3Result(returned as Hex)
        if (results.length !== groups.length) throw new AbiDecodeError(`Multicall3 answered ${results.length} results for ${groups.length} calls.`)
        groups.forEach((group, i) => group.forEach((item) => settle(item, results[i]!.success, results[i]!.returnData)))
      })
      .catch((error: unknown) => {
        for (const item of groups.flat()) item.reject(error)
      })
  }

  const sendDirect = (group: Item[]) => {
    const { call, direct } = group[0]!
    const { method, params } = direct ?? { method: 'eth_call', params: [{ to: call.to, data: call.data }, 'latest'] }
    Promise.resolve()
      .then(() => request(method, params))
      .then(
      (result) => {
        for (const item of group) {
          if (!item.direct) settle(item, true, result as Hex)
          else {
            try {
              item.resolve(item.direct.parse(result))
            } catch (error) {
              item.reject(error)
            }
          }
        }
      },
      (error: unknown) => group.forEach((item) => item.reject(error)),
    )
  }

  const flush = () => {
    // Items asking for the same call share one sub-call; each still decodes on its own.
    const groups = new Map<string, Item[]>()
    for (const item of queue.splice(0)) groups.set(item.key, [...(groups.get(item.key) ?? []), item])
    const list = [...groups.values()]
    if (!multicall3) return list.forEach(sendDirect)
    // All chunks are sent in the same tick, so the HTTP client still puts them in one POST.
    for (let i = 0; i < list.length; i += batchSize) sendMulticall(multicall3, list.slice(i, i + batchSize))
  }

  const enqueue = <T>(key: string, call: ReadCall<T>, direct?: Item['direct']): Promise<T> =>
    new Promise<unknown>((resolve, reject) => {
      if (queue.length === 0) setTimeout(flush, batchWait)
      queue.push({ key, call: call as ReadCall<unknown>, direct, resolve, reject })
    }) as Promise<T>

  return {
    chainId: chain.id,
    read: (call) => enqueue(`call:${call.to.toLowerCase()}:${call.data.toLowerCase()}`, call),
    getBalance(address) {
      const call: ReadCall<bigint> = {
        to: multicall3 ?? address,
        data: encodeCall(multicall3Selectors.getEthBalance, [address]),
        decode: decodeUint256,
      }
      return enqueue(`balance:${address.toLowerCase()}`, call, { method: 'eth_getBalance', params: [address, 'latest'], parse: toBigInt })
    },
    getBlockTimestamp() {
      const call: ReadCall<bigint> = { to: multicall3 ?? '0x0000000000000000000000000000000000000000', data: multicall3Selectors.getCurrentBlockTimestamp, decode: decodeUint256 }
      return enqueue('timestamp', call, { method: 'eth_getBlockByNumber', params: ['latest', false], parse: latestBlockTimestamp })
    },
  }
}

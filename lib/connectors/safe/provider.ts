import { getAddress, type Address, type EIP1193Provider, type Hash } from 'viem'
import type { RpcRequest } from '../../core/transport/types'
import type { SafeMessenger } from '../../safe/messaging/client'
import type { BaseTransaction, SafeTransactionDetails } from '../../safe/messaging/types'
import { isTypedData } from '../../safe/messaging/validate'
import { toSafeTxProgress } from '../../safe/progress'
import { UserRejectedRequestError, WalletError } from '../../core/errors'
import { SafeHostError, SafeRequestTimeoutError } from '../../safe/messaging/errors'
import { toHexChainId } from '../eip1193'
import { SafeMethodNotSupportedError } from './errors'

/** Safe's answers as the kit's wallet errors: a closed prompt is a rejection; a timeout says what to check. */
function toWalletError(e: unknown): unknown {
  if (e instanceof SafeHostError && /rejected/i.test(e.message)) return new UserRejectedRequestError(e)
  if (e instanceof SafeRequestTimeoutError) {
    return new WalletError(`${e.message} Check your Safe's transaction queue before trying again.`, { cause: e })
  }
  if (e instanceof SafeHostError) return new WalletError(e.message, { cause: e })
  return e
}

/** Read methods answered by the site's own RPC node, not by Safe{Wallet}. */
const READS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
])

export interface SafeProviderOptions {
  messenger: SafeMessenger
  safeAddress: Address
  chainId: number
  /** The site's own JSON-RPC sender for the Safe's chain. */
  rpc: RpcRequest
  /** Transaction details by safeTxHash (host first, then the wallet-service). */
  getTransaction: (safeTxHash: Hash) => Promise<SafeTransactionDetails>
}

interface CallLike {
  to?: string
  data?: string
  value?: string | number | bigint
}

const wei = (value: CallLike['value']): string => (value === undefined || value === null ? '0' : BigInt(value).toString())
const toSafeTx = (call: CallLike): BaseTransaction => {
  if (typeof call.to !== 'string') throw new Error('Safe transactions need a "to" address (contract creation is not supported).')
  return { to: getAddress(call.to), value: wei(call.value), data: typeof call.data === 'string' ? call.data : '0x' }
}

/** EIP-5792 status codes (wallet_getCallsStatus). */
const CALLS_PENDING = 100
const CALLS_CONFIRMED = 200
const CALLS_OFFCHAIN_FAILURE = 400
const CALLS_REVERTED = 500

/**
 * The EIP-1193 provider of a Safe App: the Safe is the account, writes become Safe
 * proposals (sendTransactions), messages go to Safe's signing flow, reads go to the
 * app's own node. EIP-5792 batches are one proposal (e.g. approve + deposit): one signature round.
 */
export function createSafeProvider(o: SafeProviderOptions): EIP1193Provider {
  const chainHex = toHexChainId(o.chainId)
  const isSafe = (address: unknown) => typeof address === 'string' && address.toLowerCase() === o.safeAddress.toLowerCase()
  const checkAddress = (address: unknown) => {
    if (!isSafe(address)) throw new Error('The address or message hash is invalid')
  }

  const callsStatus = async (id: Hash) => {
    const progress = toSafeTxProgress(await o.getTransaction(id))
    const base = { version: '2.0.0', id, chainId: chainHex, atomic: true }
    if (progress.state === 'cancelled') return { ...base, status: CALLS_OFFCHAIN_FAILURE }
    if ((progress.state === 'executed' || progress.state === 'failed') && progress.txHash) {
      const receipt = (await o.rpc('eth_getTransactionReceipt', [progress.txHash])) as { status?: string } | null
      if (!receipt) return { ...base, status: CALLS_PENDING }
      const ok = receipt.status === '0x1' && progress.state === 'executed'
      return { ...base, status: ok ? CALLS_CONFIRMED : CALLS_REVERTED, receipts: [receipt] }
    }
    return { ...base, status: CALLS_PENDING }
  }

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const args = (Array.isArray(params) ? params : []) as unknown[]
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [o.safeAddress]
      case 'eth_chainId':
        return chainHex
      case 'net_version':
        return String(o.chainId)
      case 'wallet_switchEthereumChain': {
        // A Safe lives on one chain.
        const target = (args[0] as { chainId?: string } | undefined)?.chainId
        if (typeof target === 'string' && Number.parseInt(target, 16) === o.chainId) return null
        throw new SafeMethodNotSupportedError(method)
      }
      case 'eth_sendTransaction': {
        const { safeTxHash } = await o.messenger.sendTransactions({ txs: [toSafeTx((args[0] ?? {}) as CallLike)] })
        return safeTxHash
      }
      case 'personal_sign': {
        const [message, address] = args
        checkAddress(address)
        const res = await o.messenger.signMessage(message as string)
        return 'signature' in res ? res.signature : '0x'
      }
      case 'eth_signTypedData':
      case 'eth_signTypedData_v4': {
        const [address, raw] = args
        checkAddress(address)
        const typedData: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
        if (!isTypedData(typedData)) throw new Error('Invalid typed data')
        const res = await o.messenger.signTypedMessage(typedData)
        return 'signature' in res ? res.signature : '0x'
      }
      case 'wallet_getCapabilities': {
        // EIP-5792: keyed by chain; both the current and the legacy shape of atomic batching.
        const capabilities = { atomic: { status: 'supported' }, atomicBatch: { supported: true } }
        return { [chainHex]: capabilities }
      }
      case 'wallet_sendCalls': {
        const req = (args[0] ?? {}) as { chainId?: string; from?: string; calls?: CallLike[] }
        if (req.chainId !== undefined && Number.parseInt(String(req.chainId), 16) !== o.chainId) {
          throw Object.assign(new Error(`This Safe is on chain ${o.chainId}.`), { code: 5710 })
        }
        if (req.from !== undefined) checkAddress(req.from)
        const calls = Array.isArray(req.calls) ? req.calls : []
        const { safeTxHash } = await o.messenger.sendTransactions({ txs: calls.map(toSafeTx) })
        return { id: safeTxHash }
      }
      case 'wallet_getCallsStatus':
        return callsStatus(args[0] as Hash)
      default:
        if (READS.has(method)) return o.rpc(method, args)
        throw new SafeMethodNotSupportedError(method)
    }
  }
  const listeners = { on: () => undefined, removeListener: () => undefined }
  const guarded = async (args: { method: string; params?: unknown }) => {
    try {
      return await request(args)
    } catch (e) {
      throw toWalletError(e)
    }
  }
  return { request: guarded, ...listeners } as unknown as EIP1193Provider
}

import { getAddress, hexToString, isHex, type Address, type EIP1193Provider, type Hash, type Hex } from 'viem'
import type { RpcRequest } from '../../core/transport/types'
import type { SafeMessenger } from '../../core/safe/messaging/client'
import type { BaseTransaction, EIP712TypedData, SafeTransactionDetails, SignMessageResponse } from '../../core/safe/messaging/types'
import { isTypedData } from '../../core/safe/messaging/validate'
import { toSafeTxProgress } from '../../core/safe/progress'
import { CALLS_STATUS } from '../../core/calls/status'
import { UserRejectedRequestError, WalletError } from '../../core/errors'
import { SafeHostError, SafeRequestTimeoutError } from '../../core/safe/messaging/errors'
import { toHexChainId } from '../eip1193'
import { SafeMethodNotSupportedError } from './errors'
import { SafeMessageCancelledError } from '../../core/safe/messageErrors'
import { waitForSafeMessage, type SafeMessageProgress, type SafeMessageState } from './messageWait'
import type { PendingMessageStore, PendingSafeMessage, SafeMessageAnswer } from './pendingMessage'
import { safeMessageDataHash, signedOnChain } from './signedMessages'
import { isHash } from '../../core/hash'

/**
 * Safe's answers as the kit's wallet errors: a closed prompt is a rejection; a timeout or a
 * host error keeps its cause, which describeError words (a timeout says to check the queue).
 */
function toWalletError(e: unknown): unknown {
  if (e instanceof SafeHostError && /rejected/i.test(e.message)) return new UserRejectedRequestError(e)
  if (e instanceof SafeRequestTimeoutError || e instanceof SafeHostError) return new WalletError(e.message, { cause: e })
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
  /** The wallet-service's off-chain message; undefined when the service does not serve the chain. */
  serviceMessage?: (messageHash: Hash, signal: AbortSignal) => Promise<SafeMessageState | undefined>
  /** Where a message that waits for more owners is kept across reloads. */
  pending?: PendingMessageStore
  /** Called on every look at a message that waits for more owners. */
  onMessageProgress?: (progress: SafeMessageProgress) => void
  /** How long a message may wait for the owners (default 24 h, the server's window for contract signatures). */
  messageTimeoutMs?: number
  /** ms between two looks at a waiting message (default 4 s). */
  messagePollMs?: number
  now?: () => number
}

/** The Safe App provider: EIP-1193 plus a way to stop waiting for a Safe's owners. */
export type SafeProvider = EIP1193Provider & {
  /** Stop the wait for a message's owners: no further request; the signing call rejects with SafeMessageCancelledError. */
  cancelMessage(): void
  /** The message still waiting for the owners (kept across reloads), if any. */
  pendingMessage(): PendingSafeMessage | undefined
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

/**
 * The EIP-1193 provider of a Safe App: the Safe is the account, writes become Safe
 * proposals (sendTransactions), messages go to Safe's signing flow, reads go to the
 * app's own node. EIP-5792 batches are one proposal (e.g. approve + deposit): one signature round.
 */
export function createSafeProvider(o: SafeProviderOptions): SafeProvider {
  const chainHex = toHexChainId(o.chainId)
  const now = o.now ?? Date.now
  const timeoutMs = o.messageTimeoutMs ?? 24 * 60 * 60_000
  let waiting: AbortController | undefined

  const livePending = (): PendingSafeMessage | undefined => {
    const record = o.pending?.read()
    if (record && now() - record.startedAt >= timeoutMs) {
      o.pending?.clear()
      return undefined
    }
    return record
  }

  /** Wait until the Safe's owners have signed (`dataHash` is what ERC-1271 is asked about). */
  const follow = async (answer: SafeMessageAnswer, dataHash: Hash, startedAt: number): Promise<Hex> => {
    waiting?.abort()
    const controller = new AbortController()
    waiting = controller
    try {
      return await waitForSafeMessage({
        answer,
        signal: controller.signal,
        expiresAt: startedAt + timeoutMs,
        now,
        ...(o.messagePollMs === undefined ? {} : { intervalMs: o.messagePollMs }),
        onProgress: (progress) => {
          if (!controller.signal.aborted) o.onMessageProgress?.(progress)
        },
        sources: {
          ...(o.serviceMessage ? { serviceMessage: o.serviceMessage } : {}),
          hostSignature: (messageHash) => o.messenger.getOffChainSignature(messageHash, { timeoutMs: 10_000 }),
          transaction: o.getTransaction,
          signedOnChain: () => signedOnChain(o.rpc, { chainId: o.chainId, safe: o.safeAddress, dataHash }),
        },
      })
    } finally {
      if (waiting === controller) waiting = undefined
    }
  }

  /**
   * A message signed at once (a 1-of-n Safe) has its signature; otherwise follow Safe's
   * answer until the owners have signed, keeping it so a reload can pick the wait up.
   */
  const settle = async (text: string, res: SignMessageResponse, dataHash: Hash): Promise<Hex> => {
    if ('messageHash' in res && typeof res.signature === 'string' && isHex(res.signature) && res.signature.length > 2) return res.signature
    const answer: SafeMessageAnswer =
      'safeTxHash' in res ? { safeTxHash: checkHash(res.safeTxHash) } : { messageHash: checkHash(res.messageHash) }
    const startedAt = now()
    o.pending?.write(text, answer, startedAt)
    return finish(follow(answer, dataHash, startedAt), startedAt)
  }

  /** Forget the kept message once its wait is over, whichever way it ended (not a newer one). */
  const finish = async (wait: Promise<Hex>, startedAt: number): Promise<Hex> => {
    try {
      return await wait
    } finally {
      if (o.pending?.read()?.startedAt === startedAt) o.pending.clear()
    }
  }

  const signText = async (raw: unknown): Promise<Hex> => {
    if (typeof raw !== 'string') throw new Error('personal_sign needs a message.')
    const text = isHex(raw) ? hexToString(raw) : raw
    const dataHash = safeMessageDataHash(raw)
    // After a reload the same message is still waiting for the owners: follow it, do not ask Safe again.
    const kept = livePending()
    if (kept && kept.message === text) return finish(follow(kept.answer, dataHash, kept.startedAt), kept.startedAt)
    return settle(text, await o.messenger.signMessage(raw), dataHash)
  }

  const signTyped = async (typedData: EIP712TypedData): Promise<Hex> => {
    const text = JSON.stringify(typedData)
    const dataHash = safeMessageDataHash(typedData)
    const kept = livePending()
    if (kept && kept.message === text) return finish(follow(kept.answer, dataHash, kept.startedAt), kept.startedAt)
    return settle(text, await o.messenger.signTypedMessage(typedData), dataHash)
  }
  const isSafe = (address: unknown) => typeof address === 'string' && address.toLowerCase() === o.safeAddress.toLowerCase()
  const checkAddress = (address: unknown) => {
    if (!isSafe(address)) throw new Error('The address or message hash is invalid')
  }

  const callsStatus = async (id: Hash) => {
    const progress = toSafeTxProgress(await o.getTransaction(id))
    const base = { version: '2.0.0', id, chainId: chainHex, atomic: true }
    if (progress.state === 'cancelled') return { ...base, status: CALLS_STATUS.offchainFailure }
    if ((progress.state === 'executed' || progress.state === 'failed') && progress.txHash) {
      const receipt = (await o.rpc('eth_getTransactionReceipt', [progress.txHash])) as { status?: string } | null
      if (!receipt) return { ...base, status: CALLS_STATUS.pending }
      const ok = receipt.status === '0x1' && progress.state === 'executed'
      return { ...base, status: ok ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted, receipts: [receipt] }
    }
    return { ...base, status: CALLS_STATUS.pending }
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
        return signText(message)
      }
      case 'eth_signTypedData':
      case 'eth_signTypedData_v4': {
        const [address, raw] = args
        checkAddress(address)
        const typedData: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
        if (!isTypedData(typedData)) throw new Error('Invalid typed data')
        return signTyped(typedData)
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
  const cancelMessage = () => {
    if (!waiting) return
    waiting.abort(new SafeMessageCancelledError())
    waiting = undefined
    o.pending?.clear()
  }
  return { request: guarded, ...listeners, cancelMessage, pendingMessage: livePending } as unknown as SafeProvider
}

function checkHash(value: unknown): Hash {
  if (!isHash(value)) throw new Error('Safe answered the signing request with an invalid hash.')
  return value as Hash
}

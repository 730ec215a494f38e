import type { Hash, Hex } from 'viem'
import type { SafeTransactionDetails } from '../../core/safe/messaging/types'
import { toSafeTxProgress } from '../../core/safe/progress'
import { SafeMessageCancelledError, SafeMessageExpiredError } from '../../core/safe/messageErrors'
import type { SafeMessageAnswer } from './pendingMessage'

/**
 * Where a multisig Safe's message stands: `confirmations` of `required` owners have signed.
 * `required` follows the service, so a threshold changed while waiting shows at once.
 * Emitted by the Safe connector as `{ type: 'safeMessageProgress', data }` on the config's
 * `message` event.
 */
export type SafeMessageProgress =
  | { kind: 'offchain'; messageHash: Hash; confirmations: number; required: number }
  | { kind: 'onchain'; safeTxHash: Hash; confirmations: number; required: number }

/** The wallet-service's view of an off-chain message (GET /v1/chains/{chainId}/messages/{message_hash}). */
export interface SafeMessageState {
  /** `status` as the wallet-service reports it (status). */
  status: 'NEEDS_CONFIRMATION' | 'CONFIRMED'
  /** `confirmationsSubmitted` as the wallet-service reports it (confirmations submitted). */
  confirmationsSubmitted: number
  /** `confirmationsRequired` as the wallet-service reports it (confirmations required). */
  confirmationsRequired: number
  /** `preparedSignature` as the wallet-service reports it (prepared signature). */
  preparedSignature?: string | null
}

/** The sources a wait reads, each optional: the flow never depends on one of them. */
export interface SafeMessageSources {
  /** The service's message; undefined when the service does not serve the chain. */
  serviceMessage?: (messageHash: Hash, signal: AbortSignal) => Promise<SafeMessageState | undefined>
  /** The host's `getOffChainSignature`: the combined signature, or '' while owners are missing. */
  hostSignature?: (messageHash: Hash) => Promise<string>
  /** The Safe transaction that signs the message on chain (host first, then the service). */
  transaction?: (safeTxHash: Hash) => Promise<SafeTransactionDetails>
  /** The Safe's own `signedMessages` through the node: true once signed on chain. */
  signedOnChain?: () => Promise<boolean>
}

export interface WaitForSafeMessageParameters {
  /** `answer` as the wallet-service reports it (answer). */
  answer: SafeMessageAnswer
  /** `sources` as the wallet-service reports it (sources). */
  sources: SafeMessageSources
  /** `onProgress` as the wallet-service reports it (on progress). */
  onProgress: (progress: SafeMessageProgress) => void
  /** Aborting stops every further request and rejects with SafeMessageCancelledError. */
  signal: AbortSignal
  /** When the wait gives up (ms since the epoch): SafeMessageExpiredError. */
  expiresAt: number
  /** ms between two looks (default 4 s). */
  intervalMs?: number
  /** `now` as the wallet-service reports it (now). */
  now?: () => number
}

const SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })

/**
 * Follow a Safe's answer until the message is signed: an off-chain message until the
 * service says CONFIRMED (its preparedSignature) or the host hands the signature over; an
 * on-chain one until its transaction executes (then '0x', the empty signature ERC-1271
 * accepts for a message in `signedMessages`). A source that fails is skipped for that look.
 */
export async function waitForSafeMessage(p: WaitForSafeMessageParameters): Promise<Hex> {
  const now = p.now ?? Date.now
  const interval = p.intervalMs ?? 4_000
  const { signal, sources } = p
  const checkStop = () => {
    if (signal.aborted) throw new SafeMessageCancelledError()
    if (now() >= p.expiresAt) throw new SafeMessageExpiredError()
  }
  const attempt = async <T>(read: (() => Promise<T>) | undefined): Promise<T | undefined> => {
    if (!read) return undefined
    try {
      return await read()
    } catch {
      return undefined
    }
  }

  for (;;) {
    checkStop()
    const signature = 'messageHash' in p.answer ? await lookOffChain(p.answer.messageHash) : await lookOnChain(p.answer.safeTxHash)
    checkStop()
    if (signature) return signature
    await sleep(interval, signal)
  }

  async function lookOffChain(messageHash: Hash): Promise<Hex | undefined> {
    const message = await attempt(sources.serviceMessage && (() => sources.serviceMessage!(messageHash, signal)))
    if (signal.aborted) return undefined
    if (message) {
      p.onProgress({ kind: 'offchain', messageHash, confirmations: message.confirmationsSubmitted, required: message.confirmationsRequired })
      const prepared = message.preparedSignature
      if (message.status === 'CONFIRMED' && typeof prepared === 'string' && SIGNATURE.test(prepared)) return prepared as Hex
      return undefined
    }
    // The service does not serve the chain or is down: the host knows the message too.
    const fromHost = await attempt(sources.hostSignature && (() => sources.hostSignature!(messageHash)))
    return typeof fromHost === 'string' && SIGNATURE.test(fromHost) ? (fromHost as Hex) : undefined
  }

  async function lookOnChain(safeTxHash: Hash): Promise<Hex | undefined> {
    const details = await attempt(sources.transaction && (() => sources.transaction!(safeTxHash)))
    if (signal.aborted) return undefined
    const progress = details ? toSafeTxProgressOrUndefined(details) : undefined
    if (progress?.state === 'executed') return '0x'
    if (progress?.state === 'cancelled' || progress?.state === 'failed') throw new SafeMessageExpiredError(progress)
    if (progress?.state === 'awaiting_confirmations') {
      p.onProgress({ kind: 'onchain', safeTxHash, confirmations: progress.confirmations, required: progress.required })
      return undefined
    }
    // Awaiting execution, or no transaction source answered: the node says whether it is signed.
    return (await attempt(sources.signedOnChain)) === true ? '0x' : undefined
  }
}

function toSafeTxProgressOrUndefined(details: SafeTransactionDetails) {
  try {
    return toSafeTxProgress(details)
  } catch {
    return undefined
  }
}

import type { Address, Hash } from 'viem'
import type { KitStorage } from '../../core/storage'
import { isHash } from '../../core/hash'

/** Safe's answer to a message that more owners must sign: off-chain (messageHash) or on-chain (safeTxHash). */
export type SafeMessageAnswer = { messageHash: Hash } | { safeTxHash: Hash }

/**
 * A message this app asked a multisig Safe to sign and still waits for, kept so the wait
 * survives a reload: the exact text (a SIWE message keeps its nonce inside), the nonce when
 * the text has one, Safe's answer and when the wait began.
 */
export interface PendingSafeMessage {
  message: string
  nonce?: string
  answer: SafeMessageAnswer
  startedAt: number
}

/** EIP-4361: the nonce is at least 8 alphanumeric characters. */
const NONCE_LINE = /^Nonce: ([A-Za-z0-9]{8,128})$/m
/** A SIWE message is a few hundred characters; anything far larger is not ours. */
const MAX_MESSAGE = 20_000

export const pendingMessageKey = (chainId: number, safe: Address) => `safe.pendingMessage.${chainId}.${safe.toLowerCase()}`

/** The nonce line of a Sign-In with Ethereum message, if it has one. */
export function siweNonce(message: string): string | undefined {
  return NONCE_LINE.exec(message)?.[1]
}

function parseAnswer(raw: unknown): SafeMessageAnswer | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { messageHash, safeTxHash } = raw as Record<string, unknown>
  if (isHash(messageHash) && safeTxHash === undefined) return { messageHash }
  if (isHash(safeTxHash) && messageHash === undefined) return { safeTxHash }
  return undefined
}

/** Accepts only a record this module wrote: every field checked, the nonce matching the text's own. */
export function parsePendingMessage(raw: unknown): PendingSafeMessage | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { message, nonce, answer, startedAt } = raw as Record<string, unknown>
  if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MESSAGE) return undefined
  if (typeof startedAt !== 'number' || !Number.isSafeInteger(startedAt) || startedAt <= 0) return undefined
  if (nonce !== undefined && (typeof nonce !== 'string' || nonce !== siweNonce(message))) return undefined
  const parsed = parseAnswer(answer)
  if (!parsed) return undefined
  return nonce === undefined ? { message, answer: parsed, startedAt } : { message, nonce, answer: parsed, startedAt }
}

/** Read, write and forget the one pending message of a Safe on a chain. */
export function pendingMessageStore(storage: KitStorage, chainId: number, safe: Address) {
  const key = pendingMessageKey(chainId, safe)
  return {
    read: (): PendingSafeMessage | undefined => storage.get(key, parsePendingMessage),
    write(message: string, answer: SafeMessageAnswer, startedAt: number): PendingSafeMessage {
      const nonce = siweNonce(message)
      const record: PendingSafeMessage = nonce === undefined ? { message, answer, startedAt } : { message, nonce, answer, startedAt }
      storage.set(key, record)
      return record
    },
    clear: () => storage.remove(key),
  }
}

export type PendingMessageStore = ReturnType<typeof pendingMessageStore>

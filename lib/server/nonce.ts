import { concatBytes, equalBytes, fromHex, randomBytes, toHex, utf8 } from './encoding'
import type { Keyring } from './secrets'

/**
 * Stateless sign-in nonces: `/nonce` stores nothing. A nonce is the hex of
 * issue time (6 bytes, Unix ms) | random (12 bytes) | HMAC (16 bytes) over both and the
 * browser's binding id, so only the browser that fetched it can use it, and the verifier
 * knows its age. Hex, because EIP-4361 wants `[a-zA-Z0-9]{8,}` (base64url would break wallets).
 */
const TIME_BYTES = 6
const RANDOM_BYTES = 12
const MAC_BYTES = 16
/** Characters of a nonce: 68. */
export const NONCE_LENGTH = (TIME_BYTES + RANDOM_BYTES + MAC_BYTES) * 2

function timeBytes(ms: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(TIME_BYTES)
  let v = Math.max(0, Math.floor(ms))
  for (let i = TIME_BYTES - 1; i >= 0; i--) {
    out[i] = v % 256
    v = Math.floor(v / 256)
  }
  return out
}

function readTime(bytes: Uint8Array): number {
  let v = 0
  for (let i = 0; i < TIME_BYTES; i++) v = v * 256 + (bytes[i] ?? 0)
  return v
}

const macInput = (head: Uint8Array, bindingId: string): Uint8Array<ArrayBuffer> => concatBytes(head, utf8(bindingId))

export async function issueNonce(keys: Keyring, bindingId: string, issuedAt: number): Promise<string> {
  const head = concatBytes(timeBytes(issuedAt), randomBytes(RANDOM_BYTES))
  const mac = (await keys.sign('nonce', macInput(head, bindingId))).slice(0, MAC_BYTES)
  return toHex(concatBytes(head, mac))
}

/** The issue time of a nonce this server made for `bindingId`; undefined when it is not one. */
export async function readNonce(keys: Keyring, nonce: string, bindingId: string): Promise<number | undefined> {
  if (nonce.length !== NONCE_LENGTH) return undefined
  const bytes = fromHex(nonce)
  if (!bytes) return undefined
  const head = bytes.slice(0, TIME_BYTES + RANDOM_BYTES)
  const given = bytes.slice(TIME_BYTES + RANDOM_BYTES)
  const macs = await keys.candidates('nonce', macInput(head, bindingId))
  return macs.some((m) => equalBytes(m.slice(0, MAC_BYTES), given)) ? readTime(head) : undefined
}

/** Checks only that the text could be one of our nonces (before any MAC work). */
export const looksLikeNonce = (nonce: string): boolean => nonce.length === NONCE_LENGTH && /^[0-9a-f]+$/.test(nonce)

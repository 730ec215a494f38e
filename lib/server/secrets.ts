import { hmac, hmacKey, utf8 } from './encoding'

/**
 * The HMAC keys of the server: the first signs, every one verifies, so instances can rotate
 * the secret (add the new one first, drop the old one after the longest session) without
 * signing anyone out.
 */
export interface Keyring {
  sign(domain: string, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>>
  /** Every key's MAC of the data, the signing key's first. */
  candidates(domain: string, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>[]>
}

/** Shortest secret accepted: 32 characters (e.g. `openssl rand -hex 32` gives 64). */
export const MIN_SECRET_LENGTH = 32

export function createKeyring(secrets: readonly string[]): Keyring {
  if (secrets.length === 0) throw new TypeError('createSiweHandlers: `secret` needs at least one secret.')
  for (const s of secrets) {
    if (typeof s !== 'string' || s.length < MIN_SECRET_LENGTH) throw new TypeError(`createSiweHandlers: every secret must be at least ${MIN_SECRET_LENGTH} characters long.`)
  }
  let keys: Promise<CryptoKey[]> | undefined
  const all = (): Promise<CryptoKey[]> => (keys ??= Promise.all(secrets.map(hmacKey)))
  // Each use gets its own domain prefix: a nonce MAC can never pass as a session MAC.
  const tagged = (domain: string, data: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> => {
    const head = utf8(`porch.${domain}.`)
    const out = new Uint8Array(head.length + data.length)
    out.set(head)
    out.set(data, head.length)
    return out
  }
  return {
    async sign(domain, data) {
      const [first] = await all()
      return hmac(first!, tagged(domain, data))
    },
    async candidates(domain, data) {
      return Promise.all((await all()).map((k) => hmac(k, tagged(domain, data))))
    },
  }
}

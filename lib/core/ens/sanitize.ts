/**
 * What we accept back from ENS. Names and avatar records are chosen by whoever owns the
 * name, so they are treated as hostile text: names are rendered as text only (never as
 * HTML), and avatars are limited to URL schemes an <img> can load without surprises.
 */

/** DNS-style upper bound on a name's length. */
export const MAX_NAME_LENGTH = 255
/** Larger avatars (big data: URIs) are not worth keeping in localStorage. */
export const MAX_AVATAR_LENGTH = 100_000

// Control characters and bidi overrides can disguise a name (e.g. "vitalik.eth" spoofs).
const UNSAFE_NAME = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u

export function sanitizeName(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_NAME_LENGTH) return null
  return UNSAFE_NAME.test(value) ? null : value
}

/** https: URLs and data:image/ URIs only (no http: mixed content, no javascript:, no blob:). */
export function sanitizeAvatarUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_AVATAR_LENGTH) return null
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return value
  try {
    return new URL(value).protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

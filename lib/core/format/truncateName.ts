/** Longest name shown in full; longer ones are cut with an ellipsis. */
export const MAX_NAME_LENGTH = 24

/**
 * Truncates a name (an ENS name, usually) longer than 24 characters to exactly 24
 * characters ending in an ellipsis. When the name has a short top-level label (`.eth`,
 * up to 6 characters) that suffix is kept after the ellipsis so the name still reads as
 * a name: `averyveryverylongname123.eth` -> `averyveryverylongna….eth`.
 * Counts code points, so emoji names are never split inside a surrogate pair.
 *
 * The result is plain text: render it as text, never as HTML (names are attacker-chosen).
 */
export function truncateName(name: string): string {
  const chars = Array.from(name)
  if (chars.length <= MAX_NAME_LENGTH) return name
  const dot = name.lastIndexOf('.')
  const suffix = dot > 0 ? Array.from(name.slice(dot)) : []
  // Keep the suffix only if enough of the head stays visible to tell names apart.
  const keep = suffix.length >= 2 && suffix.length <= 7 ? suffix : []
  const head = chars.slice(0, MAX_NAME_LENGTH - 1 - keep.length).join('')
  return `${head}\u2026${keep.join('')}`
}

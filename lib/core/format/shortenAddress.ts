/**
 * Shortens an address (or any identifier) for display.
 *
 * Rule, applied literally: strings of 8 or more characters become the
 * first 4 characters, an ellipsis (U+2026) and the last 4 characters. For an address the
 * first 4 characters include the `0x` prefix: `0x1234…5678`-style addresses read `0x12…5678`.
 * Shorter strings are returned unchanged. Counts code points, not UTF-16 units.
 */
export function shortenAddress(value: string): string {
  const chars = Array.from(value)
  if (chars.length < 8) return value
  return `${chars.slice(0, 4).join('')}\u2026${chars.slice(-4).join('')}`
}

/**
 * A deterministic avatar for an address without an ENS avatar: a two-colour gradient at
 * an angle, all picked by hashing the address. Same address (any letter case), same
 * avatar; no network, no randomness, and no emoji font needed (headless and minimal
 * systems draw emoji as empty boxes).
 */
const COLORS = [
  '#FC5C54', '#FFD95A', '#E95D72', '#6A87C8', '#5FD0F3', '#75C06B', '#FFDD86', '#5FC6D4',
  '#FF949A', '#FF8024', '#9BA1A4', '#EC66FF', '#FF8CBC', '#FF9A23', '#C5DADB', '#A8CE63',
  '#71ABFF', '#FFE279', '#B6B1B6', '#FF6780', '#A575FF', '#4D82FF', '#FFB35A', '#2BB673',
] as const

export interface GeneratedAvatar {
  from: string
  to: string
  /** Gradient angle in degrees, a multiple of 45. */
  angle: number
  /** CSS `background` value. */
  background: string
}

/** FNV-1a over the text: every character of the address counts, so near-identical (vanity) addresses still differ. */
function fnv1a(text: string, seed: number): number {
  let h = seed >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export function generatedAvatar(address: string): GeneratedAvatar {
  const hex = address.toLowerCase()
  const a = fnv1a(hex, 0x811c9dc5)
  const b = fnv1a(hex, 0x9e3779b9)
  const i = a % COLORS.length
  // Second colour never equals the first: offset by 1..n-1.
  const j = (i + 1 + (b % (COLORS.length - 1))) % COLORS.length
  const from = COLORS[i] ?? COLORS[0]
  const to = COLORS[j] ?? COLORS[1]
  const angle = ((a >>> 16) % 8) * 45
  return { from, to, angle, background: `linear-gradient(${angle}deg, ${from}, ${to})` }
}

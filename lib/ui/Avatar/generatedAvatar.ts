/**
 * A deterministic avatar for an address without an ENS avatar: a background colour and
 * an emoji picked by hashing the address. Same address (any letter case), same avatar;
 * no network, no randomness.
 */
const COLORS = [
  '#FC5C54', '#FFD95A', '#E95D72', '#6A87C8', '#5FD0F3', '#75C06B', '#FFDD86', '#5FC6D4',
  '#FF949A', '#FF8024', '#9BA1A4', '#EC66FF', '#FF8CBC', '#FF9A23', '#C5DADB', '#A8CE63',
  '#71ABFF', '#FFE279', '#B6B1B6', '#FF6780', '#A575FF', '#4D82FF', '#FFB35A',
] as const

const EMOJIS = [
  '🥭', '🍊', '🍋', '🍍', '🍉', '🍇', '🍓', '🫐', '🍒', '🍑', '🥝', '🥥', '🌴', '🌵',
  '🌻', '🌼', '🍄', '🐙', '🦊', '🐸', '🐢', '🦄', '🐝', '🦋', '🐬', '🐳', '🦜', '🐼',
  '🐨', '🐯', '🦁', '🐮', '🐷', '🐵', '🐧', '🦉', '🌈', '🔥', '⭐', '🌙', '🚀', '🎈',
] as const

export interface GeneratedAvatar {
  color: string
  emoji: string
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
  return {
    color: COLORS[a % COLORS.length] ?? COLORS[0],
    emoji: EMOJIS[b % EMOJIS.length] ?? EMOJIS[0],
  }
}

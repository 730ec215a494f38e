/**
 * A deterministic avatar for an address without an ENS avatar: a background colour and
 * an emoji picked from the address bytes. Same address (any letter case), same avatar;
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

/** 32-bit integer from 8 hex characters of the address, starting at `offset` (after 0x). */
function word(hex: string, offset: number): number {
  const n = Number.parseInt(hex.slice(offset, offset + 8).padEnd(8, '0'), 16)
  return Number.isFinite(n) ? n : 0
}

export function generatedAvatar(address: string): GeneratedAvatar {
  const hex = address.toLowerCase().replace(/^0x/, '')
  // Mix two words so addresses sharing a prefix (vanity addresses) still differ.
  const a = word(hex, 0) ^ word(hex, 32)
  const b = word(hex, 8) ^ word(hex, 24)
  return {
    color: COLORS[a % COLORS.length] ?? COLORS[0],
    emoji: EMOJIS[b % EMOJIS.length] ?? EMOJIS[0],
  }
}

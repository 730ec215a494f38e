import { generatedAvatar } from '../../ui/Avatar/generatedAvatar'
import type { AvatarComponent } from '../../ui/Avatar/avatarComponent'

// The kit's own picks: an emoji per face, on the first colour of the address's gradient.
const EMOJIS = ['🥭', '🍋', '🍉', '🍇', '🫐', '🍒', '🥝', '🍍', '🌵', '🌻', '🌙', '⭐️', '🐙', '🦊', '🐳', '🦉'] as const

/**
 * An emoji and a colour for an address, the same for every letter case (RainbowKit's
 * `emojiAvatarForAddress`; the kit's own emoji and the colour of its generated avatar).
 */
export function emojiAvatarForAddress(address: string): { color: string; emoji: string } {
  const { from } = generatedAvatar(address)
  let h = 0
  for (const ch of address.toLowerCase()) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0
  return { color: from, emoji: EMOJIS[h % EMOJIS.length] ?? EMOJIS[0] }
}

/** RainbowKit's default avatar: the ENS image, else the address's emoji on its colour. */
export const EmojiAvatar: AvatarComponent = ({ address, ensImage, size }) => {
  if (ensImage) return <img src={ensImage} alt="" width={size} height={size} style={{ borderRadius: '50%', display: 'block' }} />
  const { color, emoji } = emojiAvatarForAddress(address)
  return (
    <span
      aria-hidden="true"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: size, height: size, borderRadius: '50%', background: color, fontSize: Math.round(size * 0.55), lineHeight: 1 }}
    >
      {emoji}
    </span>
  )
}

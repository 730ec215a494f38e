import type { AvatarComponent } from '@rainbow-me/rainbowkit'

/** A colour made from the address, as the "Custom Avatars" guide's `generateColorFromAddress`. */
function generateColorFromAddress(address: string): string {
  return `#${address.slice(2, 8)}`
}

/** RainbowKit's "Custom Avatars" example: the ENS image if any, else a coloured disc with a face. */
export const CustomAvatar: AvatarComponent = ({ address, ensImage, size }) => {
  const color = generateColorFromAddress(address)
  return ensImage ? (
    <img alt="" src={ensImage} width={size} height={size} style={{ borderRadius: 999 }} />
  ) : (
    <div data-testid="custom-avatar" style={{ backgroundColor: color, borderRadius: 999, height: size, width: size }}>
      :^)
    </div>
  )
}

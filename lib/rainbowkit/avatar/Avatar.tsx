import { Avatar as KitAvatar } from '../../ui/Avatar/Avatar'

/** Props of Avatar (RainbowKit's `AvatarProps`). */
export interface AvatarProps {
  /** The account. */
  address: string
  /** A spinner ring around it (a pending transaction). */
  loading?: boolean
  /** The ENS avatar URL, when known. */
  imageUrl?: string | null
  /** Width and height in CSS pixels. */
  size: number
}

/** An account's avatar as the kit draws it: the app's AvatarComponent when given, else its ENS image or generated face. */
export function Avatar({ address, imageUrl, loading, size }: AvatarProps) {
  return <KitAvatar address={address} imageUrl={imageUrl} loading={loading} size={size} />
}

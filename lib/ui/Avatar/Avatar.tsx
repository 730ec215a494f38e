import { useState } from 'react'
import * as styles from './Avatar.css'
import { generatedAvatar } from './generatedAvatar'
import { useAvatarComponent } from './avatarComponent'

export interface AvatarProps {
  address: string
  /** ENS avatar URL; the generated avatar shows while it loads or when it fails. */
  imageUrl?: string | null | undefined
  size: number
  /** Spinner ring around the avatar, e.g. while a transaction is pending. */
  loading?: boolean
}

/**
 * The app's avatar component (AvatarComponentContext) when it gives one, else the
 * account's ENS avatar, else a gradient derived from the address. Decorative:
 * the name or address is always shown (or labelled) next to it.
 */
export function Avatar({ address, imageUrl, size, loading = false }: AvatarProps) {
  const Custom = useAvatarComponent()
  const ring = Math.max(2, Math.round(size / 12))
  return (
    <span className={styles.root} style={{ width: size, height: size }} data-loading={loading ? 'true' : undefined} aria-hidden="true" data-testid="avatar">
      {Custom ? <Custom address={address} ensImage={imageUrl} size={size} /> : <KitAvatarFace address={address} imageUrl={imageUrl ?? undefined} />}
      {loading && <span className={styles.spinner} style={{ borderWidth: ring, inset: -ring - 1 }} data-testid="avatar-spinner" />}
    </span>
  )
}

/** The kit's own face: the ENS image over the gradient derived from the address. */
function KitAvatarFace({ address, imageUrl }: { address: string; imageUrl: string | undefined }) {
  // Keyed by URL, so a new ENS avatar starts over without an effect.
  const [loadedUrl, setLoadedUrl] = useState<string>()
  const [failedUrl, setFailedUrl] = useState<string>()
  const { background } = generatedAvatar(address)
  const showImage = imageUrl !== undefined && failedUrl !== imageUrl
  return (
    <span className={styles.face} style={{ backgroundImage: background }} data-avatar={showImage && loadedUrl === imageUrl ? 'ens' : 'generated'}>
      {showImage && (
        <img
          className={styles.image}
          src={imageUrl}
          alt=""
          style={{ opacity: loadedUrl === imageUrl ? 1 : 0 }}
          onLoad={() => setLoadedUrl(imageUrl)}
          onError={() => setFailedUrl(imageUrl)}
        />
      )}
    </span>
  )
}

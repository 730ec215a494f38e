import { useState } from 'react'
import * as styles from './Avatar.css'
import { generatedAvatar } from './generatedAvatar'

export interface AvatarProps {
  address: string
  /** ENS avatar URL; the generated avatar shows while it loads or when it fails. */
  imageUrl?: string | undefined
  size: number
  /** Spinner ring around the avatar, e.g. while a transaction is pending. */
  loading?: boolean
}

/**
 * The account's ENS avatar, else a gradient derived from the address. Decorative:
 * the name or address is always shown (or labelled) next to it.
 */
export function Avatar({ address, imageUrl, size, loading = false }: AvatarProps) {
  // Keyed by URL, so a new ENS avatar starts over without an effect.
  const [loadedUrl, setLoadedUrl] = useState<string>()
  const [failedUrl, setFailedUrl] = useState<string>()
  const { background } = generatedAvatar(address)
  const showImage = imageUrl !== undefined && failedUrl !== imageUrl
  const ring = Math.max(2, Math.round(size / 12))

  return (
    <span
      className={styles.root}
      style={{ width: size, height: size }}
      data-loading={loading ? 'true' : undefined}
      aria-hidden="true"
      data-testid="avatar"
    >
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
      {loading && <span className={styles.spinner} style={{ borderWidth: ring, inset: -ring - 1 }} data-testid="avatar-spinner" />}
    </span>
  )
}

/** A wallet icon shipped with the kit (or an announced data URI); loaded lazily, decorative. */
export function WalletIcon({ src, background, size, className }: { src: string; background: string; size: number; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      style={{ background, borderRadius: size / 4.5 }}
    />
  )
}

/**
 * RainbowKit's lazy wallet icons (`iconUrl: () => import('./icon.svg')`): each loads when a
 * list first draws the wallet, once per page, so a list of many wallets costs no first load.
 */
import type { IconUrl } from './types'

/** Drawn until the icon has loaded: nothing but the wallet's icon background shows through. */
export const ICON_PLACEHOLDER = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

type LoadIcon = () => Promise<string>
const loaded = new WeakMap<LoadIcon, string>()
const loading = new WeakMap<LoadIcon, Promise<string>>()

/** The URLs a loaded icon may have, as validateWallet allows for a string `iconUrl`. */
function isIconUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false
  if (/^\/(?!\/)/.test(url) || /^data:image\/(svg\+xml|png|webp)[;,]/.test(url)) return true
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

/** The icon's URL if it is known now (a string, or a lazy icon that has loaded), else undefined. */
export function iconNow(icon: IconUrl): string | undefined {
  return typeof icon === 'string' ? icon : loaded.get(icon)
}

/**
 * Load a lazy icon once. A loader that fails or resolves to another kind of URL (http, a
 * script) leaves the placeholder: the icon is decoration, never a reason to break the list.
 */
export function loadIcon(icon: LoadIcon): Promise<string> {
  const known = loaded.get(icon)
  if (known !== undefined) return Promise.resolve(known)
  let p = loading.get(icon)
  if (!p) {
    p = icon().then(
      (url) => {
        const safe = isIconUrl(url) ? url : ICON_PLACEHOLDER
        loaded.set(icon, safe)
        return safe
      },
      () => ICON_PLACEHOLDER,
    )
    loading.set(icon, p)
  }
  return p
}

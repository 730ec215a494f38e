import type { EIP1193Provider } from 'viem'

/** EIP-6963 provider info: https://eips.ethereum.org/EIPS/eip-6963 */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: EIP1193Provider
}

const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i
/** Icons must be data URIs (EIP-6963, "Imagery": https://eips.ethereum.org/EIPS/eip-6963); anything else could load a remote URL. */
const ICON = /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i

function isDetail(d: unknown): d is Eip6963ProviderDetail {
  if (typeof d !== 'object' || d === null) return false
  const { info, provider } = d as Partial<Eip6963ProviderDetail>
  return (
    typeof info === 'object' && info !== null &&
    typeof info.uuid === 'string' && typeof info.name === 'string' && info.name.length > 0 &&
    typeof info.rdns === 'string' && RDNS.test(info.rdns) &&
    typeof provider === 'object' && provider !== null && typeof provider.request === 'function'
  )
}

/**
 * Listen for EIP-6963 announcements and ask wallets to announce. Calls back once per
 * wallet (deduplicated by rdns, then by provider object). Returns a stop function.
 */
export function watchEip6963(onProvider: (detail: Eip6963ProviderDetail) => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const seenRdns = new Set<string>()
  const seenProviders = new Set<unknown>()
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (!isDetail(detail)) return
    if (seenRdns.has(detail.info.rdns) || seenProviders.has(detail.provider)) return
    seenRdns.add(detail.info.rdns)
    seenProviders.add(detail.provider)
    const icon = ICON.test(detail.info.icon) ? detail.info.icon : ''
    onProvider({ info: { ...detail.info, icon }, provider: detail.provider })
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
}

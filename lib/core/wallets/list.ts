/**
 * Pure list building for the wallet picker: decide what is listed and recent, sort, and
 * pick the "Get a Wallet" suggestions (matching connectors to descriptors is entries.ts).
 */
import { MAX_RECENT_WALLETS } from './entries'
import type { WalletEntry } from './types'

export { buildWalletEntries } from './entries'
export const RECENT_GROUP = 'Recent'
export const GET_WALLET_LIMIT = { desktop: 5, mobile: 3 } as const

/** A wallet is listed only if it is ready, can pair by QR code, or has an extension download URL. */
export function isListed(e: WalletEntry): boolean {
  return e.ready || e.qrConnector !== undefined || e.extensionDownloadUrl !== undefined
}

/**
 * The desktop list: listed wallets, recent ones first (most recent first, at most 3), then
 * by group index, keeping the descriptor order inside a group.
 */
export function sortWalletList(entries: readonly WalletEntry[], recentWalletIds: readonly string[] = []): WalletEntry[] {
  return sortEntries(entries.filter(isListed), recentWalletIds)
}

function sortEntries(entries: readonly WalletEntry[], recentWalletIds: readonly string[]): WalletEntry[] {
  const recentIds = recentWalletIds.slice(0, MAX_RECENT_WALLETS)
  const recent = recentIds.map((id) => entries.find((e) => e.id === id)).filter((e): e is WalletEntry => e !== undefined)
  const rest = entries
    .map((e, index) => ({ e, index }))
    .filter(({ e }) => !recent.includes(e))
    .sort((a, b) => a.e.groupIndex - b.e.groupIndex || a.index - b.index)
    .map(({ e }) => e)
  return [...recent.map((e) => ({ ...e, recent: true, groupName: RECENT_GROUP, groupIndex: -1 })), ...rest]
}

/** Group a sorted list for display, keeping order. */
export function groupWalletList(sorted: readonly WalletEntry[]): Array<{ groupName: string; wallets: WalletEntry[] }> {
  const out: Array<{ groupName: string; wallets: WalletEntry[] }> = []
  for (const e of sorted) {
    const last = out[out.length - 1]
    if (last && last.groupName === e.groupName) last.wallets.push(e)
    else out.push({ groupName: e.groupName, wallets: [e] })
  }
  return out
}

/**
 * "Get a Wallet" suggestions: wallets with a QR code plus a download URL,
 * or an extension URL; at most 5 on desktop. On a phone: wallets with an iOS, Android or
 * mobile download link, at most 3.
 */
export function getWalletSuggestions(entries: readonly WalletEntry[], platform: 'desktop' | 'mobile'): WalletEntry[] {
  const candidates = entries.filter((e) => e.descriptor && e.descriptor.offerInGetList !== false)
  if (platform === 'mobile') {
    return candidates
      .filter((e) => {
        const u = e.descriptor?.downloadUrls
        return Boolean(u?.ios || u?.android || u?.mobile)
      })
      .slice(0, GET_WALLET_LIMIT.mobile)
  }
  return candidates
    .filter((e) => {
      const u = e.descriptor?.downloadUrls
      const hasDownload = Boolean(u?.qrCode || u?.ios || u?.android || u?.mobile)
      return (e.descriptor?.qrCode !== undefined && hasDownload) || e.extensionDownloadUrl !== undefined
    })
    .slice(0, GET_WALLET_LIMIT.desktop)
}

/**
 * Wallets for the phone layout's row: installed ones (a wallet's in-app browser) and those
 * whose app can be opened with a pairing deep link or can open this page itself; recent first.
 */
export function mobileWallets(entries: readonly WalletEntry[], recentWalletIds: readonly string[] = []): WalletEntry[] {
  return sortEntries(
    entries.filter(
      (e) => e.ready || (e.qrConnector !== undefined && e.descriptor?.mobile?.getUri !== undefined) || e.descriptor?.mobile?.getDappUrl !== undefined,
    ),
    recentWalletIds,
  )
}

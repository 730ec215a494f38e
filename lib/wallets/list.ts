/**
 * Pure list building for the wallet picker: match connectors to descriptors, decide what
 * is ready, listed and recent, sort, and pick the "Get a Wallet" suggestions.
 */
import type { Connector } from '../core/types'
import { decideConnection } from './connection'
import { browserWallet } from './browserWallet'
import type { WalletDescriptor, WalletEntry, WalletGroup } from './types'

export const RECENT_GROUP = 'Recent'
/** Wallets that announced themselves (EIP-6963) but that we have no descriptor for. */
export const INSTALLED_GROUP = 'Installed'
export const MAX_RECENT_WALLETS = 3
export const GET_WALLET_LIMIT = { desktop: 5, mobile: 3 } as const

const GENERIC_ICON = browserWallet.iconUrl

/** An entry before the connection is decided (see connection.ts). */
type MatchedEntry = Omit<WalletEntry, 'connectVia' | 'scanVia' | 'installed'>

export interface BuildWalletListParameters {
  groups: readonly WalletGroup[]
  connectors: readonly Connector[]
  /** Most recent first. */
  recentWalletIds?: readonly string[]
}

function matchConnector(d: WalletDescriptor, connectors: readonly Connector[]): Connector | undefined {
  if (d.rdns) {
    const byRdns = connectors.find((c) => c.rdns === d.rdns || c.id === d.rdns)
    if (byRdns) return byRdns
  }
  return d.connectorId ? connectors.find((c) => c.id === d.connectorId) : undefined
}

function fromDescriptor(d: WalletDescriptor, groupName: string, groupIndex: number, connectors: readonly Connector[], wc: Connector | undefined): MatchedEntry {
  const connector = matchConnector(d, connectors)
  const urls = d.downloadUrls ?? {}
  return {
    id: d.id,
    name: d.name,
    shortName: d.shortName ?? d.name,
    iconUrl: d.iconUrl,
    iconBackground: d.iconBackground,
    iconAccent: d.iconAccent,
    ready: connector !== undefined,
    recent: false,
    groupName,
    groupIndex,
    extensionDownloadUrl: urls.browserExtension,
    mobileDownloadUrl: urls.mobile ?? urls.ios ?? urls.android,
    connector,
    // The generic WalletConnect entry is the WC connector itself; phone apps reach it through it.
    qrConnector: d.qrCode && wc && connector !== wc ? wc : undefined,
    descriptor: d,
  }
}

function fromUnknownConnector(c: Connector): MatchedEntry {
  return {
    id: c.id,
    name: c.name,
    shortName: c.name,
    iconUrl: c.icon ?? GENERIC_ICON,
    iconBackground: '#ffffff',
    iconAccent: undefined,
    ready: true,
    recent: false,
    groupName: INSTALLED_GROUP,
    groupIndex: 0,
    extensionDownloadUrl: undefined,
    mobileDownloadUrl: undefined,
    connector: c,
    qrConnector: undefined,
    descriptor: undefined,
  }
}

/**
 * Every wallet the picker knows, matched with the current connectors. EIP-6963 connectors
 * (id = rdns) are matched to descriptors by rdns, so an installed wallet shows under its
 * own name, once; an announced wallet without a descriptor gets its own entry.
 */
export function buildWalletEntries({ groups, connectors, recentWalletIds = [] }: BuildWalletListParameters): WalletEntry[] {
  const wc = connectors.find((c) => c.type === 'walletConnect')
  const entries: MatchedEntry[] = []
  const used = new Set<Connector>()
  groups.forEach((g, i) => {
    for (const d of g.wallets) {
      const e = fromDescriptor(d, g.groupName, i + 1, connectors, wc)
      if (e.connector) {
        if (used.has(e.connector)) e.connector = undefined // one connector, one entry
        else used.add(e.connector)
        e.ready = e.connector !== undefined
      }
      entries.push(e)
    }
  })
  for (const c of connectors) {
    if (!used.has(c) && c.type !== 'walletConnect') entries.push(fromUnknownConnector(c))
  }
  const recent = recentWalletIds.slice(0, MAX_RECENT_WALLETS)
  return entries.map((e) => decideConnection({ ...e, recent: recent.includes(e.id) }))
}

/** A wallet is listed only if it is ready or has an extension download URL. */
export function isListed(e: WalletEntry): boolean {
  return e.ready || e.extensionDownloadUrl !== undefined
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

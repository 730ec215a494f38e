/**
 * Wallet entries: the app's descriptors matched with the current connectors, and announced
 * wallets without a descriptor. Apart from the picker's sorting and grouping (list.ts), so a
 * WalletButton carries only this.
 */
import type { Connector } from '../types'
import { decideConnection } from './connection'
import { browserWalletFace } from './faces'
import { ICON_PLACEHOLDER, iconNow } from './lazyIcons'
import type { WalletDescriptor, WalletEntry, WalletGroup } from './types'

/** At most this many wallets are marked recent. */
export const MAX_RECENT_WALLETS = 3
/** Wallets that announced themselves (EIP-6963) but that we have no descriptor for. */
export const INSTALLED_GROUP = 'Installed'

const GENERIC_ICON = iconNow(browserWalletFace.iconUrl) ?? ICON_PLACEHOLDER

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
    // The icon an installed wallet announces (EIP-6963) wins; a lazy icon shows once loaded.
    iconUrl: connector?.icon ?? iconNow(d.iconUrl) ?? ICON_PLACEHOLDER,
    iconBackground: d.iconBackground,
    iconAccent: d.iconAccent,
    ready: connector !== undefined,
    recent: false,
    groupName,
    groupIndex,
    extensionDownloadUrl: urls.browserExtension ?? urls.chrome ?? urls.firefox ?? urls.edge ?? urls.safari ?? urls.opera,
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

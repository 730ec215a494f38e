import type { wallets } from '../i18n/en/wallets'
import type { Connector } from '../core/types'

/**
 * One step of a wallet's set-up guide. A wallet an app writes gives its own `title` and
 * `description`: they are the app's copy and show as written in every locale (translate them
 * in the app if needed). The kit's built-in wallets give `titleKey`/`descriptionKey` instead,
 * keys of the kit catalogue's `wallets` section, so their guides follow the active locale.
 */
export type InstructionStep = InstructionStepText | InstructionStepKeys

/** A step in the app's own words (custom wallets). */
export interface InstructionStepText {
  step: 'create' | 'install' | 'refresh' | 'scan'
  title: string
  description: string
}

/** A step of a built-in wallet: kit catalogue keys, `{wallet}` filled with the wallet's name. */
export interface InstructionStepKeys {
  step: 'create' | 'install' | 'refresh' | 'scan'
  titleKey: WalletMessageKey
  descriptionKey: WalletMessageKey
}

/** A key of the kit catalogue's `wallets` section. */
export type WalletMessageKey = keyof typeof wallets

/** Step-by-step help shown for a wallet (install, create, refresh, scan). */
export interface Instructions {
  steps: readonly InstructionStep[]
  learnMoreUrl: string
}

/** Where to get a wallet: store pages and extension pages by platform and browser. */
export interface DownloadUrls {
  /** Page a phone opens after scanning the download QR code. */
  qrCode?: string
  ios?: string
  android?: string
  /** A page that picks the right store for the phone. */
  mobile?: string
  browserExtension?: string
}

/** Builds a link that opens the wallet with a WalletConnect pairing URI (`wc:...`). */
export type GetUri = (uri: string) => string

/**
 * A wallet the picker knows about: static facts only (names, links, guides). Whether it is
 * installed is decided at run time by matching connectors (see list.ts).
 */
export interface WalletDescriptor {
  /** Stable id: letters, digits, underscore (it is persisted in storage). */
  id: string
  name: string
  shortName?: string
  /** Same-origin URL of the icon (shipped in public/wallets). */
  iconUrl: string
  iconBackground: string
  /** Hex colour (3 or 6 digits) used for highlights around the icon. */
  iconAccent?: string
  /** EIP-6963 reverse-DNS id: an announced provider with this rdns is this wallet. */
  rdns?: string
  /** Id of a connector that is this wallet (e.g. 'injected', 'walletConnect', 'safe'). */
  connectorId?: string
  downloadUrls?: DownloadUrls
  /** Scanning with the wallet's phone app (WalletConnect pairing). */
  qrCode?: { getUri: GetUri; instructions?: Instructions }
  extension?: { instructions?: Instructions }
  /** Deep links that open the wallet with the pairing URI, on desktop / on a phone. */
  desktop?: { getUri?: GetUri }
  mobile?: {
    getUri?: GetUri
    /** A link that opens a page (this one) inside the wallet app's own browser, where it is injected. */
    getDappUrl?: (pageUrl: string) => string
  }
  /** '{name} is not installed' vs '{name} is not available' (nothing to install). */
  notReadyText?: 'installed' | 'available'
  /** Label of the install button (default 'INSTALL'). */
  installLabel?: string
  /** Shown on the connect step when the wallet is not ready, instead of the generic text. */
  notReadyHint?: string
  /** False for entries that are not a product one can get (the generic browser wallet). */
  offerInGetList?: boolean
}

/**
 * A named group of wallets in the picker. Groups are shown in the order given; inside a
 * group, wallets keep their order.
 * @example const groups: WalletGroup[] = [{ groupName: 'Popular', wallets: [metaMask, walletConnect] }]
 */
export interface WalletGroup {
  groupName: string
  wallets: readonly WalletDescriptor[]
}

/**
 * How the picker reaches a wallet: its own connector (extension, in-app browser, Safe) or
 * a WalletConnect pairing (QR code, or a deep link on a phone).
 */
export type ConnectVia = 'connector' | 'qr'

/** A wallet as the picker shows it: a descriptor (or an unknown announced wallet) plus run-time state. */
export interface WalletEntry {
  id: string
  name: string
  shortName: string
  iconUrl: string
  iconBackground: string
  iconAccent: string | undefined
  /** A connector for it exists right now (installed extension, configured protocol). */
  ready: boolean
  recent: boolean
  groupName: string
  groupIndex: number
  extensionDownloadUrl: string | undefined
  mobileDownloadUrl: string | undefined
  /** The connector that is this wallet, when ready. */
  connector: Connector | undefined
  /** WalletConnect connector to reach the wallet's phone app with a QR code / deep link. */
  qrConnector: Connector | undefined
  /** Choosing the entry connects this way; undefined when nothing can connect it from here. */
  connectVia: ConnectVia | undefined
  /** CONNECT after the phone-app guide: the pairing when there is one, else the own connector. */
  scanVia: ConnectVia | undefined
  /** A browser extension for it is in this page (the list tags it "Installed"). */
  installed: boolean
  descriptor: WalletDescriptor | undefined
}

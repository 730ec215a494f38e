import type { Connector } from '../types'

/**
 * One step of a wallet's set-up guide. A wallet an app writes gives its own `title` and
 * `description`: they are the app's copy and show as written in every locale (translate them
 * in the app if needed). The kit's built-in wallets give `titleKey`/`descriptionKey` instead,
 * keys of the kit catalogue's `wallets` section, so their guides follow the active locale.
 */
export type InstructionStep = InstructionStepText | InstructionStepKeys

/**
 * Which picture a step shows: create a wallet, install the app or extension, refresh the
 * page, scan the QR code, or connect (a desktop app: RainbowKit's `connect`, drawn as scan).
 */
export type InstructionStepName = 'create' | 'install' | 'refresh' | 'scan' | 'connect'

/** A step in the app's own words (custom wallets). */
export interface InstructionStepText {
  /** Which picture the step shows: create a wallet, install the app or extension, refresh the page, scan the QR code. */
  step: InstructionStepName
  /** The step's heading, shown as written. */
  title: string
  /** One or two sentences under the heading, shown as written. */
  description: string
}

/** A step of a built-in wallet: kit catalogue keys, `{wallet}` filled with the wallet's name. */
export interface InstructionStepKeys {
  /** Which picture the step shows (see InstructionStepText). */
  step: InstructionStepName
  /** Catalogue key of the step's heading. */
  titleKey: WalletMessageKey
  /** Catalogue key of the text under the heading. */
  descriptionKey: WalletMessageKey
}

/**
 * A key of the kit catalogue's `wallets` section (lib/core/i18n/en/wallets.ts, which must have
 * exactly these keys: a key added there is added here).
 */
export type WalletMessageKey =
  | 'walletIntro'
  | 'mobileWalletIntro'
  | 'openAppTitle'
  | 'openAppText'
  | 'createTitle'
  | 'createText'
  | 'scanTitle'
  | 'scanText'
  | 'installExtensionTitle'
  | 'installExtensionText'
  | 'refreshTitle'
  | 'refreshText'
  | 'rainbowCreateText'
  | 'coinbaseWalletCreateText'
  | 'braveWalletInstallTitle'
  | 'braveWalletInstallText'
  | 'braveWalletCreateTitle'
  | 'braveWalletCreateText'
  | 'braveWalletRefreshTitle'
  | 'braveWalletRefreshText'
  | 'safeCreateTitle'
  | 'safeCreateText'
  | 'safeInstallTitle'
  | 'safeInstallText'
  | 'safeRefreshTitle'
  | 'safeRefreshText'
  | 'walletConnectInstallTitle'
  | 'walletConnectInstallText'
  | 'walletConnectScanTitle'
  | 'browserWalletInstallTitle'
  | 'browserWalletInstallText'
  | 'browserWalletCreateText'
  | 'browserWalletRefreshTitle'
  | 'browserWalletRefreshText'
  | 'safeNotReady'
  | 'safeOpenCaps'
  | 'browserWalletNotReady'
  | 'browserWalletFindCaps'

/** Step-by-step help shown for a wallet (install, create, refresh, scan). */
export interface Instructions {
  /** The steps in the order shown; at least one. */
  steps: readonly InstructionStep[]
  /** An https page with more help, linked under the steps. */
  learnMoreUrl: string
}

/** Where to get a wallet: store pages and extension pages by platform and browser. */
export interface DownloadUrls {
  /** Page a phone opens after scanning the download QR code. */
  qrCode?: string
  /** The App Store page of the wallet's iPhone app. */
  ios?: string
  /** The Google Play page of the wallet's Android app. */
  android?: string
  /** A page that picks the right store for the phone. */
  mobile?: string
  /** The extension's store page (the Get a Wallet list and the "not installed" step link here). */
  browserExtension?: string
  /** The extension's page in the Chrome Web Store. */
  chrome?: string
  /** The extension's page in Microsoft Edge Add-ons. */
  edge?: string
  /** The extension's page in Firefox Browser Add-ons. */
  firefox?: string
  /** The extension's page in Opera add-ons. */
  opera?: string
  /** The extension's page in the Mac App Store (Safari). */
  safari?: string
  /** The desktop app for macOS. */
  macos?: string
  /** The desktop app for Windows. */
  windows?: string
  /** The desktop app for Linux. */
  linux?: string
  /** A page that picks the right desktop app. */
  desktop?: string
}

/**
 * A wallet's icon: the URL itself, or (RainbowKit's lazy form) a function that loads it, so
 * a list of many wallets brings each icon only when its row is drawn.
 */
export type IconUrl = string | (() => Promise<string>)

/** Builds a link that opens the wallet with a WalletConnect pairing URI (`wc:...`). */
export type GetUri = (uri: string) => string

/**
 * A wallet the picker knows about: static facts only (names, links, guides). Whether it is
 * installed is decided at run time by matching connectors (see list.ts). Besides `id`,
 * `name`, `iconUrl` and `iconBackground`, a descriptor needs at least one way to reach the
 * wallet: `rdns`, `connectorId` or `qrCode` (validateWallet throws InvalidWalletError,
 * field `connectorId`, otherwise). Every link is https.
 */
export interface WalletDescriptor {
  /** Stable id: letters, digits, underscore, hyphen (it is persisted in storage). */
  id: string
  /** Name shown in the list and in the guides ('Acme Wallet'). */
  name: string
  /** Shorter name where room is tight (the mobile grid); default `name`. */
  shortName?: string
  /**
   * The icon: a same-origin path (`/wallets/acme.svg`, not `//host/...`), an `https` URL,
   * or a `data:image/svg+xml`, `data:image/png` or `data:image/webp` URI. Anything else
   * (http, other schemes) is refused by validateWallet. Or a function resolving to one of
   * those (loaded when the wallet's row is first drawn). An icon the wallet announces
   * itself (EIP-6963) is shown instead when it is installed.
   */
  iconUrl: IconUrl
  /** CSS colour drawn behind the icon (any non-empty CSS colour, e.g. `'#ffffff'`). */
  iconBackground: string
  /** Hex colour (3 or 6 digits) used for highlights around the icon. */
  iconAccent?: string
  /** EIP-6963 reverse-DNS id: an announced provider with this rdns is this wallet. */
  rdns?: string
  /** Id of a connector that is this wallet (e.g. 'injected', 'walletConnect', 'safe'). */
  connectorId?: string
  /** Where to get the wallet (store and extension pages, https); used by Get a Wallet and the guides. */
  downloadUrls?: DownloadUrls
  /** Scanning with the wallet's phone app (WalletConnect pairing). */
  qrCode?: { getUri: GetUri; instructions?: Instructions }
  /** The browser extension: the guide shown when it is not installed. */
  extension?: { instructions?: Instructions }
  /** Deep links that open the wallet with the pairing URI, on desktop / on a phone. */
  desktop?: { getUri?: GetUri; instructions?: Instructions }
  /** On a phone: how to open the wallet app with a pairing URI, or this page inside the app. */
  mobile?: {
    /** A deep link that opens the wallet app with a WalletConnect pairing URI. */
    getUri?: GetUri
    /** A link that opens a page (this one) inside the wallet app's own browser, where it is injected. */
    getDappUrl?: (pageUrl: string) => string
  }
  /** '{name} is not installed' vs '{name} is not available' (nothing to install). */
  notReadyText?: 'installed' | 'available'
  /** Label of the install button (default 'INSTALL'), shown as written. */
  installLabel?: string
  /** The same as a key of the kit catalogue's `wallets` section (built-in wallets), so it follows the locale. */
  installLabelKey?: WalletMessageKey
  /** Shown on the connect step when the wallet is not ready, instead of the generic text; shown as written. */
  notReadyHint?: string
  /** The same as a key of the kit catalogue's `wallets` section (built-in wallets), so it follows the locale. */
  notReadyHintKey?: WalletMessageKey
  /** False for entries that are not a product one can get (the generic browser wallet). */
  offerInGetList?: boolean
}

/**
 * A named group of wallets in the picker. Groups are shown in the order given; inside a
 * group, wallets keep their order.
 * @example const groups: WalletGroup[] = [{ groupName: 'Popular', wallets: [metaMask, walletConnect] }]
 */
export interface WalletGroup {
  /** Heading of the group in the picker; unique among the groups. */
  groupName: string
  /** The group's wallets, in the order shown; at least one. */
  wallets: readonly WalletDescriptor[]
}

/**
 * How the picker reaches a wallet: its own connector (extension, in-app browser, Safe) or
 * a WalletConnect pairing (QR code, or a deep link on a phone).
 */
export type ConnectVia = 'connector' | 'qr'

/** A wallet as the picker shows it: a descriptor (or an unknown announced wallet) plus run-time state. */
export interface WalletEntry {
  /** The descriptor's id, or the connector's id for an announced wallet without a descriptor. */
  id: string
  /** Name shown in the list. */
  name: string
  /** Shorter name for tight places (the descriptor's `shortName`, else `name`). */
  shortName: string
  /** The icon (the descriptor's, the wallet's announced icon, or a generic one). */
  iconUrl: string
  /** CSS colour behind the icon. */
  iconBackground: string
  /** Hex accent colour for highlights around the icon, when the descriptor gives one. */
  iconAccent: string | undefined
  /** A connector for it exists right now (installed extension, configured protocol). */
  ready: boolean
  /** Connected from this browser before (listed first, under "Recent"). */
  recent: boolean
  /** The group it is listed under ("Recent" for recent wallets). */
  groupName: string
  /** Position of its group in the list (-1 for "Recent"): entries are sorted by it. */
  groupIndex: number
  /** The extension's store page, when the descriptor gives one. */
  extensionDownloadUrl: string | undefined
  /** The phone app's store page (`downloadUrls.mobile`, else ios or android), when known. */
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
  /** The descriptor the entry comes from; undefined for an announced wallet the app does not describe. */
  descriptor: WalletDescriptor | undefined
}

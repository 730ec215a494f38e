import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { isUserRejection } from '../../core/errors'
import { useDescribeError } from '../../react/i18n/useDescribeError'
import { useConfig, useWalletGroups } from '../../react/context'
import { useAccount, useConnectionStatus } from '../../react/useAccount'
import { useConnectors } from '../../react/useConnectors'
import { whenIdle } from '../../core/idle'
import { lazyImport } from '../../core/lazy'
import { buildWalletEntries } from '../../core/wallets/entries'
import { browserWalletFace, builtInFaces } from '../../core/wallets/faces'
import { ICON_PLACEHOLDER, iconNow } from '../../core/wallets/lazyIcons'
import type { WalletEntry, WalletGroup } from '../../core/wallets/types'
import { ModalContext } from '../ModalProvider/hooks'
import { useModalOptions } from '../ModalProvider/modalOptions'

/** What `WalletButton.Custom` hands its children (RainbowKit's render props, and the kit's details). */
export interface WalletButtonRenderProps {
  /**
   * The wallet as the picker sees it (name, icon, install links), RainbowKit's field. For an
   * id the kit does not know (yet: an rdns before its wallet announced itself) a stand-in
   * named by the id, with the generic icon, `ready: false`.
   * A built-in wallet's install links and guides arrive once the browser is idle after mount
   * (they are not part of the first load); its name and icon are there from the start.
   */
  connector: WalletEntry
  /**
   * The wallet as the picker sees it; undefined for an unknown id.
   * @deprecated Use `connector` (RainbowKit's name); `wallet` stays for apps written against it.
   */
  wallet: WalletEntry | undefined
  /** The wallet can connect from this page now (its extension is here, or its connector is configured). */
  ready: boolean
  /** The active connection is this wallet. */
  connected: boolean
  /** A connection attempt started here is waiting for the wallet. */
  loading: boolean
  /** True when the last attempt failed (RainbowKit's field); false after a success or a plain "no" in the wallet. */
  error: boolean
  /** Why the last attempt failed, in words (the kit's detail behind `error`); undefined when `error` is false. */
  errorMessage: string | undefined
  /** False during server rendering and hydration: render a placeholder, not wallet state. */
  mounted: boolean
  /**
   * Connect this wallet; resolves once the attempt ends (it never rejects: a failure shows in
   * `error`). A wallet that is not ready here (not installed, or reached only through a QR
   * code) opens the Connect modal instead, where its QR code and download links are, when a
   * ModalProvider is present.
   */
  connect: () => Promise<void>
}

const noSubscribe = () => () => {}

const loadDefaultWallets = lazyImport(() => import('../../core/wallets/popular'))
const loadConnect = lazyImport(() => import('./connectWallet'))
/** The built-in wallets as their faces (name, icon, rdns or connector): all a button draws. */
const FACES: readonly WalletGroup[] = [{ groupName: '', wallets: builtInFaces }]

/**
 * The built-in wallets: their faces while hydrating (what the server rendered), then the
 * full descriptors (install links, guides), loaded once the browser is idle. A button looks
 * and connects the same with either; `WalletButton.Custom` gets the links once loaded.
 */
function useBuiltInWallets(): readonly WalletGroup[] {
  const [groups, setGroups] = useState(FACES)
  useEffect(() => {
    let live = true
    const cancel = whenIdle(() => {
      void loadDefaultWallets().then((m) => live && setGroups(m.defaultWalletGroups), () => {})
      // The click's code too, so a click after idle connects at once.
      loadConnect().catch(() => {})
    })
    return () => {
      live = false
      cancel()
    }
  }, [])
  return groups
}

/** The entry for `walletId` (a descriptor id, or an announced wallet's rdns), from the app's groups, else the built-in ones. */
function findEntry(walletId: string, groups: readonly WalletGroup[], connectors: Parameters<typeof buildWalletEntries>[0]['connectors']): WalletEntry | undefined {
  const descriptor = groups.flatMap((g) => g.wallets).find((w) => w.id === walletId)
  const entries = buildWalletEntries({ groups: descriptor ? [{ groupName: '', wallets: [descriptor] }] : [], connectors })
  return entries.find((e) => e.id === walletId || (descriptor === undefined && e.connector?.rdns === walletId))
}

/** State and action of a button that connects one named wallet (see WalletButton). */
export function useWalletButton(walletId: string): WalletButtonRenderProps {
  const config = useConfig()
  const describe = useDescribeError()
  const appGroups = useWalletGroups()
  const builtIn = useBuiltInWallets()
  const groups = useMemo(() => [...(appGroups ?? []), ...builtIn], [appGroups, builtIn])
  const connectors = useConnectors()
  const machine = useContext(ModalContext)
  const { initialChainId } = useModalOptions()
  const { connector: active } = useAccount()
  // Connected means signed in too: a wallet waiting for sign-in is not "Connected" yet.
  const isConnected = useConnectionStatus() === 'connected'
  const mounted = useSyncExternalStore(noSubscribe, () => true, () => false)
  const wallet = useMemo(() => findEntry(walletId, groups, connectors), [walletId, groups, connectors])
  const [state, setState] = useState<{ loading: boolean; error: string | undefined }>({ loading: false, error: undefined })
  const attempt = useRef(0)

  const ready = wallet?.connectVia === 'connector'
  const connected = isConnected && active !== undefined && active === wallet?.connector

  const start = useCallback(() => {
    const connector = wallet?.connectVia === 'connector' ? wallet.connector : undefined
    if (!wallet || !connector) {
      // Not reachable from here directly: the modal shows the QR code or how to get it.
      if (machine?.canOpen('connect')) machine.open('connect')
      return Promise.resolve()
    }
    const id = ++attempt.current
    setState({ loading: true, error: undefined })
    // A failed chunk load shows as the attempt's error; the next click fetches it again.
    return loadConnect()
      .then(({ connectWallet }) => connectWallet(config, connector, wallet.id, initialChainId))
      .then(
        () => {
          if (attempt.current === id) setState({ loading: false, error: undefined })
          // The app requires sign-in: go on to 'Verify your account', as the ConnectButton does.
          if (config.getState().status === 'unauthenticated' && machine?.canOpen('connect')) machine.open('connect')
        },
        (e: unknown) => {
          if (attempt.current !== id) return
          // A plain "no" in the wallet is the user's answer, not an error to show.
          setState({ loading: false, error: isUserRejection(e) ? undefined : describe(e) })
        },
      )
  }, [config, machine, wallet, describe, initialChainId])

  const connector = useMemo(() => wallet ?? standIn(walletId), [wallet, walletId])
  return {
    connector,
    wallet,
    ready,
    connected,
    loading: state.loading,
    error: state.error !== undefined,
    errorMessage: state.error,
    mounted,
    connect: start,
  }
}

/** The entry of a wallet the kit does not know: named by its id, generic icon, nothing to connect with. */
function standIn(id: string): WalletEntry {
  return {
    id,
    name: id,
    shortName: id,
    iconUrl: iconNow(browserWalletFace.iconUrl) ?? ICON_PLACEHOLDER,
    iconBackground: browserWalletFace.iconBackground,
    iconAccent: undefined,
    ready: false,
    recent: false,
    groupName: '',
    groupIndex: 0,
    extensionDownloadUrl: undefined,
    mobileDownloadUrl: undefined,
    connector: undefined,
    qrConnector: undefined,
    connectVia: undefined,
    scanVia: undefined,
    installed: false,
    descriptor: undefined,
  }
}

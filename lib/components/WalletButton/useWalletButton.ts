import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { isUserRejection } from '../../core/errors'
import { useDescribeError } from '../../react/i18n/useDescribeError'
import { useConfig, useWalletGroups } from '../../react/context'
import { useAccount, useConnectionStatus } from '../../react/useAccount'
import { useConnectors } from '../../react/useConnectors'
import { whenIdle } from '../../core/idle'
import { lazyImport } from '../../core/lazy'
import { buildWalletEntries } from '../../core/wallets/entries'
import { builtInFaces } from '../../core/wallets/faces'
import type { WalletEntry, WalletGroup } from '../../core/wallets/types'
import { ModalContext } from '../ModalProvider/hooks'

/** What `WalletButton.Custom` hands its children. */
export interface WalletButtonRenderProps {
  /**
   * The wallet as the picker sees it (name, icon, install links); undefined for an unknown id.
   * A built-in wallet's install links and guides arrive once the browser is idle after mount
   * (they are not part of the first load); its name and icon are there from the start.
   */
  wallet: WalletEntry | undefined
  /** The wallet can connect from this page now (its extension is here, or its connector is configured). */
  ready: boolean
  /** The active connection is this wallet. */
  connected: boolean
  /** A connection attempt started here is waiting for the wallet. */
  loading: boolean
  /** Why the last attempt failed, in words; undefined after a success or a plain "no" in the wallet. */
  error: string | undefined
  /** False during server rendering and hydration: render a placeholder, not wallet state. */
  mounted: boolean
  /**
   * Connect this wallet. A wallet that is not ready here (not installed, or reached only
   * through a QR code) opens the Connect modal instead, where its QR code and download
   * links are, when a ModalProvider is present.
   */
  connect: () => void
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
      return
    }
    const id = ++attempt.current
    setState({ loading: true, error: undefined })
    // A failed chunk load shows as the attempt's error; the next click fetches it again.
    loadConnect()
      .then(({ connectWallet }) => connectWallet(config, connector, wallet.id))
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
  }, [config, machine, wallet, describe])

  return { wallet, ready, connected, loading: state.loading, error: state.error, mounted, connect: start }
}

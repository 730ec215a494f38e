import { useCallback, useEffect, useMemo, useState } from 'react'
import { useConfig, useWalletGroups } from '../../react/context'
import { useConnectors } from '../../react/useConnectors'
import { iconNow, loadIcon } from '../../core/wallets/lazyIcons'
import { buildWalletEntries } from '../../core/wallets/list'
import { defaultWalletGroups } from '../../core/wallets/popular'
import { walletGroupsOf } from '../../core/wallets/rainbowkit'
import { addRecentWalletId, getRecentWalletIds } from '../../core/wallets/recent'
import type { WalletEntry, WalletGroup } from '../../core/wallets/types'

/**
 * The wallets the picker knows (the provider's groups, else the list the config's
 * connectors carry from connectorsForWallets, else the default 'Popular' group), matched
 * against the live connectors (EIP-6963 ones arrive late).
 */
export function useWalletEntries(): {
  entries: WalletEntry[]
  recentWalletIds: string[]
  rememberWallet(id: string): void
} {
  const config = useConfig()
  const connectors = useConnectors()
  const carried = walletGroupsOf(connectors)
  const groups = useWalletGroups() ?? carried ?? defaultWalletGroups
  const iconsLoaded = useLazyIcons(groups)
  const [recentWalletIds, setRecent] = useState(() => getRecentWalletIds(config.storage))
  const entries = useMemo(
    () => buildWalletEntries({ groups, connectors, recentWalletIds }),
    // iconsLoaded: rebuild once lazy icons have loaded, so rows show them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [groups, connectors, recentWalletIds, iconsLoaded],
  )
  const rememberWallet = useCallback((id: string) => setRecent(addRecentWalletId(config.storage, id)), [config])
  return { entries, recentWalletIds, rememberWallet }
}

/** Loads the groups' lazy icons (RainbowKit's `iconUrl: () => import(...)`) once the list is drawn; counts the loads. */
function useLazyIcons(groups: readonly WalletGroup[]): number {
  const [loaded, setLoaded] = useState(0)
  useEffect(() => {
    let live = true
    const pending = groups.flatMap((g) => g.wallets.map((w) => w.iconUrl)).filter((icon) => typeof icon === 'function' && iconNow(icon) === undefined)
    if (pending.length === 0) return
    void Promise.all(pending.map((icon) => loadIcon(icon as () => Promise<string>))).then(() => live && setLoaded((n) => n + 1))
    return () => {
      live = false
    }
  }, [groups])
  return loaded
}

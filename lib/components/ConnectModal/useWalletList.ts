import { useCallback, useMemo, useState } from 'react'
import { useConfig, useWalletGroups } from '../../react/context'
import { useConnectors } from '../../react/useConnectors'
import { buildWalletEntries } from '../../core/wallets/list'
import { defaultWalletGroups } from '../../core/wallets/popular'
import { addRecentWalletId, getRecentWalletIds } from '../../core/wallets/recent'
import type { WalletEntry } from '../../core/wallets/types'

/**
 * The wallets the picker knows (the provider's groups, else the default 'Popular' group),
 * matched against the live connectors (EIP-6963 ones arrive late).
 */
export function useWalletEntries(): {
  entries: WalletEntry[]
  recentWalletIds: string[]
  rememberWallet(id: string): void
} {
  const config = useConfig()
  const groups = useWalletGroups() ?? defaultWalletGroups
  const connectors = useConnectors()
  const [recentWalletIds, setRecent] = useState(() => getRecentWalletIds(config.storage))
  const entries = useMemo(() => buildWalletEntries({ groups, connectors, recentWalletIds }), [groups, connectors, recentWalletIds])
  const rememberWallet = useCallback((id: string) => setRecent(addRecentWalletId(config.storage, id)), [config])
  return { entries, recentWalletIds, rememberWallet }
}

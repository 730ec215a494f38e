import { useEffect, useState } from 'react'
import { lazyImport } from '../core/lazy'
import type { WalletGroup } from '../core/wallets/types'

// The checker loads only for apps that pass their own groups (the default list is checked
// by a test), and the check stays out of every app's first load.
const loadValidate = lazyImport(() => import('../core/wallets/validate'))

/**
 * Check the app's wallet groups when they are given: a bad descriptor rethrows its
 * InvalidWalletError during render, so the app's error boundary (or the console in
 * development) names the wallet and the field.
 */
export function useWalletGroupsCheck(wallets: readonly WalletGroup[] | undefined): void {
  const [failure, setFailure] = useState<{ for: readonly WalletGroup[]; error: unknown }>()
  useEffect(() => {
    if (wallets === undefined) return
    let live = true
    const report = (error: unknown) => {
      if (live) setFailure({ for: wallets, error })
    }
    loadValidate().then(({ validateWalletGroups }) => {
      try {
        validateWalletGroups(wallets)
      } catch (e) {
        report(e)
      }
    }, report)
    return () => {
      live = false
    }
  }, [wallets])
  if (failure !== undefined && failure.for === wallets) throw failure.error
}

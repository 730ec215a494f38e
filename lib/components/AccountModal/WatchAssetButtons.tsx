import { useContext, useState } from 'react'
import { useWatchAsset, watchAssetParams } from '../../react/useWatchAsset'
import { isUserRejection } from '../../core/errors'
import { WatchAssetsContext } from '../../react/watchAssetsContext'
import * as styles from './AccountModal.css'
import { PlusIcon } from './icons'
import type { WatchAsset } from '../../react/watchAsset'
import { account } from '../../core/i18n/en/account'
import { dialog } from '../../core/i18n/en/dialog'
import { useKitMessages } from '../../react/i18n/kit'
import { useDescribeError } from '../../react/i18n/useDescribeError'

type Outcome = { symbol: string; text: string; error: boolean }

/** "Add <symbol> to wallet" buttons for the tokens the app provides (EIP-747). */
export function WatchAssetButtons() {
  const assets = useContext(WatchAssetsContext)
  const { mutateAsync: watchAsset } = useWatchAsset()
  const [pending, setPending] = useState<string>()
  const [outcome, setOutcome] = useState<Outcome>()
  const t = useKitMessages('account', account)
  const d = useKitMessages('dialog', dialog)
  const describe = useDescribeError()
  if (assets.length === 0) return null

  const add = async (asset: WatchAsset) => {
    setPending(asset.symbol)
    setOutcome(undefined)
    try {
      // A user who declines is not an error here: the row says the token was not added.
      const added = await watchAsset(watchAssetParams(asset)).catch((e: unknown) => {
        if (isUserRejection(e)) return false
        throw e
      })
      setOutcome({ symbol: asset.symbol, text: t(added ? 'added' : 'notAdded', { symbol: asset.symbol }), error: false })
    } catch (e) {
      setOutcome({ symbol: asset.symbol, text: describe(e), error: true })
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className={styles.watchAssets}>
      {/* One row: "Add to wallet" once, then a short button per token (its full name for screen readers). */}
      <div className={styles.watchAssetRow} role="group" aria-label={t('addToWallet')}>
        <span className={styles.watchAssetLabel} aria-hidden="true">
          {t('addToWallet')}
        </span>
        {assets.map((asset) => (
          <button
            key={asset.address}
            type="button"
            className={styles.secondaryButton}
            disabled={pending !== undefined}
            onClick={() => void add(asset)}
            aria-label={t(pending === asset.symbol ? 'confirmAdding' : 'addSymbol', { symbol: asset.symbol })}
          >
            <PlusIcon />
            {pending === asset.symbol ? d('confirmInWallet') : asset.symbol}
          </button>
        ))}
      </div>
      <p className={outcome?.error ? styles.errorText : styles.muted} role="status">
        {outcome?.text ?? ''}
      </p>
    </div>
  )
}

import type { Chain } from 'viem'
import { ChainIcon } from '../../ui/ChainIcon/ChainIcon'
import { chainIconBackground, chainIconUrl, useChainDisplay } from '../../ui/ChainIcon/chainMeta'
import * as styles from './ChainModal.css'
import { chain as chainEn } from '../../core/i18n/en/chain'
import { dialog } from '../../core/i18n/en/dialog'
import { useKitMessages } from '../../react/i18n/kit'

export interface ChainRowProps {
  chain: Chain
  /** The wallet is on this chain: marked 'Connected'. */
  current: boolean
  /** Waiting for the wallet to confirm the switch: marked 'Confirm in Wallet'. */
  pending: boolean
  disabled: boolean
  onSelect: () => void
}

export function ChainRow({ chain: configured, current, pending, disabled, onSelect }: ChainRowProps) {
  const chain = useChainDisplay()(configured)
  const t = useKitMessages('chain', chainEn)
  const d = useKitMessages('dialog', dialog)
  return (
    <button
      type="button"
      className={current ? `${styles.row} ${styles.rowCurrent}` : styles.row}
      onClick={onSelect}
      disabled={disabled && !current}
      aria-current={current ? 'true' : undefined}
      data-testid={`chain-option-${chain.id}`}
    >
      <ChainIcon name={chain.name} iconUrl={chainIconUrl(chain)} iconBackground={chainIconBackground(chain)} size={28} />
      <span className={styles.name}>{chain.name}</span>
      {/* Spaces keep the accessible name readable ("Polygon zkEVM Connected"); flex ignores them. */}
      {current && ' '}
      {current && (
        <span className={styles.badge}>
          {t('connected')}
          <span className={styles.dot} aria-hidden="true" />
        </span>
      )}
      {pending && ' '}
      {pending && <span className={styles.badge}>{d('confirmInWallet')}</span>}
    </button>
  )
}

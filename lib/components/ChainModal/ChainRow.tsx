import type { Chain } from 'viem'
import { ChainIcon } from '../../ui/ChainIcon/ChainIcon'
import { chainIconBackground, chainIconUrl } from '../../ui/ChainIcon/chainMeta'
import * as styles from './ChainModal.css'

export interface ChainRowProps {
  chain: Chain
  /** The wallet is on this chain: marked 'Connected'. */
  current: boolean
  /** Waiting for the wallet to confirm the switch: marked 'Confirm in Wallet'. */
  pending: boolean
  disabled: boolean
  onSelect: () => void
}

export function ChainRow({ chain, current, pending, disabled, onSelect }: ChainRowProps) {
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
          Connected
          <span className={styles.dot} aria-hidden="true" />
        </span>
      )}
      {pending && ' '}
      {pending && <span className={styles.badge}>Confirm in Wallet</span>}
    </button>
  )
}

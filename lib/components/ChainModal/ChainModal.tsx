import { useId } from 'react'
import { isUserRejection } from '../../core/errors'
import { SwitchChainNotSupportedError } from '../../core/callErrors'
import { useConfig } from '../../react/context'
import { useAccount } from '../../react/useAccount'
import { useDisconnect } from '../../react/useDisconnect'
import { useSwitchChain } from '../../react/useSwitchChain'
import { CloseButton } from '../../ui/Dialog/CloseButton'
import { Dialog } from '../../ui/Dialog/Dialog'
import { ChainRow } from './ChainRow'
import * as styles from './ChainModal.css'
import { chain as chainEn } from '../../core/i18n/en/chain'
import { dialog } from '../../core/i18n/en/dialog'
import { useKitMessages } from '../../react/i18n/kit'
import { useDescribeError } from '../../react/i18n/useDescribeError'

/** Props of ChainModal (RainbowKit's): open state and close callback; the app owns both. */
export interface ChainModalProps {
  /** Shown while true (and only while the wallet is connected). */
  open: boolean
  /** Called when the user closes it (Escape, the close button, the backdrop). */
  onClose: () => void
}

/**
 * 'Switch Networks': the configured chains, the current one marked Connected and the one
 * awaiting the wallet marked Confirm in Wallet; on an unsupported chain it says so and
 * offers Disconnect.
 */
export function ChainModal({ open, onClose }: ChainModalProps) {
  const { isConnected } = useAccount()
  // Only while connected (the modal machine enforces it too).
  return open && isConnected ? <ChainDialog onClose={onClose} /> : null
}

function ChainDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId()
  const config = useConfig()
  const { chainId, isUnsupported, connector } = useAccount()
  const { switchChainAsync, isPending, variables, error: switchError } = useSwitchChain()
  const pendingChainId = isPending ? variables?.chainId : undefined
  // A plain "no" in the wallet is not an error worth a message, unless it came after
  // adding the chain - the connector marks that by rethrowing something else.
  const error = switchError && !isUserRejection(switchError) ? switchError : undefined
  const { disconnect } = useDisconnect()
  const t = useKitMessages('chain', chainEn)
  const d = useKitMessages('dialog', dialog)
  const describe = useDescribeError()

  // A connector without switchChain cannot switch at all: say so before the user tries.
  const cannotSwitch = connector !== undefined && connector.switchChain === undefined
  const notSupported =
    error instanceof SwitchChainNotSupportedError ? error : cannotSwitch ? new SwitchChainNotSupportedError(config.appName) : undefined

  const onSelect = async (id: number) => {
    if (id === chainId || pendingChainId !== undefined) return
    if (await switchChainAsync({ chainId: id }).then(() => true, () => false)) onClose()
  }

  return (
    <Dialog open onClose={onClose} titleId={titleId} compact>
      <div className={styles.body}>
        <div className={styles.header}>
          <h1 id={titleId} className={styles.title}>
            {t('title')}
          </h1>
          <CloseButton onClose={onClose} />
        </div>
        {isUnsupported && <p className={styles.message}>{t('wrongNetwork')}</p>}
        {notSupported && (
          <p className={styles.message} role="alert">
            {describe(notSupported)}
          </p>
        )}
        <ul className={styles.list}>
          {config.chains.map((chain) => (
            <li key={chain.id}>
              <ChainRow
                chain={chain}
                current={chain.id === chainId}
                pending={chain.id === pendingChainId}
                disabled={cannotSwitch}
                onSelect={() => void onSelect(chain.id)}
              />
            </li>
          ))}
        </ul>
        {error && !notSupported && (
          <p className={styles.error} role="alert">
            {describe(error)}
          </p>
        )}
        {isUnsupported && (
          <button
            type="button"
            className={styles.disconnect}
            onClick={async () => {
              await disconnect()
              onClose()
            }}
          >
            {d('disconnect')}
          </button>
        )}
      </div>
    </Dialog>
  )
}


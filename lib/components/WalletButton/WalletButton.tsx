import type { ReactNode } from 'react'
import { walletButton } from '../../core/i18n/en/walletButton'
import { useKitMessages } from '../../react/i18n/kit'
import { WalletIcon } from '../ConnectModal/WalletIcon'
import { useWalletButton, type WalletButtonRenderProps } from './useWalletButton'
import * as styles from './WalletButton.css'

/** Props of WalletButton: which wallet it connects. */
export interface WalletButtonProps {
  /** A wallet id from the provider's groups or the built-in wallets ('metaMask', 'rainbow', ...), or an announced wallet's rdns. Default 'rainbow' (RainbowKit's). */
  wallet?: string
}

/** RainbowKit's default wallet. */
const DEFAULT_WALLET = 'rainbow'

/** Props of WalletButton.Custom: the wallet, and a render function that draws the button. */
export interface WalletButtonCustomProps extends WalletButtonProps {
  /** Called on every change with the wallet's entry, its state and `connect`; returns the UI. */
  children: (props: WalletButtonRenderProps) => ReactNode
}

/** RainbowKit's name for WalletButton.Custom's props. */
export type WalletButtonRendererProps = WalletButtonCustomProps

/**
 * `WalletButton.Custom`: one wallet's connect state and action without a look; the app
 * draws the button.
 * @example
 * <WalletButton.Custom wallet="metaMask">
 *   {({ ready, connect, loading }) => <button disabled={!ready || loading} onClick={connect}>MetaMask</button>}
 * </WalletButton.Custom>
 */
function WalletButtonCustom({ wallet = DEFAULT_WALLET, children }: WalletButtonCustomProps) {
  return <>{children(useWalletButton(wallet))}</>
}

/**
 * A button that connects one named wallet directly, beside or instead of ConnectButton.
 * It shows the wallet's icon and name, 'Connecting…' while the wallet asks, and
 * 'Connected' once it is the active wallet; a failure is shown under it in words.
 * @example <WalletButton wallet="metaMask" />
 */
export function WalletButton({ wallet = DEFAULT_WALLET }: WalletButtonProps) {
  const t = useKitMessages('walletButton', walletButton)
  return (
    <WalletButtonCustom wallet={wallet}>
      {({ wallet: entry, connected, loading, errorMessage, mounted, connect }) => {
        // An rdns the kit has no descriptor for is only named once the wallet announced itself
        // (after mount): until then a neutral label, the same on the server and while hydrating.
        const name = entry?.name ?? (mounted ? wallet : t('placeholder'))
        return (
          <span className={styles.wrapper}>
            <button
              type="button"
              className={styles.button}
              onClick={() => void connect()}
              disabled={!mounted || loading || connected}
              aria-busy={loading || undefined}
              data-testid={`wallet-button-${wallet}`}
            >
              {entry && <WalletIcon src={entry.iconUrl} background={entry.iconBackground} size={28} />}
              {name}
              {(loading || connected) && ' '}
              {loading && <span className={styles.status}>{t('connecting')}</span>}
              {connected && <span className={styles.status}>{t('connected')}</span>}
            </button>
            {errorMessage && (
              <p className={styles.error} role="alert">
                {errorMessage}
              </p>
            )}
          </span>
        )
      }}
    </WalletButtonCustom>
  )
}

/** WalletButton's static members. */
// A declared namespace (erased at build) carries the doc comment of `WalletButton.Custom` into the .d.ts.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace WalletButton {
  /** One wallet's connect state and action without a look: the render function draws the button (RainbowKit's API). */
  let Custom: (props: WalletButtonCustomProps) => ReactNode
}
WalletButton.Custom = WalletButtonCustom

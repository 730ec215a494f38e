import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react'
import { createSignInFlow, type SignInFlow } from '../../core/auth/signInFlow'
import { disconnect } from '../../core/actions/disconnect'
import { signMessage } from '../../core/actions/signMessage'
import { useConfig } from '../../react/context'
import { useAccount, useConnectionStatus } from '../../react/useAccount'
import { useAuthStore } from '../../react/useAuth'
import { useSwitchChain } from '../../react/useSwitchChain'
import { CloseButton } from '../../ui/Dialog/CloseButton'
import { Dialog } from '../../ui/Dialog/Dialog'
import { isUserRejection } from '../../core/errors'
import { SIGN_IN_ERRORS, signInButtonLabel } from './messages'
import * as styles from './SignInModal.css'
import { pendingSafeMessage, useSafeMessageWait } from './useSafeMessageWait'
import { dialog } from '../../core/i18n/en/dialog'
import { signIn } from '../../core/i18n/en/signIn'
import { useKitMessages } from '../../react/i18n/kit'
import { useDescribeError } from '../../react/i18n/useDescribeError'

const noSubscription = () => () => {}

export interface SignInModalProps {
  open: boolean
  /** Closes the dialog; Cancel also disconnects the wallet first. */
  onClose: () => void
}

/**
 * 'Verify your account': the user signs a Sign-In with Ethereum message (EIP-4361) and the
 * server verifies it. Cancel (and Escape, the backdrop, ×) disconnects the wallet, as in
 * RainbowKit: a connection that will not sign in is not kept half-open.
 */
export function SignInModal({ open, onClose }: SignInModalProps) {
  const auth = useAuthStore()
  const config = useConfig()
  const status = useConnectionStatus()
  const visible = open && auth !== null && status === 'unauthenticated'
  const cancel = useCallback(() => {
    onClose()
    void disconnect(config)
  }, [config, onClose])
  return visible ? <SignInDialog onCancel={cancel} /> : null
}

function SignInDialog({ onCancel }: { onCancel: () => void }) {
  const titleId = useId()
  const config = useConfig()
  const auth = useAuthStore()
  const [flow] = useState<SignInFlow | undefined>(() =>
    auth
      ? createSignInFlow({
          adapter: auth.adapter,
          getAccount() {
            const { accounts, chainId } = config.getState()
            // Never sign a chain the server would refuse (the dialog offers the switch instead).
            return accounts[0] && chainId !== undefined && config.isChainSupported(chainId) ? { address: accounts[0], chainId } : undefined
          },
          signMessage: ({ address, message }) => signMessage(config, { account: address, message }),
          onSignedIn: (session) => auth.signedIn(session),
          pendingMessage: () => pendingSafeMessage(config),
        })
      : undefined,
  )
  useEffect(() => flow?.start(), [flow])
  const flowState = useSyncExternalStore(flow?.subscribe ?? noSubscription, () => flow?.getState(), () => flow?.getState())
  const { isUnsupported, connector } = useAccount()
  const switcher = useSwitchChain()
  const pendingChainId = switcher.isPending ? switcher.variables?.chainId : undefined
  // A plain "no" in the wallet needs no message (the button is still there).
  const switchError = switcher.error && !isUserRejection(switcher.error) ? switcher.error : undefined
  const t = useKitMessages('signIn', signIn)
  const d = useKitMessages('dialog', dialog)
  const describe = useDescribeError()
  const safeWait = useSafeMessageWait(config, flowState?.step === 'signing')
  if (!flow || !flowState) return null
  // Waiting for a multisig Safe's owners: Cancel stops the wait (the dialog stays for a new attempt); closing stops it too.
  const waitingForOwners = safeWait.progress !== undefined
  const close = () => {
    safeWait.stop()
    onCancel()
  }
  const busy = flowState.step !== 'idle' || flowState.preparing
  // On a chain the site does not support nothing is signed: the wallet must switch first.
  const target = config.chains[0]
  const wrongNetwork = isUnsupported && target !== undefined
  const canSwitch = connector?.switchChain !== undefined
  const error = wrongNetwork
    ? (switchError ? describe(switchError, { chainName: (id) => config.chains.find((c) => c.id === id)?.name }) : t(canSwitch ? 'unsupportedSwitch' : 'unsupportedInWallet', { chain: target.name }))
    : flowState.error
      ? t(SIGN_IN_ERRORS[flowState.error])
      : undefined

  return (
    <Dialog open onClose={close} titleId={titleId} compact>
      <div className={styles.body}>
        <div className={styles.close}>
          <CloseButton onClose={close} />
        </div>
        <h1 id={titleId} className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.description}>
          {t('description')}
        </p>
        {safeWait.progress && (
          <p className={styles.description} role="status" data-testid="sign-in-safe-progress">
            {t('safeWaiting', { confirmations: safeWait.progress.confirmations, required: safeWait.progress.required })}
          </p>
        )}
        <p className={styles.error} role="alert" data-testid="sign-in-error">
          {error}
        </p>
        <div className={styles.actions}>
          {wrongNetwork ? (
            <button
              type="button"
              className={styles.primary}
              aria-disabled={!canSwitch || pendingChainId !== undefined}
              onClick={() => {
                if (canSwitch && pendingChainId === undefined) switcher.switchChain({ chainId: target.id })
              }}
              data-testid="sign-in-switch-button"
            >
              {pendingChainId !== undefined ? d('confirmInWallet') : t('switchTo', { chain: target.name })}
            </button>
          ) : (
            <button
              type="button"
              className={styles.primary}
              // aria-disabled, not disabled: the button keeps focus while the attempt runs.
              aria-disabled={busy}
              onClick={() => {
                if (!busy) void flow.signIn()
              }}
              data-testid="sign-in-button"
            >
              {t(signInButtonLabel(flowState))}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={waitingForOwners ? safeWait.stop : close}>
            {t('cancel')}
          </button>
        </div>
      </div>
    </Dialog>
  )
}


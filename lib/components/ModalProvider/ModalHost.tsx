import { lazy, Suspense, useCallback, useContext } from 'react'
import { AuthContext } from '../../react/useAuth'
import { useModalMachine, useModalState } from './hooks'

// Each modal is its own chunk, fetched when first opened: none of them is in the first page load.
const ConnectModal = lazy(() => import('../ConnectModal/ConnectModal').then((m) => ({ default: m.ConnectModal })))
const AccountModal = lazy(() => import('../AccountModal/AccountModal').then((m) => ({ default: m.AccountModal })))
const ChainModal = lazy(() => import('../ChainModal/ChainModal').then((m) => ({ default: m.ChainModal })))
const SignInModal = lazy(() => import('../SignInModal/SignInModal').then((m) => ({ default: m.SignInModal })))

/**
 * Renders whichever modal the machine says is open. With sign-in configured, the connect
 * modal of a wallet that still has to sign in is the sign-in dialog (as in RainbowKit).
 */
export function ModalHost({ compact = false }: { compact?: boolean }) {
  const machine = useModalMachine()
  const { open, status } = useModalState()
  const signIn = useContext(AuthContext) !== null && status === 'unauthenticated' && (open === 'connect' || open === 'signIn')
  const close = useCallback(() => machine.close(), [machine])
  return (
    <Suspense fallback={null}>
      {signIn && <SignInModal open onClose={close} />}
      {open === 'connect' && !signIn && <ConnectModal open onClose={close} compact={compact} />}
      {open === 'account' && <AccountModal open onClose={close} />}
      {open === 'chain' && <ChainModal open onClose={close} />}
    </Suspense>
  )
}

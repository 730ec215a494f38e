import { lazy, Suspense, useCallback } from 'react'
import { useModalMachine, useModalState } from './hooks'

// Each modal is its own chunk, fetched when first opened: none of them is in the first page load.
const ConnectModal = lazy(() => import('../ConnectModal/ConnectModal').then((m) => ({ default: m.ConnectModal })))
const AccountModal = lazy(() => import('../AccountModal/AccountModal').then((m) => ({ default: m.AccountModal })))
const ChainModal = lazy(() => import('../ChainModal/ChainModal').then((m) => ({ default: m.ChainModal })))

/** Renders whichever modal the machine says is open. */
export function ModalHost({ compact = false }: { compact?: boolean }) {
  const machine = useModalMachine()
  const { open } = useModalState()
  const close = useCallback(() => machine.close(), [machine])
  return (
    <Suspense fallback={null}>
      {open === 'connect' && <ConnectModal open onClose={close} compact={compact} />}
      {open === 'account' && <AccountModal open onClose={close} />}
      {open === 'chain' && <ChainModal open onClose={close} />}
    </Suspense>
  )
}

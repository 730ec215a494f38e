import { Suspense, useCallback } from 'react'
import { lazyImport } from '../../core/lazy'
import { useModalMachine, useModalState } from './hooks'
import { forgetFailedModals, lazyModal, ModalLoadBoundary } from './lazyModal'

// Each modal is its own chunk, fetched when first opened: none of them is in the first page load.
const ConnectModal = lazyModal(lazyImport(() => import('../ConnectModal/ConnectModal').then((m) => m.ConnectModal)))
const AccountModal = lazyModal(lazyImport(() => import('../AccountModal/AccountModal').then((m) => m.AccountModal)))
const ChainModal = lazyModal(lazyImport(() => import('../ChainModal/ChainModal').then((m) => m.ChainModal)))

/** Renders whichever modal the machine says is open. */
export function ModalHost({ compact = false }: { compact?: boolean }) {
  const machine = useModalMachine()
  const { open } = useModalState()
  const close = useCallback(() => machine.close(), [machine])
  // A modal whose chunk failed to load (offline, a deploy replaced it) closes, so the
  // button that opened it works again and its next click fetches the chunk anew.
  const onLoadError = useCallback(
    (error: unknown) => {
      console.error('Could not load the modal; it will be fetched again on the next open.', error)
      forgetFailedModals()
      machine.close()
    },
    [machine],
  )
  return (
    <ModalLoadBoundary key={open ?? 'none'} onError={onLoadError}>
      <Suspense fallback={null}>
        {open === 'connect' && <ConnectModal open onClose={close} compact={compact} />}
        {open === 'account' && <AccountModal open onClose={close} />}
        {open === 'chain' && <ChainModal open onClose={close} />}
      </Suspense>
    </ModalLoadBoundary>
  )
}

import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useModalLoader, useModalMachine, useModalState } from './hooks'
import { forgetFailedModals, ModalLoadBoundary } from './lazyModal'

/** Renders whichever modal the machine says is open, as soon as its chunk is there. */
export function ModalHost({ compact = false }: { compact?: boolean }) {
  const machine = useModalMachine()
  const loader = useModalLoader()
  const { open } = useModalState()
  const close = useCallback(() => machine.close(), [machine])
  const get = () => (open ? loader.get(open) : undefined)
  const Modal = useSyncExternalStore(loader.subscribe, get, get)

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

  useEffect(() => {
    // Not preloaded (opened before idle, or from code): fetch now; it renders when it arrives.
    if (open) loader.preload(open).catch(onLoadError)
  }, [open, loader, onLoadError])

  if (!open || !Modal) return null
  return (
    <ModalLoadBoundary key={open} onError={onLoadError}>
      {open === 'connect' ? <Modal open onClose={close} compact={compact} /> : <Modal open onClose={close} />}
    </ModalLoadBoundary>
  )
}

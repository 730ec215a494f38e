import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useModalLoader, useModalMachine, useModalState } from './hooks'

/** Renders whichever modal the machine says is open, as soon as its chunk is there. */
export function ModalHost({ compact = false }: { compact?: boolean }) {
  const machine = useModalMachine()
  const loader = useModalLoader()
  const { open } = useModalState()
  const close = useCallback(() => machine.close(), [machine])
  const get = () => (open ? loader.get(open) : undefined)
  const Modal = useSyncExternalStore(loader.subscribe, get, get)

  useEffect(() => {
    // Not preloaded (opened before idle, or from code): fetch now; it renders when it arrives.
    if (open) loader.preload(open).catch((e: unknown) => console.error('Could not load the modal.', e))
  }, [open, loader])

  if (!open || !Modal) return null
  return open === 'connect' ? <Modal open onClose={close} compact={compact} /> : <Modal open onClose={close} />
}

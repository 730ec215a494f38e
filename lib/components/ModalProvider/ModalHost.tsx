import { useCallback, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react'
import { useModalLoader, useModalMachine, useModalState } from './hooks'
import { forgetFailedModals, ModalLoadBoundary } from './lazyModal'

/** Renders whichever modal the machine says is open, as soon as its chunk is there. */
export function ModalHost({ compact = false }: { compact?: boolean }) {
  const machine = useModalMachine()
  const loader = useModalLoader()
  const { open, status } = useModalState()
  const close = useCallback(() => machine.close(), [machine])
  // The wallet picker, once its chunk is there, is rendered while closed too, hidden (and
  // shown by the click); the other modals only while open.
  const name = open ?? (status === 'disconnected' ? 'connect' : undefined)
  const get = () => (name ? loader.get(name) : undefined)
  const Modal = useSyncExternalStore(loader.subscribe, get, get)
  // Shown in a render of its own after the click's (deferred, in slices): whatever was not
  // built ahead yet (a chunk that came late) is built then. Closing hides it at once.
  const shown = useDeferredValue(open && Modal) === Modal && open !== undefined
  // Each opening starts afresh (list, no step chosen): once a modal closes, the next is a new instance.
  const [round, setRound] = useState({ open, count: 0 })
  if (round.open !== open) setRound({ open, count: round.count + (round.open ? 1 : 0) })

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

  if (!name || !Modal) return null
  return (
    <ModalLoadBoundary key={`${name}-${round.count}`} onError={onLoadError}>
      {name === 'connect' ? <Modal open={shown} onClose={close} compact={compact} /> : <Modal open={shown} onClose={close} />}
    </ModalLoadBoundary>
  )
}

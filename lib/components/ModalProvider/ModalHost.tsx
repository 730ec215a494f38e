import { Activity, startTransition, useCallback, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react'
import { useConnectionStatus } from '../../react/useAccount'
import { useModalLoader, useModalMachine, useModalState } from './hooks'
import { forgetFailedModals, ModalLoadBoundary } from './lazyModal'

/** Renders whichever modal the machine says is open, as soon as its chunk is there. */
export function ModalHost({ compact = false }: { compact?: boolean }) {
  const machine = useModalMachine()
  const loader = useModalLoader()
  const { open } = useModalState()
  const status = useConnectionStatus()
  const close = useCallback(() => machine.close(), [machine])
  const get = () => (open && open !== 'connect' ? loader.get(open) : undefined)
  const Modal = useSyncExternalStore(loader.subscribe, get, get)
  // The wallet picker's chunk arriving starts an interruptible render (in slices), whether the
  // picker is open already or rendered ahead while hidden (below).
  const [Connect, setConnect] = useState(() => loader.get('connect'))
  useEffect(() => {
    const update = () => startTransition(() => setConnect(() => loader.get('connect')))
    update()
    return loader.subscribe(update)
  }, [loader])

  // Every opening of the connect modal starts afresh (list, no step chosen), as when it was
  // mounted on open: once one closes, the next one is a new instance.
  const [round, setRound] = useState({ open, count: 0 })
  if (round.open !== open) setRound({ open, count: round.count + (round.open === 'connect' ? 1 : 0) })

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

  // The wallet picker, once its chunk is there, is rendered ahead while hidden (<Activity>
  // renders a hidden tree when nothing else is waiting, in slices, and runs none of its
  // effects): the click that opens it then only shows it, instead of building the whole
  // dialog in one long main-thread task.
  // Opening shows it in a render of its own after the click's (deferred, interruptible): what
  // was not built ahead yet is built then, in slices. Closing hides it at once.
  const connectOpen = open === 'connect'
  const shown = useDeferredValue(connectOpen) && connectOpen
  const prerender = Connect !== undefined && (connectOpen || (open === undefined && status === 'disconnected'))
  return (
    <>
      {prerender ? (
        <ModalLoadBoundary key={`connect-${round.count}`} onError={onLoadError}>
          <Activity mode={shown ? 'visible' : 'hidden'}>
            <Connect open onClose={close} compact={compact} />
          </Activity>
        </ModalLoadBoundary>
      ) : null}
      {open && !connectOpen && Modal ? (
        <ModalLoadBoundary key={open} onError={onLoadError}>
          <Modal open onClose={close} />
        </ModalLoadBoundary>
      ) : null}
    </>
  )
}

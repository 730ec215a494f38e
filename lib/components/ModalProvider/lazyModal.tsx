import { Component, lazy, type ComponentType, type ReactNode } from 'react'
import type { LazyImport } from '../../core/lazy'

// Fresh React.lazy makers of the modals whose load failed, run by forgetFailedModals().
const failed = new Set<() => void>()

/**
 * After a failed modal load was caught (and committed): the next render of every failed
 * modal fetches its chunk anew.
 */
export function forgetFailedModals(): void {
  for (const retry of [...failed]) retry()
  failed.clear()
}

/**
 * A component whose code is a chunk loaded on first render (React.lazy over lazyImport).
 * React.lazy keeps a rejection for good, so once a failure has been caught,
 * forgetFailedModals() swaps in a fresh React.lazy and the next render fetches the chunk
 * again, without a page reload. (Swapping inside the rejection would let React's own
 * re-render after an error start a new download, again and again.)
 */
export function lazyModal<P extends object>(load: LazyImport<ComponentType<P>>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          failed.add(() => (current = make()))
          throw error
        },
      ),
    )
  let current = make()
  return function Modal(props: P) {
    const Current = current
    return <Current {...props} />
  }
}

/** Catches a modal chunk that failed to load: renders nothing and reports it once. */
export class ModalLoadBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }
  override componentDidCatch(error: unknown): void {
    this.props.onError(error)
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}

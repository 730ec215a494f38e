import type { ComponentType } from 'react'
import { lazyImport, type LazyImport } from '../../core/lazy'
import type { ModalName } from '../../modals/machine'

export interface ModalComponentProps {
  open: boolean
  onClose: () => void
  compact?: boolean
}

type ModalModule = { default: ComponentType<ModalComponentProps> }

// Each modal is its own chunk: none of them is in the first page load.
const IMPORTS: Partial<Record<ModalName, () => Promise<ModalModule>>> = {
  connect: () => import('../ConnectModal/ConnectModal').then((m) => ({ default: m.ConnectModal })),
  account: () => import('../AccountModal/AccountModal').then((m) => ({ default: m.AccountModal })),
  chain: () => import('../ChainModal/ChainModal').then((m) => ({ default: m.ChainModal })),
}

/**
 * Loads the modal chunks ahead of use (idle time, pointer or focus on the button) and
 * hands out the loaded components synchronously. Rendering a loaded component directly,
 * instead of through React.lazy + Suspense, avoids React's fallback throttle (about
 * 300 ms) on a lazily revealed boundary: a preloaded modal opens in the same frame.
 */
export interface ModalLoader {
  /** Start fetching a modal's chunk; repeated calls share one request. */
  preload(name: ModalName): Promise<void>
  /** The modal's component once its chunk has arrived. */
  get(name: ModalName): ComponentType<ModalComponentProps> | undefined
  subscribe(onChange: () => void): () => void
}

export function createModalLoader(imports: Partial<Record<ModalName, () => Promise<ModalModule>>> = IMPORTS): ModalLoader {
  const loaded = new Map<ModalName, ComponentType<ModalComponentProps>>()
  // lazyImport shares a pending download and forgets a failed one, so the next try fetches again.
  const loads = new Map<ModalName, LazyImport<ModalModule>>()
  const listeners = new Set<() => void>()
  return {
    preload(name) {
      const load = imports[name]
      if (!load) return Promise.resolve() // no component for this modal (yet)
      let chunk = loads.get(name)
      if (!chunk) loads.set(name, (chunk = lazyImport(load)))
      return chunk().then((m) => {
        if (loaded.get(name) === m.default) return
        loaded.set(name, m.default)
        for (const l of listeners) l()
      })
    },
    get: (name) => loaded.get(name),
    subscribe(onChange) {
      listeners.add(onChange)
      return () => void listeners.delete(onChange)
    },
  }
}

/**
 * Run `fn` once the page has loaded and the browser is idle, or at the latest `timeoutMs`
 * after load: on a busy main thread idle time may never come, and the click will.
 */
export function whenIdle(fn: () => void, timeoutMs = 300): () => void {
  if (typeof window === 'undefined') return () => {}
  let cancel = () => {}
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fn, { timeout: timeoutMs })
      cancel = () => window.cancelIdleCallback(id)
    } else {
      const id = setTimeout(fn, Math.min(timeoutMs, 200))
      cancel = () => clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') schedule()
  else {
    window.addEventListener('load', schedule, { once: true })
    cancel = () => window.removeEventListener('load', schedule)
  }
  return () => cancel()
}

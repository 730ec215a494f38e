import type { ComponentType } from 'react'
import { lazyImport, type LazyImport } from '../../core/lazy'
import type { ModalName } from '../../core/modals/machine'

export interface ModalComponentProps {
  open: boolean
  onClose: () => void
  compact?: boolean
}

type ModalModule = { default: ComponentType<ModalComponentProps> }

// Each modal is its own chunk: none of them is in the first page load.
const IMPORTS: Partial<Record<ModalName, () => Promise<ModalModule>>> = {
  // Rendered ahead while closed (see ModalHost): `open` false keeps it hidden.
  connect: () => import('../ConnectModal/ConnectModal').then((m) => ({ default: m.ConnectModalAhead })),
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

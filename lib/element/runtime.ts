import type { Config } from '../core/config'
import type { ModalMachine, ModalName } from '../core/modals/machine'
import type { DefineElementsOptions } from './types'

/** What a porch element renders, and where: the React tree portals it into `mount`. */
export interface ElementView {
  readonly kind: 'connect-button' | 'wallet-button'
  /** The element's shadow root's mount node. */
  readonly mount: HTMLElement
  /** The props from its attributes (a new object after every attribute change). */
  readonly props: Readonly<Record<string, unknown>>
  /** A stable key for React. */
  readonly key: number
}

/**
 * The one set of elements on the page, as the React tree reads it (useSyncExternalStore):
 * an immutable list, replaced on every change.
 */
export interface Runtime {
  readonly config: Config
  readonly options: DefineElementsOptions
  /** The connected porch elements, for the events. */
  readonly elements: Set<HTMLElement>
  views(): readonly ElementView[]
  subscribe(listener: () => void): () => void
  /** Add or replace a view (by element). */
  show(element: HTMLElement, view: ElementView): void
  hide(element: HTMLElement): void
  /** Set by the React tree once mounted; opens asked for before are applied then. */
  setMachine(machine: ModalMachine | undefined): void
  open(name: ModalName): void
}

let current: Runtime | undefined

export function getRuntime(): Runtime | undefined {
  return current
}

/** The runtime, or the error a call made before defineElements gets. */
export function requireRuntime(caller: string): Runtime {
  if (!current) throw new Error(`${caller}() was called before defineElements(config): call defineElements once, when the page starts, before opening a modal.`)
  return current
}

export function createRuntime(config: Config, options: DefineElementsOptions): Runtime {
  const byElement = new Map<HTMLElement, ElementView>()
  let list: readonly ElementView[] = []
  const listeners = new Set<() => void>()
  let machine: ModalMachine | undefined
  let pending: ModalName | undefined
  const changed = () => {
    list = [...byElement.values()]
    for (const l of listeners) l()
  }
  const runtime: Runtime = {
    config,
    options,
    elements: new Set(),
    views: () => list,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    show(element, view) {
      byElement.set(element, view)
      changed()
    },
    hide(element) {
      if (byElement.delete(element)) changed()
    },
    setMachine(next) {
      machine = next
      if (machine && pending) machine.open(pending)
      pending = undefined
    },
    open(name) {
      // Before the tree has mounted (right after defineElements), the open waits for it.
      if (machine) machine.open(name)
      else pending = name
    },
  }
  current = runtime
  return runtime
}

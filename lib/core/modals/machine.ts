/**
 * Which modal is open, and which may open, as a tiny framework-free state machine:
 * - connect opens only when disconnected or unauthenticated;
 * - account and chain open only when connected; account not on an unsupported chain;
 * - every modal closes on connect (the connect modal stays when the new status is
 *   unauthenticated: the user still has to sign in) and on disconnect;
 * - signing in closes the connect (sign-in) modal;
 * - account or chain asked for while a kept connection reconnects (its account is on screen,
 *   see hydrate) opens once the wallet confirms it, and is dropped if it does not.
 * One machine per provider, no module state, so two providers never collide.
 */
import type { ConfigEvents } from '../config'
import type { Emitter } from '../emitter'
import type { Store } from '../store'
import type { State, Status } from '../types'

/** The modals: Connect (also hosts 'Verify your account' while unauthenticated), Account, Switch Networks. */
export type ModalName = 'connect' | 'account' | 'chain'
export const MODAL_NAMES: readonly ModalName[] = ['connect', 'account', 'chain']

export interface ConnectionFacts {
  status: Status
  /** Connected to a chain the app does not support. */
  unsupported: boolean
}

export interface ModalState extends ConnectionFacts {
  open: ModalName | undefined
  /** Asked for while reconnecting: opens on connect. */
  queued?: ModalName | undefined
}

/** The gating table. Pure, so it can be tested for every status x modal. */
export function canOpenModal(modal: ModalName, { status, unsupported }: ConnectionFacts): boolean {
  switch (modal) {
    case 'connect':
      return status === 'disconnected' || status === 'unauthenticated'
    case 'account':
      return status === 'connected' && !unsupported
    case 'chain':
      return status === 'connected'
  }
}

/** Events that act on an open modal. */
export type ModalEvent =
  | { type: 'open'; modal: ModalName }
  | { type: 'close'; modal?: ModalName }
  | { type: 'facts'; facts: ConnectionFacts }
  | { type: 'connected' }
  | { type: 'disconnected' }

/** The transition function: (state, event) -> state. */
export function transition(state: ModalState, event: ModalEvent): ModalState {
  switch (event.type) {
    case 'open':
      if (canOpenModal(event.modal, state)) return { ...state, open: event.modal, queued: undefined }
      // The account button shows a kept connection while it reconnects: a click on it is not lost.
      return state.status === 'reconnecting' && event.modal !== 'connect' ? { ...state, queued: event.modal } : state
    case 'close':
      if (state.queued !== undefined && state.open === undefined) return { ...state, queued: undefined }
      return state.open !== undefined && (event.modal === undefined || event.modal === state.open) ? { ...state, open: undefined } : state
    case 'facts': {
      const next = { ...state, ...event.facts }
      if (next.queued !== undefined && next.status !== 'reconnecting' && next.status !== 'connected') next.queued = undefined
      // Signing in (unauthenticated -> connected, here or in another tab) closes the sign-in.
      if (state.status === 'unauthenticated' && next.status === 'connected' && next.open === 'connect') {
        return { ...next, open: undefined }
      }
      // A modal that could not be opened now closes (e.g. account modal when the wallet
      // moves to an unsupported chain). The connect modal stays while a connection is in
      // progress: the user is watching it.
      const busy = next.status === 'connecting' || next.status === 'reconnecting'
      if (next.open && !canOpenModal(next.open, next) && !(next.open === 'connect' && (busy || next.status === 'connected'))) {
        next.open = undefined
      }
      return next
    }
    case 'connected':
      if (state.queued !== undefined) {
        const next = { ...state, open: undefined, queued: undefined }
        return canOpenModal(state.queued, next) ? { ...next, open: state.queued } : next
      }
      if (state.open === 'connect' && state.status === 'unauthenticated') return state
      return state.open === undefined ? state : { ...state, open: undefined }
    case 'disconnected':
      return state.open === undefined && state.queued === undefined ? state : { ...state, open: undefined, queued: undefined }
  }
}

export interface ModalMachineConfig {
  store: Store<State>
  emitter: Emitter<ConfigEvents>
  isChainSupported(chainId: number | undefined): boolean
}

export interface ModalMachine {
  getState(): ModalState
  subscribe(listener: () => void): () => void
  canOpen(modal: ModalName): boolean
  /** Returns false when the modal may not open in the current status. */
  open(modal: ModalName): boolean
  close(modal?: ModalName): void
  /** (Re)subscribe to the config; idempotent. Returns `destroy`. Lets React StrictMode remount. */
  start(): () => void
  /** Unsubscribe from the config (the machine keeps its last state). */
  destroy(): void
}

function factsOf(config: ModalMachineConfig): ConnectionFacts {
  const s = config.store.getState()
  const connected = s.status === 'connected' || s.status === 'unauthenticated'
  return { status: s.status, unsupported: connected && !config.isChainSupported(s.chainId) }
}

export function createModalMachine(config: ModalMachineConfig): ModalMachine {
  let state: ModalState = { open: undefined, ...factsOf(config) }
  const listeners = new Set<() => void>()
  const send = (event: ModalEvent) => {
    const next = transition(state, event)
    if (next === state) return
    state = next
    for (const l of [...listeners]) l()
  }
  const sync = () => {
    const f = factsOf(config)
    if (f.status !== state.status || f.unsupported !== state.unsupported) send({ type: 'facts', facts: f })
  }
  let stops: Array<() => void> = []
  const destroy = () => {
    for (const s of stops.splice(0)) s()
  }
  const start = () => {
    if (stops.length > 0) return destroy
    stops = [
      config.store.subscribe(sync),
      config.emitter.on('connect', () => {
        sync()
        send({ type: 'connected' })
      }),
      config.emitter.on('disconnect', () => {
        sync()
        send({ type: 'disconnected' })
      }),
    ]
    sync()
    return destroy
  }
  start()
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    canOpen: (modal) => canOpenModal(modal, state),
    open(modal) {
      sync()
      send({ type: 'open', modal })
      return state.open === modal
    },
    close: (modal) => send({ type: 'close', modal }),
    start,
    destroy,
  }
}

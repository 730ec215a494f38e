import { onConnectionChange } from '../core/connectionChanges'
import { deepEqual } from '../core/deepEqual'
import { authDetail, chainDetail, connectionDetail, transactionDetail } from './details'
import type { Runtime } from './runtime'
import type { PorchEventMap } from './types'

type Name = keyof PorchEventMap
type Detail<N extends Name> = PorchEventMap[N]['detail']

/**
 * One event on one target. Not bubbling: each porch element and `document` get their own,
 * so a listener on `document` hears each change once.
 */
function dispatch<N extends Name>(target: EventTarget, name: N, detail: Detail<N>): void {
  target.dispatchEvent(new CustomEvent(name, { detail }))
}

/** On `document` and on every connected porch element. */
function broadcast<N extends Name>(runtime: Runtime, name: N, detail: Detail<N>): void {
  dispatch(document, name, detail)
  for (const element of runtime.elements) dispatch(element, name, detail)
}

/**
 * The state events, sent once to an element that has just connected: a framework binding
 * set at mount gets the current state without reading it first. Sent in a microtask, after
 * the framework that inserted the element has attached its listeners.
 */
export function greet(runtime: Runtime, element: HTMLElement): void {
  queueMicrotask(() => {
    if (!element.isConnected) return
    dispatch(element, 'porch:connection', connectionDetail(runtime.config))
    dispatch(element, 'porch:chain', chainDetail(runtime.config))
    dispatch(element, 'porch:auth', authDetail(runtime.options.auth))
  })
}

/**
 * Watches the config (connection and chain), the sign-in store and the recent transactions,
 * and broadcasts each change. Returns the function that stops watching.
 */
export function startEvents(runtime: Runtime): () => void {
  const { config, options } = runtime
  let connection = connectionDetail(config)
  let chain = chainDetail(config)
  let auth = authDetail(options.auth)
  const onConnection = () => {
    const nextConnection = connectionDetail(config)
    const nextChain = chainDetail(config)
    if (!deepEqual(connection, nextConnection)) broadcast(runtime, 'porch:connection', (connection = nextConnection))
    if (!deepEqual(chain, nextChain)) broadcast(runtime, 'porch:chain', (chain = nextChain))
  }
  const onAuth = () => {
    const next = authDetail(options.auth)
    if (!deepEqual(auth, next)) broadcast(runtime, 'porch:auth', (auth = next))
  }
  // Statuses seen per transaction (by account, chain and hash): a new entry or a change is an
  // event. The entries stored before an account and chain are first seen are history, not news.
  const seen = new Map<string, string>()
  const lists = new Set<string>()
  const onTransactions = () => {
    const { accounts, chainId } = config.getState()
    const account = accounts[0]
    if (!account || chainId === undefined) return
    const list = `${account.toLowerCase()}:${chainId}`
    const quiet = !lists.has(list)
    lists.add(list)
    for (const tx of config.transactions.getTransactions(account, chainId)) {
      const detail = transactionDetail(tx, chainId)
      const key = `${list}:${detail.hash}`
      const status = `${detail.status}:${detail.description}`
      if (seen.get(key) === status) continue
      seen.set(key, status)
      if (!quiet) broadcast(runtime, 'porch:transaction', detail)
    }
  }
  onTransactions()
  // The state as defineElements found it, once on `document` (after the call's task: a page
  // that listens right after calling it hears it too).
  queueMicrotask(() => {
    dispatch(document, 'porch:connection', connection)
    dispatch(document, 'porch:chain', chain)
    dispatch(document, 'porch:auth', auth)
  })
  const stops = [
    onConnectionChange(config, () => {
      onConnection()
      onTransactions()
    }),
    config.transactions.subscribe(onTransactions),
    options.auth?.subscribe(onAuth),
  ]
  return () => {
    for (const stop of stops) stop?.()
  }
}

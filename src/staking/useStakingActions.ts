import { useCallback, useEffect, useRef, useState } from 'react'
import type { Hash } from 'viem'
import { lazyImport, whenIdle } from '@porch/kit'
import { useAccount, useConfig, useLocale, useRefresh } from '@porch/kit/react'
import { deployment, tokens } from '../config'
import type { PlanPreview } from './actions/plan'
import type { ActionContext, ActionKind, ActionStep } from './actions/types'
import { useSiteMessages } from '../i18n/catalogue'
import { screen } from '../i18n/en/screen'

export type { ActionKind, ActionStep } from './actions/types'

export interface ActionResult {
  kind: ActionKind
  /** 'safe': proposed to the Safe; its progress shows until it is executed. */
  type: 'success' | 'error' | 'safe'
  message: string
  /** The Safe proposal to follow (type 'safe'). */
  safeTxHash?: Hash
}

export interface StakingActions {
  /**
   * Runs one action (`amount` for stake/unstake; harvest takes all that is harvestable);
   * resolves true on success. A second call while one runs does nothing.
   */
  run(kind: ActionKind, amount?: bigint): Promise<boolean>
  /** True while an action runs, and for a double click's interval after `kind` ended: a click then is the same gesture, not a new action. */
  busy(kind: ActionKind): boolean
  /** The user did something new for `kind` (typed an amount, pressed Max): the next click is a new action, even within a double click's interval. */
  newGesture(kind: ActionKind): void
  /** The action in progress, if any (one at a time: they share the wallet and its nonce). */
  running: ActionKind | undefined
  step: ActionStep | undefined
  /** Outcome of the last action, until the next one starts or `clearResult` is called. */
  result: ActionResult | undefined
  clearResult(): void
  /** Plans a stake or unstake for the summary (reads only, never a prompt); the click reuses a fresh plan. */
  plan(kind: 'stake' | 'unstake', amount: bigint): Promise<PlanPreview>
}

/**
 * A double click's second click may land after a fast action has ended (a local node mines
 * at once): within this long of the end it belongs to the same gesture and does nothing.
 * Above the usual double-click interval (500 ms on Windows and macOS by default).
 */
const SAME_GESTURE_MS = 600

/** The write path, fetched on demand so it stays out of the first page load. */
export const loadActions = lazyImport(() => import('./actions'))

/** Start fetching the write path early (when the user focuses an amount field). */
export function preloadActions(): void {
  void loadActions().catch(() => undefined)
}

/**
 * Stake / unstake / harvest for the screen: progress, the result sentence, no double
 * sends, refresh of every cached read afterwards; and the plan behind the summary, which
 * the click reuses while fresh (the stake then reads nothing twice).
 */
export function useStakingActions(): StakingActions {
  const config = useConfig()
  const { isConnected } = useAccount()
  // A connected wallet may act at once: its write path is fetched when the browser is next
  // idle, so a click does not wait for the chunk (on a fast chain that was most of the time
  // from the click to the wallet's prompt). Never in the first load: only once connected.
  useEffect(() => (isConnected ? whenIdle(preloadActions, 2_000) : undefined), [isConnected])
  // The one source of the reader's locale: the kit's LocaleProvider; the write path gets it in its context.
  const locale = useLocale()
  const s = useSiteMessages('screen', screen)
  const refresh = useRefresh()
  const busy = useRef(false)
  const ended = useRef<{ kind: ActionKind; at: number }>(undefined)
  const isBusy = useCallback(
    (kind: ActionKind) => busy.current || (ended.current?.kind === kind && performance.now() - ended.current.at < SAME_GESTURE_MS),
    [],
  )
  const [running, setRunning] = useState<ActionKind>()
  const [step, setStep] = useState<ActionStep>()
  const [result, setResult] = useState<ActionResult>()

  const context = useCallback((): ActionContext => ({ config, addresses: deployment, tokens, locale }), [config, locale])
  const plan = useCallback(
    async (kind: 'stake' | 'unstake', amount: bigint): Promise<PlanPreview> =>
      (await loadActions().catch(() => undefined))?.previewStakingAction(kind, context(), amount) ?? { status: 'error', message: s('networkError') },
    [context, s],
  )
  const run = useCallback(
    async (kind: ActionKind, amount = 0n) => {
      if (isBusy(kind)) return false
      busy.current = true
      setRunning(kind)
      setStep(undefined)
      setResult(undefined)
      try {
        let actions: Awaited<ReturnType<typeof loadActions>>
        try {
          actions = await loadActions()
        } catch {
          setResult({ kind, type: 'error', message: s('networkError') })
          return false
        }
        const outcome = await actions.runStakingAction(kind, { ...context(), onStep: setStep }, amount)
        if (outcome.status === 'skipped') return false
        // A confirmed transaction already refreshed every read (the kit's receipt wait does).
        // After anything else (an approval may have gone through before a failure, a
        // proposal or a bundle), refresh, without making the user wait for it.
        if (outcome.status !== 'success' || outcome.hashes.length === 0) void refresh()
        if (outcome.status === 'success') setResult({ kind, type: 'success', message: outcome.message })
        if (outcome.status === 'error') setResult({ kind, type: 'error', message: outcome.message })
        if (outcome.status === 'proposed') setResult({ kind, type: 'safe', message: outcome.message, safeTxHash: outcome.safeTxHash })
        return outcome.status === 'success' || outcome.status === 'proposed'
      } finally {
        busy.current = false
        ended.current = { kind, at: performance.now() }
        setRunning(undefined)
        setStep(undefined)
      }
    },
    [context, isBusy, refresh, s],
  )
  const newGesture = useCallback((kind: ActionKind) => {
    if (ended.current?.kind === kind) ended.current = undefined
  }, [])
  const clearResult = useCallback(() => setResult(undefined), [])
  return { run, busy: isBusy, newGesture, running, step, result, clearResult, plan }
}

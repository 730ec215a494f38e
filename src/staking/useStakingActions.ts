import { useCallback, useContext, useEffect, useRef, useState } from 'react'
import type { Address, Hash } from 'viem'
import { lazyImport } from '@porch/kit'
import { TransactionStoreContext, useConfig, useRefresh } from '@porch/kit/react'
import { deployment, tokens } from '../config'
import type { ActionKind, ActionStep } from './actions/types'
import { siteText } from '../i18n/siteCatalogue'
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
  /** The action in progress, if any (one at a time: they share the wallet and its nonce). */
  running: ActionKind | undefined
  step: ActionStep | undefined
  /** Outcome of the last action, until the next one starts or `clearResult` is called. */
  result: ActionResult | undefined
  clearResult(): void
}

/** The write path, fetched on demand so it stays out of the first page load. */
export const loadActions = lazyImport(() => import('./actions'))

/** Start fetching the write path early (when the user focuses an amount field). */
export function preloadActions(): void {
  void loadActions().catch(() => undefined)
}

/**
 * Stake / unstake / harvest for the screen: progress, the result sentence, no double
 * sends, refresh of every cached read afterwards. `allowance` is the one from the numbers
 * on screen (undefined until they loaded), so a stake need not read it again.
 */
export function useStakingActions(allowance?: bigint): StakingActions {
  const config = useConfig()
  const refresh = useRefresh()
  const transactions = useContext(TransactionStoreContext)
  const busy = useRef(false)
  const [running, setRunning] = useState<ActionKind>()
  const [step, setStep] = useState<ActionStep>()
  const [result, setResult] = useState<ActionResult>()
  const allowanceRef = useRef(allowance)
  useEffect(() => {
    allowanceRef.current = allowance
  })

  const run = useCallback(
    async (kind: ActionKind, amount = 0n) => {
      if (busy.current) return false
      busy.current = true
      setRunning(kind)
      setStep(undefined)
      setResult(undefined)
      try {
        let actions: Awaited<ReturnType<typeof loadActions>>
        try {
          actions = await loadActions()
        } catch {
          setResult({ kind, type: 'error', message: siteText('screen', screen)('networkError') })
          return false
        }
        const record = transactions
          ? (account: Address, chainId: number, tx: { hash: Hash; description: string; kind?: 'safe' }) => transactions.addTransaction(account, chainId, tx)
          : undefined
        const recordCalls = transactions
          ? (account: Address, chainId: number, bundle: { id: string; description: string }) => transactions.addCalls(account, chainId, bundle)
          : undefined
        const outcome = await actions.runStakingAction(
          kind,
          { config, addresses: deployment, tokens, onStep: setStep, record, recordCalls, allowance: allowanceRef.current },
          amount,
        )
        if (outcome.status === 'skipped') return false
        // Refresh even after a failure (an approval may have gone through before it), but
        // do not make the user wait for it: the message shows now, the numbers follow.
        void refresh()
        if (outcome.status === 'success') setResult({ kind, type: 'success', message: outcome.message })
        if (outcome.status === 'error') setResult({ kind, type: 'error', message: outcome.message })
        if (outcome.status === 'proposed') setResult({ kind, type: 'safe', message: outcome.message, safeTxHash: outcome.safeTxHash })
        return outcome.status === 'success' || outcome.status === 'proposed'
      } finally {
        busy.current = false
        setRunning(undefined)
        setStep(undefined)
      }
    },
    [config, refresh, transactions],
  )
  const clearResult = useCallback(() => setResult(undefined), [])
  return { run, running, step, result, clearResult }
}

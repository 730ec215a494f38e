import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react'
import type { Token } from '../../config'
import { formatAmount, formatDisplay, parseAmount } from '../amount'
import { loadActions, preloadActions, type StakingActions } from '../useStakingActions'
import * as css from './AmountForm.css'
import * as card from './card.css'
import { Reserve } from './Reserve'
import { ResultLine } from './ResultLine'
import { useLocale } from '@porch/kit/react'
import { useSiteMessages } from '../../i18n/catalogue'
import { amount } from '../../i18n/en/amount'

export interface AmountFormProps {
  kind: 'stake' | 'unstake'
  /** The token the amount is counted in and the balance it may not exceed. */
  token: Token
  balance: bigint
  balanceLoaded: boolean
  connected: boolean
  /** False on a wrong network, a paused contract or a stopped chain: nothing may be sent. */
  canWrite: boolean
  /** Why writes are off (paused, chain halted or unreachable), shown under the button. */
  blocked?: string
  actions: StakingActions
  onConnect(): void
  /** The user's pMANGO and the pool's total, for the summary's pool share. */
  position: { staked: bigint; total: bigint }
}

type SummaryCode = Pick<Awaited<ReturnType<typeof loadActions>>, 'summaryRows'>

// The summary shows only once an amount is typed: its component loads with the write path,
// not with the page (the first load stays small).
const summaryModule = () => import('./StakeSummary')
const StakeSummary = lazy(() => summaryModule().then((m) => ({ default: m.StakeSummary })))

/** One amount field with Max and its action button (Stake or Unstake). */
export function AmountForm({ kind, token, balance, balanceLoaded, connected, canWrite, blocked, actions, onConnect, position }: AmountFormProps) {
  const t = useSiteMessages('amount', amount)
  const locale = useLocale()
  // Each key exists for both kinds (stakeTitle, unstakeTitle...): the type checks every one.
  const text = {
    title: t(`${kind}Title`),
    label: t(`${kind}Label`),
    balance: t(`${kind}Balance`),
    button: t(`${kind}Button`),
    busy: t(`${kind}Busy`),
    preparing: t('checking'),
    connect: t(`${kind}Connect`),
    hint: t(`${kind}Hint`),
  }
  const id = useId()
  const [input, setInput] = useState('')
  // The summary's code comes with the write path (lib/core/lazy), fetched with the first amount typed.
  const [summary, setSummary] = useState<SummaryCode>()
  const loadSummary = () => {
    // Both before the first render that needs them, so the summary never suspends.
    if (!summary) Promise.all([loadActions(), summaryModule()]).then(([code]) => setSummary(code), () => undefined)
  }
  const [submitted, setSubmitted] = useState(false)
  // The summary's room after a success empties the field: kept until the amount is edited,
  // so what is below (the Unstake card on a phone) does not jump up under the user's finger.
  const summarySlot = useRef<HTMLDivElement>(null)
  const [heldHeight, setHeldHeight] = useState(0)
  const edited = () => {
    // A new amount is a new intent: a click now is not the second half of the last double click.
    actions.newGesture(kind)
    setHeldHeight(0)
    loadSummary()
    if (result) actions.clearResult()
  }
  const parsed = parseAmount(input, token.decimals, {
    locale,
    t,
    symbol: token.symbol,
    // Only check the balance once it is known; a 0 that is merely "not loaded yet" would mislead.
    max: connected && balanceLoaded ? balance : undefined,
  })
  const showError = !parsed.ok && (submitted || input.trim() !== '')
  const running = actions.running === kind
  const result = actions.result?.kind === kind ? actions.result : undefined
  // A step is named only once the wallet is asked for it; before that the action checks.
  const busyLabel = actions.step === 'approving' ? t('approving') : actions.step ? text.busy : text.preparing

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!connected) return onConnect()
    // A click of the same gesture as the last action (a double click) is no new submit.
    if (actions.busy(kind)) return
    setSubmitted(true)
    if (!parsed.ok || !canWrite || actions.running) return
    if (await actions.run(kind, parsed.value)) {
      setHeldHeight(summarySlot.current?.offsetHeight ?? 0)
      setInput('')
      setSubmitted(false)
    }
  }

  return (
    <section className={card.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={card.title}>
        {text.title}
      </h2>
      <form className={css.field} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-input`} className={css.label}>
          {text.label}
        </label>
        <div className={css.row}>
          <input
            id={`${id}-input`}
            className={css.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder={formatDisplay(0n, 1, 1, locale, 1)}
            value={input}
            aria-invalid={showError}
            aria-describedby={`${id}-balance ${id}-message`}
            onFocus={preloadActions}
            onChange={(e) => {
              setInput(e.target.value)
              edited()
            }}
          />
          <button
            type="button"
            className={card.secondaryButton}
            data-testid={`${kind}-max`}
            disabled={!connected || !balanceLoaded || running}
            onClick={() => {
              setInput(formatAmount(balance, token.decimals))
              edited()
            }}
          >
            {t('max')}
          </button>
        </div>
        <p id={`${id}-balance`} className={`${card.muted} ${card.oneLine}`} title={connected && balanceLoaded ? `${formatAmount(balance, token.decimals, locale)} ${token.symbol}` : undefined}>
          {text.balance}{' '}
          <bdi className={card.number}>{!connected ? '–' : balanceLoaded ? `${formatDisplay(balance, token.decimals, 4, locale)} ${token.symbol}` : '…'}</bdi>
        </p>
        <div className={card.twoLineSlot}>
          <p id={`${id}-message`} className={card.errorText} role={showError ? 'alert' : undefined}>
            {showError && !parsed.ok ? parsed.message : ''}
          </p>
        </div>
        <button
          type="submit"
          className={card.primaryButton}
          data-testid={`${kind}-button`}
          disabled={connected && (!canWrite || actions.running !== undefined)}
          aria-busy={running}
        >
          <Reserve alternatives={[text.connect, text.button, text.busy, text.preparing, ...(kind === 'stake' ? [t('approving')] : [])]}>
            {!connected ? text.connect : running ? busyLabel : text.button}
          </Reserve>
        </button>
        {/* Right under the button, where the eye and the finger are. */}
        <ResultLine result={result} />
        {connected && blocked ? <p className={card.muted}>{blocked}</p> : null}
        {/* Under the button, so that it never moves the button away from a click; the hint
            holds its place until an amount is typed, in room kept for the summary (the
            cards below do not move as the user types, nor when a success empties the field). */}
        <div ref={summarySlot} className={css.summarySlot} style={heldHeight ? { minHeight: heldHeight } : undefined}>
          {summary && connected && balanceLoaded && parsed.ok ? (
            <Suspense fallback={null}>
              <StakeSummary kind={kind} amount={parsed.value} position={position} canPlan={canWrite && !actions.running} plan={actions.plan} rows={summary.summaryRows} />
            </Suspense>
          ) : (
            <p className={card.muted}>{text.hint}</p>
          )}
        </div>
      </form>
    </section>
  )
}

import { useId, useState, type FormEvent } from 'react'
import type { Token } from '../../config'
import { formatAmount, formatDisplay, parseAmount } from '../amount'
import { preloadActions, type StakingActions } from '../useStakingActions'
import * as css from './AmountForm.css'
import * as card from './card.css'
import { ResultLine } from './ResultLine'

export interface AmountFormProps {
  kind: 'stake' | 'unstake'
  /** The token the amount is counted in and the balance it may not exceed. */
  token: Token
  balance: bigint
  balanceLoaded: boolean
  /** MANGO the staking contract may already take (stake only): predicts the approval step. */
  allowance?: bigint
  connected: boolean
  /** False on a wrong network: nothing may be sent. */
  canWrite: boolean
  actions: StakingActions
  onConnect(): void
}

const TEXT = {
  stake: {
    title: 'Stake',
    label: 'Amount to stake',
    balance: 'Available',
    button: 'Stake',
    busy: 'Staking...',
    connect: 'Connect wallet to stake',
    hint: 'Stake MANGO to receive pMANGO 1:1 and earn a share of the USDC treasury.',
  },
  unstake: {
    title: 'Unstake',
    label: 'Amount to unstake',
    balance: 'Staked',
    button: 'Unstake',
    busy: 'Unstaking...',
    connect: 'Connect wallet to unstake',
    hint: 'Unstake to burn pMANGO and get the same amount of MANGO back.',
  },
} as const

/** One amount field with Max and its action button (Stake or Unstake). */
export function AmountForm({ kind, token, balance, balanceLoaded, allowance, connected, canWrite, actions, onConnect }: AmountFormProps) {
  const text = TEXT[kind]
  const id = useId()
  const [input, setInput] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const parsed = parseAmount(input, token.decimals, {
    symbol: token.symbol,
    // Only check the balance once it is known; a 0 that is merely "not loaded yet" would mislead.
    max: connected && balanceLoaded ? balance : undefined,
  })
  const showError = !parsed.ok && (submitted || input.trim() !== '')
  const running = actions.running === kind
  const result = actions.result?.kind === kind ? actions.result : undefined
  const [sent, setSent] = useState<bigint>()
  // Before the action reports its first step, guess it from the cached allowance so the
  // label does not flash 'Staking...' before 'Approving...'.
  const approving =
    actions.step === 'approving' || (actions.step === undefined && kind === 'stake' && allowance !== undefined && sent !== undefined && allowance < sent)
  const busyLabel = approving ? 'Approving...' : text.busy

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!connected) return onConnect()
    setSubmitted(true)
    if (!parsed.ok || !canWrite || actions.running) return
    setSent(parsed.value)
    if (await actions.run(kind, parsed.value)) {
      setInput('')
      setSubmitted(false)
    }
  }

  return (
    <section className={card.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={card.title}>
        {text.title}
      </h2>
      <p className={card.muted}>{text.hint}</p>
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
            placeholder="0.0"
            value={input}
            aria-invalid={showError}
            aria-describedby={`${id}-balance ${id}-message`}
            onFocus={preloadActions}
            onChange={(e) => {
              setInput(e.target.value)
              if (result) actions.clearResult()
            }}
          />
          <button
            type="button"
            className={card.secondaryButton}
            data-testid={`${kind}-max`}
            disabled={!connected || !balanceLoaded || running}
            onClick={() => {
              setInput(formatAmount(balance, token.decimals))
              if (result) actions.clearResult()
            }}
          >
            Max
          </button>
        </div>
        <p id={`${id}-balance`} className={card.muted}>
          {text.balance}:{' '}
          <span className={card.number}>{!connected ? '–' : balanceLoaded ? `${formatDisplay(balance, token.decimals, 4)} ${token.symbol}` : '…'}</span>
        </p>
        <p id={`${id}-message`} className={card.errorText} role={showError ? 'alert' : undefined}>
          {showError && !parsed.ok ? parsed.message : ''}
        </p>
        <button
          type="submit"
          className={card.primaryButton}
          disabled={connected && (!canWrite || actions.running !== undefined)}
          aria-busy={running}
        >
          {!connected ? text.connect : running ? busyLabel : text.button}
        </button>
      </form>
      <ResultLine result={result} />
    </section>
  )
}

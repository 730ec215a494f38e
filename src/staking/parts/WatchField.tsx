import { useId, useState, type FormEvent } from 'react'
import type { WatchAddress } from '../../position/useWatchAddress'
import * as form from './AmountForm.css'
import * as card from './card.css'

/** "Watch an address": shows any address's position and history, read-only. */
export function WatchField({ watch }: { watch: WatchAddress }) {
  const id = useId()
  const [input, setInput] = useState(watch.address ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    watch.watch(input)
  }
  return (
    <form className={form.field} onSubmit={submit} noValidate aria-label="Watch an address">
      <label htmlFor={`${id}-input`} className={form.label}>
        Watch an address (read-only)
      </label>
      <div className={form.row}>
        <input
          id={`${id}-input`}
          className={form.input}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          value={input}
          aria-invalid={watch.error !== undefined}
          aria-describedby={`${id}-message`}
          onChange={(e) => setInput(e.target.value)}
        />
        <button type="submit" className={card.secondaryButton}>
          Watch
        </button>
        {watch.address ? (
          <button
            type="button"
            className={card.secondaryButton}
            onClick={() => {
              setInput('')
              watch.watch('')
            }}
          >
            Stop watching
          </button>
        ) : null}
      </div>
      <p id={`${id}-message`} className={card.errorText} role={watch.error ? 'alert' : undefined}>
        {watch.error ?? ''}
      </p>
      {watch.address ? (
        <p className={card.muted} data-testid="watching">
          Watching <span className={card.number}>{watch.address}</span>: its position and history, read-only.
        </p>
      ) : null}
    </form>
  )
}

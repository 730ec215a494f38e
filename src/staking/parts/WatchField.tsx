import { useId, useState, type FormEvent } from 'react'
import type { WatchAddress } from '../../position/useWatchAddress'
import * as form from './AmountForm.css'
import * as card from './card.css'
import { useSiteMessages } from '../../i18n/catalogue'
import { position } from '../../i18n/en/position'

/** "Watch an address": shows any address's position and history, read-only. */
export function WatchField({ watch }: { watch: WatchAddress }) {
  const t = useSiteMessages('position', position)
  const id = useId()
  const [input, setInput] = useState(watch.address ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    watch.watch(input)
  }
  return (
    <form className={form.field} onSubmit={submit} noValidate aria-label={t('watchForm')}>
      <label htmlFor={`${id}-input`} className={form.label}>
        {t('watchLabel')}
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
          {t('watch')}
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
            {t('stopWatching')}
          </button>
        ) : null}
      </div>
      <p id={`${id}-message`} className={card.errorText} role={watch.error ? 'alert' : undefined}>
        {watch.error ?? ''}
      </p>
      {watch.address ? (
        <p className={card.muted} data-testid="watching">
          <Watching sentence={t('watching', { address: SLOT })} address={watch.address} />
        </p>
      ) : null}
    </form>
  )
}

/** Marks where the address goes in the translated sentence, so it keeps its number style. */
const SLOT = '\u0000'

function Watching({ sentence, address }: { sentence: string; address: string }) {
  const [before = '', after = ''] = sentence.split(SLOT)
  return (
    <>
      {before}
      <span className={card.number}>{address}</span>
      {after}
    </>
  )
}

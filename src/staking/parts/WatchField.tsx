import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import type { WatchAddress } from '../../position/useWatchAddress'
import * as form from './AmountForm.css'
import * as card from './card.css'
import { useSiteMessages } from '../../i18n/catalogue'
import { position } from '../../i18n/en/position'

/** "Watch an address": shows any address's numbers, position and history, read-only (the banner above the numbers says so and stops it). */
export function WatchField({ watch }: { watch: WatchAddress }) {
  const t = useSiteMessages('position', position)
  const id = useId()
  const [input, setInput] = useState(watch.address ?? '')
  // The banner's "Stop watching" (or the URL) changes the address: the field follows it.
  const [shown, setShown] = useState(watch.address)
  if (shown !== watch.address) {
    setShown(watch.address)
    setInput(watch.address ?? '')
  }
  // Watching adds the banner and the note above the numbers, far above this field: the page
  // scrolls by what they add, so the field and its button stay under the pointer (browsers
  // anchor the scroll themselves, except at the top of the page).
  const self = useRef<HTMLFormElement>(null)
  const anchor = useRef<number | undefined>(undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    anchor.current = self.current?.getBoundingClientRect().top
    watch.watch(input)
  }
  // Every commit, on purpose: the one after a submit consumes the anchor (nothing moved: nothing to do).
  useLayoutEffect(() => {
    const before = anchor.current
    anchor.current = undefined
    if (before === undefined || !self.current) return
    const moved = self.current.getBoundingClientRect().top - before
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved)
  })
  return (
    <form ref={self} className={form.field} onSubmit={submit} noValidate aria-label={t('watchForm')}>
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
      </div>
      <p id={`${id}-message`} className={card.errorText} role={watch.error ? 'alert' : undefined}>
        {watch.error ?? ''}
      </p>
    </form>
  )
}

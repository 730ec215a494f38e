import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import { shortenAddress, truncateName } from '@porch/kit'
import { useEnsName } from '@porch/kit/react'
import { visuallyHidden } from '@porch/kit/theme'
import * as card from './card.css'
import * as css from './WatchBanner.css'
import { useSiteMessages } from '../../i18n/catalogue'
import { watch } from '../../i18n/en/watch'
import { Slotted } from '../../i18n/Slotted'

export interface WatchBannerProps {
  /** The watched address. */
  address: Address
  /** Leave watch mode (back to the connected wallet's numbers, or the public view). */
  onStop(): void
}

/** How long the copy button shows its check mark. */
const COPIED_MS = 1500

/**
 * Above the numbers while watching: whose numbers the screen shows (the ENS name when known,
 * the short address always, the full one in the title and on the copy button) and the way
 * out. Its height is the same in every language and with or without a name (one line of
 * name, one short line, buttons of fixed size), so it fills the room reserved for it.
 */
export function WatchBanner({ address, onStop }: WatchBannerProps) {
  const t = useSiteMessages('watch', watch)
  // The kit's ENS lookup, as the account button's; no name (or no ENS provider): the address alone.
  const { data: name } = useEnsName({ address })
  const [copied, copy] = useCopied(address)
  return (
    <section className={css.banner} aria-label={t('banner')} data-testid="watch-banner">
      <div className={css.text}>
        <p className={css.who} title={name ? `${name} (${address})` : address}>
          <Slotted text={(slot) => t('watching', { name: slot })}>
            {/* Text only: the owner of the name chooses its characters. */}
            {name ? <bdi className={css.name}>{truncateName(name)}</bdi> : null}
            <bdi className={name ? css.address : card.number}>{shortenAddress(address)}</bdi>
          </Slotted>
        </p>
        <p className={card.muted}>{t('readOnly')}</p>
      </div>
      <div className={css.buttons}>
        <button type="button" className={card.secondaryButton} onClick={onStop}>
          {t('stop')}
        </button>
        <button type="button" className={`${card.secondaryButton} ${css.iconButton}`} onClick={copy} aria-label={copied ? t('copied') : t('copy')} title={t('copy')}>
          {copied ? <CheckIcon /> : <CopyIcon />}
        </button>
        <span role="status" className={visuallyHidden}>
          {copied ? t('copied') : ''}
        </span>
      </div>
    </section>
  )
}

/** Copies `text`; true for a moment after it worked. A refused write (no permission) changes nothing. */
function useCopied(text: string): [boolean, () => void] {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return [copied, copy]
}

const icon = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const

function CopyIcon() {
  return (
    <svg {...icon}>
      <rect x="5" y="5" width="9" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  )
}

function CheckIcon() {
  return (
    <svg {...icon}>
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

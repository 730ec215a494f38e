import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import { shortenAddress, truncateName } from '@porch/kit'
import { useEnsName } from '@porch/kit/react'
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

/** How long "Copied!" stays on the copy button. */
const COPIED_MS = 1500

/**
 * Above the numbers while watching: whose numbers the screen shows (the ENS name when known,
 * the short address always, the full one in its title and on the copy button) and the way out.
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
            {/* Rendered as text only: the owner of the name chooses its characters. */}
            {name ? <bdi className={css.name}>{truncateName(name)}</bdi> : null}
            <bdi className={name ? css.address : card.number} data-testid="watch-banner-address">
              {shortenAddress(address)}
            </bdi>
          </Slotted>
        </p>
        <p className={card.muted}>{t('readOnly')}</p>
      </div>
      <div className={css.buttons}>
        <button type="button" className={card.secondaryButton} onClick={onStop}>
          {t('stop')}
        </button>
        <button type="button" className={card.secondaryButton} onClick={copy} aria-live="polite">
          <span className={css.copyLabels}>
            <span className={`${css.copyLabel} ${copied ? css.hidden : ''}`}>{t('copy')}</span>
            <span className={`${css.copyLabel} ${copied ? '' : css.hidden}`}>{t('copied')}</span>
          </span>
        </button>
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
    navigator.clipboard?.writeText(text).then(() => setCopied(true), () => undefined)
  }
  return [copied, copy]
}

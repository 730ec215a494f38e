import { shortenAddress } from '@porch/kit'
import type { Address } from 'viem'
import * as card from './card.css'
import { noteRoom } from './watchRoom.css'
import { useSiteMessages } from '../../i18n/catalogue'
import { watch } from '../../i18n/en/watch'
import { Slotted } from '../../i18n/Slotted'

/**
 * While another address is watched, the one sentence over the three action cards (their
 * buttons are off): said once for all of them, not under each. The short address only: an
 * ENS name arriving later would rewrap the line and push the cards (the banner names it).
 */
export function WatchNote({ address }: { address: Address }) {
  const t = useSiteMessages('watch', watch)
  return (
    <p className={`${card.muted} ${noteRoom}`} data-testid="watch-note">
      <Slotted text={(slot) => t('note', { address: slot })}>
        <bdi className={card.number} title={address}>
          {shortenAddress(address)}
        </bdi>
      </Slotted>
    </p>
  )
}

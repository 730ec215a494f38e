import { isUserRejection } from '@porch/kit'
import { useDescribeError, useSwitchChain } from '@porch/kit/react'
import { appChain } from '../../config'
import * as card from './card.css'
import { notice } from './card.css'
import { useSiteMessages } from '../../i18n/catalogue'
import { screen } from '../../i18n/en/screen'

/** Shown when the wallet is on a chain the site does not support: no write can be sent until it switches. */
export function WrongNetwork() {
  const { switchChain, isPending, variables, error: switchError } = useSwitchChain()
  const pending = isPending && variables?.chainId === appChain.id
  // Saying no in the wallet needs no message: the button is still there.
  const error = switchError && !isUserRejection(switchError) ? switchError : undefined
  const t = useSiteMessages('screen', screen)
  const describe = useDescribeError()
  return (
    <div className={notice} role="region" aria-label={t('wrongNetwork')}>
      <p className={card.muted}>
        {t('wrongNetworkText', { chain: appChain.name })}
      </p>
      <button type="button" className={card.primaryButton} disabled={pending} onClick={() => switchChain({ chainId: appChain.id })}>
        {pending ? t('confirmInWallet') : t('switchTo', { chain: appChain.name })}
      </button>
      {error ? (
        <p role="alert" className={card.errorText}>
          {describe(error, { chainName: (id) => (id === appChain.id ? appChain.name : undefined) })}
        </p>
      ) : null}
    </div>
  )
}

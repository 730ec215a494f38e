import { useSwitchChain } from '@porch/kit/react'
import { appChain } from '../../config'
import * as card from './card.css'
import { notice } from './card.css'

/** Shown when the wallet is on a chain the site does not support: no write can be sent until it switches. */
export function WrongNetwork() {
  const { switchChain, pendingChainId, error } = useSwitchChain()
  const pending = pendingChainId === appChain.id
  return (
    <div className={notice} role="region" aria-label="Wrong network">
      <p className={card.muted}>
        Your wallet is on another network. Switch to {appChain.name} to stake, unstake or harvest.
      </p>
      <button type="button" className={card.primaryButton} disabled={pending} onClick={() => void switchChain(appChain.id)}>
        {pending ? 'Confirm in wallet...' : `Switch to ${appChain.name}`}
      </button>
      {error ? (
        <p role="alert" className={card.errorText}>
          {error.message}
        </p>
      ) : null}
    </div>
  )
}

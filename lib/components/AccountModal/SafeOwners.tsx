import { useEffect, useState } from 'react'
import type { Connector, SafeOwners as Owners } from '../../core/types'
import { shortenAddress } from '../../core/format'
import { account } from '../../core/i18n/en/account'
import { useKitMessages } from '../../react/i18n/kit'
import * as styles from './AccountModal.css'

/** A multisig Safe's owners and threshold in the account modal; loaded only for a Safe. */
export default function SafeOwners({ connector }: { connector: Connector }) {
  const t = useKitMessages('account', account)
  const [owners, setOwners] = useState<Owners | undefined>(undefined)
  useEffect(() => {
    let live = true
    connector.getOwners?.().then(
      (o) => live && setOwners(o),
      () => live && setOwners(undefined),
    )
    return () => {
      live = false
    }
  }, [connector])
  if (!owners) return null
  return (
    <section className={styles.safeOwners} data-testid="account-modal-safe-owners">
      <h2 className={styles.safeOwnersTitle}>{t('safeOwners')}</h2>
      <p className={styles.safeThreshold}>{t('safeThreshold', { threshold: owners.threshold, owners: owners.owners.length })}</p>
      <ul className={styles.safeOwnerList}>
        {owners.owners.map((owner) => (
          <li key={owner} title={owner}>
            <bdi>{shortenAddress(owner)}</bdi>
          </li>
        ))}
      </ul>
    </section>
  )
}

import type { ReactNode } from 'react'
import { useAppInfo } from '../ModalProvider/appInfo'
import * as styles from './Disclaimer.css'

function Text({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>
}

// An outside page: a new tab, without access to this one (rel=noopener).
function Link({ children, href }: { children: ReactNode; href: string }) {
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** The app's `appInfo.disclaimer` under the wallet list, drawn with the kit's Text and Link; nothing without one. */
export function Disclaimer() {
  const { disclaimer: AppDisclaimer } = useAppInfo()
  if (!AppDisclaimer) return null
  return (
    <div className={styles.root} data-testid="connect-disclaimer">
      <AppDisclaimer Text={Text} Link={Link} />
    </div>
  )
}

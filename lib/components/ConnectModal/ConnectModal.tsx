import { lazy, useId } from 'react'
import { useAccount } from '../../react/useAccount'
import { useAuthStore } from '../../react/useAuth'
import { Dialog } from '../../ui/Dialog/Dialog'
import { qrSize } from '../../ui/QRCode/qrSize'
import { DesktopOptions } from './DesktopOptions'
import { MobileOptions } from './MobileOptions'
import { PHONE_QUERY, SMALL_SCREEN_QUERY, useMediaQuery, useViewportWidth } from './useMediaQuery'
import { useWalletConnection } from './useWalletConnection'
import { useWalletEntries } from './useWalletList'

export interface ConnectModalProps {
  open: boolean
  onClose: () => void
  /** Always use the one-column layout. */
  compact?: boolean
}

// Fetched only when an app with sign-in has a wallet to verify; never in the first page load.
const SignInModal = lazy(() => import('../SignInModal/SignInModal').then((m) => ({ default: m.SignInModal })))

/**
 * The connect modal. With sign-in configured, a connected wallet that still has to sign in
 * sees 'Verify your account' here (the modal stays open after connecting, as in RainbowKit).
 */
export function ConnectModal(props: ConnectModalProps) {
  const auth = useAuthStore()
  const { status } = useAccount()
  const signIn = auth !== null && status === 'unauthenticated'
  return signIn ? <SignInModal open={props.open} onClose={props.onClose} /> : <WalletPicker {...props} />
}

/** "Connect a Wallet": desktop layout, compact below 768 px, phone layout on phones. */
function WalletPicker({ open, onClose, compact = false }: ConnectModalProps) {
  const titleId = useId()
  const { entries, recentWalletIds, rememberWallet } = useWalletEntries()
  const connection = useWalletConnection(rememberWallet)
  const phone = useMediaQuery(PHONE_QUERY)
  const small = useMediaQuery(SMALL_SCREEN_QUERY)
  const viewportWidth = useViewportWidth()
  const isCompact = compact || small
  const props = { titleId, entries, recentWalletIds, connection, onClose }
  return (
    <Dialog open={open} onClose={onClose} titleId={titleId} compact={isCompact || phone}>
      <div data-testid="connect-modal" data-layout={phone ? 'mobile' : isCompact ? 'compact' : 'desktop'} style={{ display: 'contents' }}>
        {phone ? (
          <MobileOptions {...props} />
        ) : (
          <DesktopOptions {...props} compact={isCompact} qrSize={qrSize({ compact: isCompact && viewportWidth >= 768, viewportWidth })} />
        )}
      </div>
    </Dialog>
  )
}


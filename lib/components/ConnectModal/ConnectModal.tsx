import { Activity, useId } from 'react'
import { lazyImport } from '../../core/lazy'
import { useConnectionStatus } from '../../react/useAccount'
import { useAuthStore } from '../../react/useAuth'
import { Dialog } from '../../ui/Dialog/Dialog'
import { qrSize } from '../../ui/QRCode/qrSize'
import { lazyModal } from '../ModalProvider/lazyModal'
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
const SignInModal = lazyModal(lazyImport(() => import('../SignInModal/SignInModal').then((m) => m.SignInModal)))

/**
 * The connect modal. With sign-in configured, a connected wallet that still has to sign in
 * sees 'Verify your account' here (the modal stays open after connecting, as in RainbowKit).
 */
export function ConnectModal(props: ConnectModalProps) {
  const auth = useAuthStore()
  const status = useConnectionStatus()
  const signIn = auth !== null && status === 'unauthenticated'
  return signIn ? <SignInModal open={props.open} onClose={props.onClose} /> : <WalletPicker {...props} />
}

/**
 * The connect modal as ModalHost renders it: also while closed, hidden (<Activity> renders a
 * hidden tree when nothing else waits, in slices, and runs none of its effects), so the
 * click that opens it only shows what is built already. In the modal's own chunk, so the
 * first page load does not carry it.
 */
export function ConnectModalAhead(props: ConnectModalProps) {
  return (
    <Activity mode={props.open ? 'visible' : 'hidden'}>
      <ConnectModal {...props} open />
    </Activity>
  )
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
  const size = qrSize({ compact: isCompact && viewportWidth >= 768, viewportWidth })
  const props = { titleId, entries, recentWalletIds, connection, onClose }
  return (
    // Desktop: one height for every step, so the centred dialog does not jump between them.
    // The narrow sheet may grow to the viewport: the QR code keeps its size, longer translations wrap instead of scrolling.
    <Dialog open={open} onClose={onClose} titleId={titleId} compact={isCompact || phone} fixedHeight={!isCompact && !phone} tall={small || phone}>
      <div data-testid="connect-modal" data-layout={phone ? 'mobile' : isCompact ? 'compact' : 'desktop'} style={{ display: 'contents' }}>
        {phone ? (
          <MobileOptions {...props} qrSize={size} />
        ) : (
          <DesktopOptions {...props} compact={isCompact} qrSize={size} />
        )}
      </div>
    </Dialog>
  )
}


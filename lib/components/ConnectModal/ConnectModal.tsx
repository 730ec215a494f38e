import { useId } from 'react'
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

/** "Connect a Wallet": desktop layout, compact below 768 px, phone layout on phones. */
export function ConnectModal({ open, onClose, compact = false }: ConnectModalProps) {
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


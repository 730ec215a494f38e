import { Activity } from 'react'
import { ConnectModal, type ConnectModalProps } from './ConnectModal'

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

import type { ReactNode } from 'react'
import type { ConnectButtonRendererProps } from './types'
import { useConnectButtonState } from './useConnectButtonState'

export interface ConnectButtonRendererComponentProps {
  children: (props: ConnectButtonRendererProps) => ReactNode
}

/**
 * `ConnectButton.Custom`: the button's state without its look. Children get the account,
 * the chain and the modal openers (see types.ts) and draw their own UI.
 */
export function ConnectButtonRenderer({ children }: ConnectButtonRendererComponentProps) {
  return <>{children(useConnectButtonState())}</>
}

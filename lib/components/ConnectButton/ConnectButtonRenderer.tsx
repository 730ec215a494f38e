import type { ReactNode } from 'react'
import type { ConnectButtonRendererProps } from './types'
import { useConnectButtonState } from './useConnectButtonState'

/** Props of `ConnectButton.Custom`: a render function that draws the button from its state. */
export interface ConnectButtonCustomProps {
  /** Called on every change with the account, the chain and the modal openers; returns the UI. */
  children: (props: ConnectButtonRendererProps) => ReactNode
}

/**
 * `ConnectButton.Custom`: the button's state without its look. Children get the account,
 * the chain and the modal openers (see types.ts) and draw their own UI.
 */
export function ConnectButtonRenderer({ children }: ConnectButtonCustomProps) {
  const [state, balanceReader] = useConnectButtonState()
  return (
    <>
      {children(state)}
      {balanceReader}
    </>
  )
}

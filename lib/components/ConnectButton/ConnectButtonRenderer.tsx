import type { ReactNode } from 'react'
import type { ConnectButtonRendererProps } from './types'
import { useConnectButtonState } from './useConnectButtonState'

const noop = () => {}

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
  // RainbowKit's render props always hold functions: one that may not open does nothing.
  const props: ConnectButtonRendererProps = {
    ...state,
    openConnectModal: state.openConnectModal ?? noop,
    openAccountModal: state.openAccountModal ?? noop,
    openChainModal: state.openChainModal ?? noop,
  }
  return (
    <>
      {children(props)}
      {balanceReader}
    </>
  )
}

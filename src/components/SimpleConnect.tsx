import { useEffect, useId, useRef } from 'react'
import { useAccount, useBalance, useConnect, useConnectors, useDisconnect } from '../../lib/react'
import { formatDisplayBalance, shortenAddress } from '../../lib/format'
import * as css from './SimpleConnect.css'

export interface SimpleConnectProps {
  /** Whether the wallet list is open (the screen opens it from "Connect wallet to stake"). */
  open: boolean
  onOpenChange(open: boolean): void
}

/**
 * A minimal connect control until the full ConnectButton and modals take over: a
 * 'Connect Wallet' button opening a list of the available wallets (one button each, named
 * by the wallet); when connected, the short address, the native balance and 'Disconnect'.
 */
export function SimpleConnect({ open, onOpenChange }: SimpleConnectProps) {
  const menuId = useId()
  const { address, isConnected, isUnsupported } = useAccount()
  const connectors = useConnectors()
  const { connect, pendingConnectorId, error } = useConnect()
  const { disconnect } = useDisconnect()
  // Read together with the staking numbers: one JSON-RPC batch per refresh.
  const balance = useBalance(isConnected ? address : undefined)
  const firstWallet = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (open && !isConnected) firstWallet.current?.focus()
  }, [open, isConnected])
  useEffect(() => {
    if (isConnected) onOpenChange(false)
  }, [isConnected, onOpenChange])

  if (isConnected && address) {
    return (
      <div className={css.root}>
        <span className={css.account} title={address} data-testid="account-address">
          {shortenAddress(address)}
        </span>
        {balance.data && !isUnsupported ? (
          <span className={css.account} data-testid="native-balance">
            {formatDisplayBalance(balance.data.value, balance.data.decimals, balance.data.symbol)}
          </span>
        ) : null}
        <button type="button" className={css.secondary} onClick={() => void disconnect()}>
          Disconnect
        </button>
      </div>
    )
  }

  return (
    <div
      className={css.root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) onOpenChange(false)
      }}
    >
      <button
        type="button"
        className={css.button}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => onOpenChange(!open)}
      >
        Connect Wallet
      </button>
      {open ? (
        <ul id={menuId} className={css.menu} aria-label="Wallets">
          {connectors.length === 0 ? <li className={css.note}>No wallet found. Install a browser wallet to continue.</li> : null}
          {connectors.map((c, i) => (
            <li key={c.id}>
              <button
                ref={i === 0 ? firstWallet : undefined}
                type="button"
                className={css.wallet}
                disabled={pendingConnectorId !== undefined}
                aria-busy={pendingConnectorId === c.id}
                onClick={() => void connect(c)}
              >
                {c.icon ? <img className={css.icon} src={c.icon} alt="" /> : null}
                {c.name}
              </button>
            </li>
          ))}
          {pendingConnectorId ? <li className={css.note}>Confirm the connection in your wallet...</li> : null}
          {error ? (
            <li role="alert" className={css.error}>
              {error.message}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}

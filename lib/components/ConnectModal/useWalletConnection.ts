import { useCallback, useEffect, useRef, useState } from 'react'
import { cancelConnect } from '../../core/actions/cancelConnect'
import { connect } from '../../core/actions/connect'
import { isUserRejection } from '../../core/errors'
import { useDescribeError } from '../../react/i18n/useDescribeError'
import type { Config } from '../../core/config'
import type { Connector } from '../../core/types'
import { useConfig } from '../../react/context'
import { useModalOptions } from '../ModalProvider/modalOptions'
import { connectorFor } from '../../core/wallets/connection'
import { oneClickHost } from '../../core/auth/oneClick'
import type { ConnectVia, WalletEntry } from '../../core/wallets/types'

export type ConnectionState =
  | { status: 'idle' }
  /** `oneApproval`: the wallet is asked to connect and sign in with one approval (the modal says so). */
  | { status: 'connecting'; walletId: string; via: ConnectVia; uri: string | undefined; oneApproval: boolean }
  /** `rejected`: the user said no in the wallet; not an error, but RETRY is offered. */
  | { status: 'failed'; walletId: string; via: ConnectVia; error: string; rejected: boolean }

export interface WalletConnection {
  state: ConnectionState
  /** Start connecting; `onUri` gets the WalletConnect pairing URI when the connector shows one. */
  start(entry: WalletEntry, via: ConnectVia, onUri?: (uri: string) => void): void
  reset(): void
}

/**
 * One connection attempt at a time. The WalletConnect connector announces its pairing URI
 * as a config 'message' event (type 'display_uri'), which becomes the QR code.
 */
export function useWalletConnection(onConnected: (walletId: string) => void): WalletConnection {
  const config = useConfig()
  const { initialChainId } = useModalOptions()
  const describe = useDescribeError()
  const [state, setState] = useState<ConnectionState>({ status: 'idle' })
  const attempt = useRef(0)
  const pending = useRef<Connector | undefined>(undefined)
  const onConnectedRef = useRef(onConnected)
  onConnectedRef.current = onConnected
  const abandon = useCallback(() => {
    const connector = pending.current
    pending.current = undefined
    attempt.current++
    if (connector) cancelConnect(config)
  }, [config])
  // Closing the modal gives up a pending attempt, so the site is not stuck in "connecting".
  useEffect(() => abandon, [abandon])

  const start = useCallback<WalletConnection['start']>(
    (entry, via, onUri) => {
      const connector = connectorFor(entry, via)
      if (!connector) return
      abandon()
      const id = ++attempt.current
      pending.current = connector
      const oneApproval = connector.signsInOnConnect?.() === true && oneClickHost(config.store) !== undefined
      setState({ status: 'connecting', walletId: entry.id, via, uri: undefined, oneApproval })
      const stop = config.emitter.on('message', (m) => {
        if (attempt.current !== id || m.connectorId !== connector.id || m.type !== 'display_uri' || typeof m.data !== 'string') return
        const uri = m.data
        setState((s) => (s.status === 'connecting' && s.walletId === entry.id ? { ...s, uri } : s))
        onUri?.(uri)
      })
      // The app's initialChainId is any number (the modal's option), not one of a registered config's ids.
      connect<Config>(config, { connector, chainId: initialChainId }).then(
        () => {
          stop()
          if (attempt.current === id) pending.current = undefined
          // Remember the wallet even when the modal already closed (it closes on connect).
          onConnectedRef.current(entry.id)
          if (attempt.current === id) setState({ status: 'idle' })
        },
        (e: unknown) => {
          stop()
          if (attempt.current !== id) return
          pending.current = undefined
          const rejected = isUserRejection(e)
          const error = describe(e)
          setState({ status: 'failed', walletId: entry.id, via, error, rejected })
        },
      )
    },
    [config, abandon, describe, initialChainId],
  )
  const reset = useCallback(() => {
    abandon()
    setState({ status: 'idle' })
  }, [abandon])
  return { state, start, reset }
}

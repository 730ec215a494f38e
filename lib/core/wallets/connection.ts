/**
 * Which connector a wallet entry uses, decided here once (the picker's layouts and the
 * connection hook only follow it; RainbowKit's useWalletConnectors is the model).
 */
import type { Connector } from '../types'
import type { ConnectVia, WalletEntry } from './types'

type Connectors = Pick<WalletEntry, 'connector' | 'qrConnector'>

/** Fill in how an entry connects, from the connectors matched to it. */
export function decideConnection<E extends Connectors>(e: E): E & Pick<WalletEntry, 'connectVia' | 'scanVia' | 'installed'> {
  const own = e.connector && e.connector.type !== 'walletConnect' ? e.connector : undefined
  return {
    ...e,
    // An installed wallet (or one whose in-app browser we are in) connects directly; the
    // generic WalletConnect entry and phone-only wallets pair.
    connectVia: own ? 'connector' : e.qrConnector || e.connector ? 'qr' : undefined,
    scanVia: e.qrConnector ? 'qr' : e.connector ? 'connector' : undefined,
    // Extensions (injected, or Coinbase Wallet's own provider) are tagged "Installed".
    installed: e.connector?.type === 'injected' || e.connector?.type === 'coinbase',
  }
}

/** The connector that reaches the entry this way (the generic WalletConnect entry's own connector is its pairing). */
export function connectorFor(e: Connectors, via: ConnectVia): Connector | undefined {
  return via === 'qr' ? (e.qrConnector ?? e.connector) : e.connector
}

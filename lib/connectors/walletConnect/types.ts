/**
 * The public types of the WalletConnect connector. They live apart from the implementation
 * so the kit's public .d.ts never reference @walletconnect/sign-client (an optional peer
 * dependency an app installs only when it uses this connector).
 */
import type { Connector } from '../../core/types'
import type { KeyValueStorage } from './memoryStorage'

/** How much the sign-client logs to the console. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

/** Options of walletConnect(): the project, the app's metadata, the relay and timeouts. */
export interface WalletConnectParameters {
  /** WalletConnect Cloud project id (required; the public sample id logs a warning). */
  projectId: string
  /** Default: the official relay wss://relay.walletconnect.org. */
  relayUrl?: string
  /** The app as the wallet shows it in the connection prompt (name, description, https url, icon URLs). */
  metadata: { name: string; description: string; url: string; icons: string[] }
  /** How long a wallet request may stay unanswered. Default 5 minutes. */
  requestTimeoutMs?: number
  /**
   * How long to wait for the relay before failing with a RETRY-able message. Default 14 s:
   * the user sees the message and RETRY within 15 s of the click, rendering included.
   */
  connectTimeoutMs?: number
  /**
   * How long the relay may stay disconnected while a pairing URI is shown before the attempt
   * fails with a RETRY-able message. Default 5 s (the client reconnects sooner after a blip).
   */
  relayLossGraceMs?: number
  /** sign-client storage namespace. Default: `<kit storage prefix>walletConnect`. */
  storagePrefix?: string
  /** sign-client key-value storage. Default: the client's own (IndexedDB in browsers, memory in Node). */
  storage?: KeyValueStorage
  /** Verify API attestations. Default: on with the official relay, off with a custom `relayUrl`. */
  verify?: boolean
  /** sign-client log level. Default 'error'. */
  logLevel?: LogLevel
}

/** The WalletConnect connector: a Connector that can also close its relay socket. */
export interface WalletConnectConnector extends Connector {
  /** Close the relay socket and drop listeners (tests, hot reload). The session stays saved. */
  close(): Promise<void>
}

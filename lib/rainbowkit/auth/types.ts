import type { Address } from 'viem'
import type { AuthenticationStatus } from '../../components/ConnectButton/types'

export type { AuthenticationStatus }

/**
 * RainbowKit's authentication adapter: how the app reaches its sign-in server. `Message`
 * is what `createMessage` makes and `verify` gets back; the wallet signs it as text, so it
 * is a string (viem's `createSiweMessage`) in practice.
 */
export interface RainbowKitAuthenticationAdapter<Message> {
  /** A fresh nonce from the server. */
  getNonce: () => Promise<string>
  /** The message to sign (a string, or a promise of one). */
  createMessage: (args: { nonce: string; address: Address; chainId: number }) => Promise<Message> | Message
  /** True when the server accepted the signature. */
  verify: (args: { message: Message; signature: string }) => Promise<boolean>
  /** End the server session. */
  signOut: () => Promise<void>
}

/** RainbowKit's `AuthenticationConfig`: the adapter, and the status the app owns. */
export interface AuthenticationConfig<Message> {
  /** From createAuthenticationAdapter. */
  adapter: RainbowKitAuthenticationAdapter<Message>
  /** The app's sign-in status (from its own session check); the kit follows it. */
  status: AuthenticationStatus
}

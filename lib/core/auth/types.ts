import type { Address, Hex } from 'viem'

/** Sign-in status: `loading` until the stored session (if any) is known. */
export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated'

/** Who the server says is signed in. */
export interface AuthSession {
  /** The signed-in account (the address that signed the EIP-4361 message). */
  address: Address
  /** The chain named in the signed message. */
  chainId: number
}

/** What the auth store holds: the status and, once signed in, the session. */
export interface AuthState {
  /** Whether the user is signed in (`loading` while the stored session is still being fetched). */
  status: AuthStatus
  /** The server's session while `status` is `authenticated`; otherwise undefined. */
  session: AuthSession | undefined
}

/**
 * How the kit reaches the app's sign-in server (Sign-In with Ethereum, EIP-4361). The kit
 * calls `getNonce` for every attempt (a nonce is never reused, not even after a failure),
 * signs `createMessage`'s text with `personal_sign`, and calls `verify` once per signature.
 */
export interface AuthenticationAdapter {
  /** A fresh single-use nonce from the server. Throws when it cannot get one. */
  getNonce(): Promise<string>
  /** The exact text the wallet signs. */
  createMessage(args: { address: Address; chainId: number; nonce: string }): string
  /** True when the server accepted the signature and opened a session; false when it refused. */
  verify(args: { message: string; signature: Hex }): Promise<boolean>
  /** End the server session. */
  signOut(): Promise<void>
  /** The session the server holds for this browser (on load), or null. Optional. */
  getSession?(): Promise<AuthSession | null>
  /**
   * The fields of a one-approval sign-in (WalletConnect's one-click authentication, ERC-7846
   * `wallet_connect`), where the wallet writes the message itself because the address is not
   * known before the approval, so `createMessage` is not used. Default: the page's host as
   * domain, its origin as URI, no statement. AppKit's SIWE config has the same name.
   */
  getMessageParams?(): SignInMessageParams | Promise<SignInMessageParams>
  /** `false`: always connect first and then sign in the 'Verify your account' dialog (two approvals). Default true. */
  oneClick?: boolean
}

/** What the wallet puts in a one-approval sign-in message besides address, chain and nonce. */
export interface SignInMessageParams {
  /** The RFC 3986 authority the server expects (default: the page's `location.host`). */
  domain?: string
  /** The URI the server expects, under its origin (default: the page's `location.origin`). */
  uri?: string
  /** The sentence the wallet shows above the message (default: none). */
  statement?: string
}

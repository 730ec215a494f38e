import { requireRuntime } from './runtime'

/**
 * Opens the Connect modal (a wallet list; 'Verify your account' while signing in is due).
 * Does nothing while it may not open (connected and signed in), as `useConnectModal`.
 * @throws Error before defineElements ran.
 */
export function openConnectModal(): void {
  requireRuntime('openConnectModal').open('connect')
}

/**
 * Opens the account modal. Does nothing unless connected on a configured chain.
 * @throws Error before defineElements ran.
 */
export function openAccountModal(): void {
  requireRuntime('openAccountModal').open('account')
}

/**
 * Opens the Switch Networks modal. Does nothing unless connected.
 * @throws Error before defineElements ran.
 */
export function openChainModal(): void {
  requireRuntime('openChainModal').open('chain')
}

import type { SignInError, SignInFlowState } from '../../auth/signInFlow'

export const SIGN_IN_TITLE = 'Verify your account'

/** What the user reads when an attempt failed (a rejection in the wallet shows nothing). */
export const SIGN_IN_ERRORS: Record<SignInError, string> = {
  preparing: 'Error preparing message, please retry!',
  signing: 'Error signing message, please retry!',
  verifying: 'Error verifying signature, please retry!',
  unexpected: 'Oops, something went wrong!',
}

/** The main button's label for each state of the dialog. */
export function signInButtonLabel({ step, preparing }: SignInFlowState): string {
  if (step === 'signing') return 'Waiting for signature...'
  if (step === 'verifying') return 'Verifying signature...'
  return preparing ? 'Preparing message...' : 'Send message'
}

/** The wallet is on a chain the site does not support: nothing is signed until it switches. */
export function unsupportedNetworkMessage(chainName: string, canSwitch: boolean): string {
  return canSwitch
    ? `Your wallet is on a network this site does not support. Switch to ${chainName} to sign in.`
    : `Your wallet is on a network this site does not support. Switch to ${chainName} in your wallet to sign in.`
}

export const CONFIRM_SWITCH_LABEL = 'Confirm in Wallet'
export const switchButtonLabel = (chainName: string): string => `Switch to ${chainName}`

import type { SignInError, SignInFlowState } from '../../core/auth/signInFlow'
import type { signIn } from '../../core/i18n/en/signIn'

type SignInKey = keyof typeof signIn

/** What the user reads when an attempt failed (a rejection in the wallet shows nothing). */
export const SIGN_IN_ERRORS = {
  preparing: 'errorPreparing',
  signing: 'errorSigning',
  verifying: 'errorVerifying',
  unexpected: 'errorUnexpected',
  cancelled: 'safeCancelled',
  expired: 'safeExpired',
} as const satisfies Record<SignInError, SignInKey>

/** The main button's label for each state of the dialog. */
export function signInButtonLabel({ step, preparing }: SignInFlowState): SignInKey {
  if (step === 'signing') return 'waiting'
  if (step === 'verifying') return 'verifying'
  return preparing ? 'preparing' : 'send'
}

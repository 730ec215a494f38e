/**
 * The connect modal's right-panel steps as a pure state machine
 * with a history for the back arrow. No React: the component only renders `step`.
 */
export type ConnectStep =
  | 'none' // nothing selected: "What is a Wallet?"
  | 'learn' // the same intro as its own screen, in compact mode
  | 'get' // "Get a Wallet" suggestions
  | 'connect' // QR code, or "Opening {wallet}..." / not installed / RETRY
  | 'downloadOptions' // extension and phone app
  | 'download' // QR code of the phone app's download page
  | 'instructionsMobile'
  | 'instructionsExtension'

export interface StepState {
  step: ConnectStep
  walletId: string | undefined
  history: ReadonlyArray<{ step: ConnectStep; walletId: string | undefined }>
}

export const initialStepState: StepState = { step: 'none', walletId: undefined, history: [] }

/** Go to a step, remembering where we came from. Going to the current step is a no-op. */
export function goTo(s: StepState, step: ConnectStep, walletId: string | undefined = s.walletId): StepState {
  if (s.step === step && s.walletId === walletId) return s
  return { step, walletId, history: [...s.history, { step: s.step, walletId: s.walletId }] }
}

/**
 * Choose a wallet from the list: it replaces whatever the panel showed (no history across
 * wallets: the back arrow is for moving between one wallet's steps).
 */
export function selectWallet(_s: StepState, walletId: string, step: ConnectStep): StepState {
  return { step, walletId, history: [] }
}

export function canGoBack(s: StepState): boolean {
  return s.history.length > 0
}

export function back(s: StepState): StepState {
  const prev = s.history[s.history.length - 1]
  if (!prev) return s
  return { step: prev.step, walletId: prev.walletId, history: s.history.slice(0, -1) }
}

export interface WalletFacts {
  ready: boolean
  hasExtension: boolean
  /** A QR code that leads to the phone app's download page. */
  hasQrDownload: boolean
}

/**
 * A ready wallet goes to the connect step; a wallet that is not ready goes
 * to the connect step too, which says "{wallet} is not installed" and offers INSTALL.
 */
export function stepForSelectedWallet(w: WalletFacts): ConnectStep {
  return w.ready ? 'connect' : w.hasExtension || !w.hasQrDownload ? 'connect' : 'downloadOptions'
}

/** "GET" / INSTALL: both ways -> download options; phone only -> download QR; extension only -> its guide. */
export function stepForGetWallet(w: WalletFacts): ConnectStep {
  if (w.hasExtension && w.hasQrDownload) return 'downloadOptions'
  if (w.hasQrDownload) return 'download'
  return 'instructionsExtension'
}

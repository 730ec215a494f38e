import { errors } from './en/errors'
import { kitCatalogue } from './kitCatalogue'
import type { Locale } from './locales'
import { formatMessage } from './message'

type ErrorKey = keyof typeof errors

/** The typed errors describeError knows, by `name`. */
const KEYS: Readonly<Record<string, ErrorKey>> = {
  UserRejectedRequestError: 'userRejected',
  SignInRequiredError: 'signInRequired',
  ConnectorNotConnectedError: 'notConnected',
  ChainMismatchError: 'chainMismatch',
  ChainNotConfiguredError: 'chainNotConfigured',
  InsufficientFundsError: 'insufficientFunds',
  ContractRevertedError: 'contractReverted',
  TransactionRevertedError: 'transactionReverted',
  ResourceUnavailableError: 'walletBusy',
  MethodNotSupportedError: 'methodNotSupported',
  CallsNotSupportedError: 'callsNotSupported',
  SwitchChainNotSupportedError: 'switchChainNotSupported',
  RequestTimeoutError: 'timeout',
}

/** Options of describeError. */
export interface DescribeErrorOptions {
  /** Names a chain for ChainMismatchError ('Switch to {chain}'); default: its id. */
  chainName?: (chainId: number) => string | undefined
}

/**
 * One plain sentence for an error, in `locale` (default English). Knows every typed error
 * of the kit (walking `cause`); anything else gets a generic sentence, never a stack or an
 * RPC dump.
 *
 * It is synchronous, so it reads only what is loaded: each locale's words come with its
 * chunk (`lib/core/i18n/locales/<locale>.ts`), which PorchProvider loads for its `locale`. Until
 * then, or for a locale no provider asked for, the sentence is English. In React,
 * `useDescribeError()` passes the locale the kit shows now, which is always loaded.
 */
export function describeError(error: unknown, locale: Locale = 'en', options: DescribeErrorOptions = {}): string {
  const found = typedError(error)
  const key: ErrorKey = found ? KEYS[found.name]! : 'unknown'
  const reason = found && 'reason' in found && typeof found.reason === 'string' && found.reason ? found.reason : undefined
  const chosen: ErrorKey =
    key === 'contractReverted' && !reason ? 'contractRevertedNoReason' : key === 'transactionReverted' && !reason ? 'transactionRevertedNoReason' : key
  const chainId = found && 'chainId' in found && typeof found.chainId === 'number' ? found.chainId : undefined
  const chain = chainId === undefined ? '' : (options.chainName?.(chainId) ?? String(chainId))
  // A locale whose chunk is not loaded yet has no entry: its sentence is English.
  const translated = kitCatalogue.get(locale)?.errors[chosen]
  return formatMessage(locale, translated ?? errors[chosen], { reason: reason ?? '', chain })
}

function typedError(error: unknown): (Error & Record<string, unknown>) | undefined {
  let e: unknown = error
  for (let depth = 0; depth < 8 && e instanceof Error; depth++) {
    if (KEYS[e.name] !== undefined) return e as Error & Record<string, unknown>
    e = e.cause
  }
  return undefined
}

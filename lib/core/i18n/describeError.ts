import { errors } from './en/errors'
import { kitCatalogue } from './kitCatalogue'
import type { Locale } from './locales'
import { formatMessage } from './message'

type ErrorKey = keyof typeof errors

/**
 * The error classes the kit throws, by `name`, and their sentence. test/i18n/describeError
 * enumerates every class in lib/ against this table, so a new class without a sentence
 * fails there. viem's classes the kit throws as they are appear by viem's `name`.
 */
const KEYS: Readonly<Record<string, ErrorKey>> = {
  UserRejectedRequestError: 'userRejected',
  SignInRequiredError: 'signInRequired',
  ConnectorNotConnectedError: 'notConnected',
  ConnectorChainMismatchError: 'chainMismatch',
  ChainNotConfiguredError: 'chainNotConfigured',
  'createClientResolver.ChainNotConfiguredError': 'chainNotConfigured',
  ConnectorAccountNotFoundError: 'accountNotFound',
  ConnectorAlreadyConnectedError: 'alreadyConnected',
  ConnectorUnavailableReconnectingError: 'reconnecting',
  InsufficientFundsError: 'insufficientFunds',
  ContractRevertedError: 'contractReverted',
  TransactionRevertedError: 'transactionReverted',
  ResourceUnavailableRpcError: 'walletBusy',
  MethodNotSupportedError: 'methodNotSupported',
  SafeMethodNotSupportedError: 'methodNotSupported',
  CallsNotSupportedError: 'callsNotSupported',
  SwitchChainNotSupportedError: 'switchChainNotSupported',
  SwitchChainError: 'switchChainFailed',
  RequestTimeoutError: 'timeout',
  ProviderNotFoundError: 'walletNotFound',
  ConnectorNotFoundError: 'walletUnavailable',
  WalletConnectNotInstalledError: 'walletUnavailable',
  MissingProjectIdError: 'appMisconfigured',
  WagmiProviderNotFoundError: 'appMisconfigured',
  InvalidWalletError: 'appMisconfigured',
  InvalidWalletListError: 'appMisconfigured',
  // An app's update of its own recent transaction (updateRecentTransaction): a programming error, not the user's.
  InvalidRecentTransactionError: 'appMisconfigured',
  RecentTransactionNotFoundError: 'appMisconfigured',
  CaipError: 'appMisconfigured',
  SafeServicePathError: 'appMisconfigured',
  ContractReadError: 'readFailed',
  AbiDecodeError: 'readFailed',
  LogsRangeTooLargeError: 'readFailed',
  // Node failures: the kit's transport throws viem's own classes (lib/core/transport/http.ts).
  HttpRequestError: 'network',
  TimeoutError: 'network',
  RpcRequestError: 'network',
  SafeMessageCancelledError: 'safeMessageCancelled',
  SafeMessageExpiredError: 'safeMessageExpired',
  SafeChainNotSupportedError: 'safeChainNotSupported',
  SafeRequestTimeoutError: 'safeTimeout',
  SafeHostError: 'safeFailed',
  SafePermissionsError: 'safeFailed',
  SafeNotFramedError: 'safeNotFramed',
  SafeQueueAnswerError: 'safeService',
  RelayUnreachableError: 'relayUnreachable',
  RelayLostError: 'relayLost',
  WalletConnectError: 'wcFailed',
  // The bases of the families above: what a cause chain says when nothing more specific is in it.
  WalletError: 'walletFailed',
  ReadError: 'readFailed',
  SafeMessagingError: 'safeFailed',
  SafeServiceError: 'safeService',
}

/** Bases that wrap a more specific error often (a Safe timeout inside a WalletError): the specific one wins. */
const BASES: ReadonlySet<string> = new Set(['WalletError', 'ReadError', 'SafeMessagingError', 'SafeServiceError'])

/** EIP-5792 error codes (https://eips.ethereum.org/EIPS/eip-5792#error-codes) and their sentence. */
const CALLS_KEYS: Readonly<Record<number, ErrorKey>> = {
  5700: 'callsUnsupportedCapability',
  5710: 'callsUnsupportedChain',
  5720: 'callsDuplicateId',
  5730: 'callsUnknownBundle',
  5740: 'callsTooLarge',
  5750: 'callsUpgradeRejected',
  5760: 'callsAtomicityUnsupported',
}

/** A WalletConnectError's problem (lib/connectors/walletConnect/errors.ts) and its sentence. */
const WALLET_CONNECT_KEYS: Readonly<Record<string, ErrorKey>> = {
  unsupportedChain: 'wcUnsupportedChain',
  unsupportedRequest: 'methodNotSupported',
  sessionInvalid: 'wcSessionInvalid',
  sessionEnded: 'wcSessionEnded',
  disconnected: 'wcDisconnected',
  connectFailed: 'wcConnectFailed',
  reload: 'wcReload',
  expired: 'wcExpired',
  relay: 'relayUnreachable',
  offline: 'network',
  unknown: 'wcFailed',
}

/** Options of describeError. */
export interface DescribeErrorOptions {
  /** Names a chain for ConnectorChainMismatchError ('Switch to {chain}'); default: its id. */
  chainName?: (chainId: number) => string | undefined
}

/**
 * One plain sentence for an error, in `locale` (default English). Knows every error class
 * the kit throws (walking `cause`, the most specific one first); anything else gets a
 * generic sentence, never a stack, an RPC dump or an error's English `message`.
 *
 * It is synchronous, so it reads only what is loaded: each locale's words come with its
 * chunk (`lib/core/i18n/locales/<locale>.ts`), which PorchProvider loads for its `locale`. Until
 * then, or for a locale no provider asked for, the sentence is English. In React,
 * `useDescribeError()` passes the locale the kit shows now, which is always loaded.
 */
export function describeError(error: unknown, locale: Locale = 'en', options: DescribeErrorOptions = {}): string {
  const found = typedError(error)
  const chosen: ErrorKey = found ? keyOf(found) : 'unknown'
  const reason = found && typeof found.reason === 'string' && found.reason ? found.reason : undefined
  const chain = found ? chainOf(found, options) : ''
  // A locale whose chunk is not loaded yet has no entry: its sentence is English.
  const translated = kitCatalogue.get(locale)?.errors[chosen]
  return formatMessage(locale, translated ?? errors[chosen], { reason: reason ?? '', chain, supported: found ? supportedOf(found) : '' })
}

type Found = Error & Record<string, unknown>

function keyOf(e: Found): ErrorKey {
  if (e.name === 'CallsError') return CALLS_KEYS[e.code as number] ?? 'callsNotSupported'
  if (e.name === 'WalletConnectError') return WALLET_CONNECT_KEYS[e.problem as string] ?? 'wcFailed'
  const key = KEYS[e.name]!
  if (key === 'contractReverted' && !e.reason) return 'contractRevertedNoReason'
  if (key === 'transactionReverted' && !e.reason) return 'transactionRevertedNoReason'
  return key
}

function chainOf(e: Found, options: DescribeErrorOptions): string {
  const safeChain = e.safeChain as { name?: unknown } | undefined
  if (typeof safeChain?.name === 'string') return safeChain.name
  if (typeof e.chainId !== 'number') return ''
  return options.chainName?.(e.chainId) ?? String(e.chainId)
}

/** The chain an app serves, for SafeChainNotSupportedError (its first configured chain). */
function supportedOf(e: Found): string {
  const chains = e.appChains as ReadonlyArray<{ name?: unknown }> | undefined
  const name = Array.isArray(chains) ? chains[0]?.name : undefined
  return typeof name === 'string' ? name : ''
}

/** The first known error of the cause chain that is not a mere base; else the first base. */
function typedError(error: unknown): Found | undefined {
  let base: Found | undefined
  let e: unknown = error
  for (let depth = 0; depth < 8 && e instanceof Error; depth++) {
    if (e.name === 'CallsError' || KEYS[e.name] !== undefined) {
      if (!BASES.has(e.name)) return e as Found
      base ??= e as Found
    }
    e = e.cause
  }
  return base
}

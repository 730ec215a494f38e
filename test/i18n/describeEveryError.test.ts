/**
 * describeError knows every error class the kit throws: the classes are ENUMERATED (every
 * `class X extends …Error` in lib/, and every Error subclass the public entries export), and
 * each must get a sentence of its own, not the generic fallback. A new class without a
 * sample here, or without a sentence in describeError, fails this test.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as kit from '../../lib/index'
import * as react from '../../lib/entries/react'
import { describeError } from '../../lib/core/i18n/describeError'
import { errors } from '../../lib/core/i18n/en/errors'
import { kitCatalogue } from '../../lib/core/i18n/kitCatalogue'
import { LOCALES } from '../../lib/core/i18n/locales'
import { WalletError, UserRejectedRequestError, ResourceUnavailableRpcError, ChainNotConfiguredError, chainNotConfigured, ProviderNotFoundError, ConnectorNotFoundError, ConnectorNotConnectedError, BaseError } from '../../lib/core/errors'
import {
  SwitchChainError,
  SwitchChainNotSupportedError,
  SignInRequiredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorUnavailableReconnectingError,
  MethodNotSupportedError,
  RequestTimeoutError,
} from '../../lib/core/callErrors'
import { InsufficientFundsError, ContractRevertedError, TransactionRevertedError } from '../../lib/core/write/errors'
import { ReadError, ContractReadError, AbiDecodeError } from '../../lib/core/read/errors'
import { LogsRangeTooLargeError } from '../../lib/core/read/rangeRefusal'
import { WagmiProviderNotFoundError } from '../../lib/react/errors'
import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { CallsError, CallsNotSupportedError, type CallsErrorCode } from '../../lib/core/calls/errors'
import { SafeMessageCancelledError, SafeMessageExpiredError } from '../../lib/core/safe/messageErrors'
import { SafeQueueAnswerError } from '../../lib/core/safe/queue/getSafeQueue'
import { SafeMessagingError, SafePermissionsError, SafeRequestTimeoutError, SafeHostError, SafeNotFramedError } from '../../lib/core/safe/messaging/errors'
import { SafeServiceError, SafeServicePathError } from '../../lib/core/safe/service/errors'
import { InvalidWalletError } from '../../lib/core/wallets/validate'
import { InvalidWalletListError } from '../../lib/rainbowkit/config/connectorsForWallets'
import { InvalidRecentTransactionError, RecentTransactionNotFoundError } from '../../lib/core/transactions/errors'
import { SafeChainNotSupportedError, SafeMethodNotSupportedError } from '../../lib/connectors/safe/errors'
import { CaipError } from '../../lib/connectors/walletConnect/caip'
import { MissingProjectIdError } from '../../lib/connectors/walletConnect/projectId'
import { WalletConnectNotInstalledError } from '../../lib/connectors/walletConnect/notInstalled'
import { RelayLostError, RelayUnreachableError, WalletConnectError, type WalletConnectProblem } from '../../lib/connectors/walletConnect/errors'

const HASH = `0x${'ab'.repeat(32)}` as const
const ADDRESS = `0x${'12'.repeat(20)}` as const
const CALLS_CODES: readonly CallsErrorCode[] = [5700, 5710, 5720, 5730, 5740, 5750, 5760]

/** One instance of each error class the kit throws, by its `name` (viem's classes by viem's name). */
const SAMPLES: Record<string, () => Error> = {
  WalletError: () => new WalletError('x'),
  // viem's classes, which the kit throws as they are (VIEM_THROWN).
  UserRejectedRequestError: () => new UserRejectedRequestError(new Error('User rejected the request.')),
  ResourceUnavailableRpcError: () => new ResourceUnavailableRpcError(new Error('Request already pending.')),
  ChainNotConfiguredError: () => chainNotConfigured(5),
  // viem's own instances (a client resolver's) are worded too.
  'createClientResolver.ChainNotConfiguredError': () => new ChainNotConfiguredError({ chainId: 5 }),
  SwitchChainError: () => new SwitchChainError(new Error('Unrecognized chain.')),
  InsufficientFundsError: () => new InsufficientFundsError(),
  ProviderNotFoundError: () => new ProviderNotFoundError(),
  ConnectorNotFoundError: () => new ConnectorNotFoundError('x'),
  ConnectorNotConnectedError: () => new ConnectorNotConnectedError(),
  SwitchChainNotSupportedError: () => new SwitchChainNotSupportedError('Mango'),
  SignInRequiredError: () => new SignInRequiredError(),
  ConnectorChainMismatchError: () => new ConnectorChainMismatchError({ connectionChainId: 10, connectorChainId: 1 }),
  ConnectorAccountNotFoundError: () => new ConnectorAccountNotFoundError({ address: ADDRESS, connector: { name: 'Test Wallet' } }),
  ConnectorAlreadyConnectedError: () => new ConnectorAlreadyConnectedError(),
  ConnectorUnavailableReconnectingError: () => new ConnectorUnavailableReconnectingError({ connector: { name: 'Test Wallet' } }),
  WagmiProviderNotFoundError: () => new WagmiProviderNotFoundError('PorchProvider'),
  MethodNotSupportedError: () => new MethodNotSupportedError('eth_x'),
  RequestTimeoutError: () => new RequestTimeoutError('Switching', 1000),
  ContractRevertedError: () => new ContractRevertedError('Paused'),
  TransactionRevertedError: () => new TransactionRevertedError(HASH, undefined),
  ReadError: () => new ReadError('x'),
  ContractReadError: () => new ContractReadError(ADDRESS, '0x12345678', { reason: 'reverted' }),
  AbiDecodeError: () => new AbiDecodeError('x'),
  LogsRangeTooLargeError: () => new LogsRangeTooLargeError({ fromBlock: 0n, toBlock: 'latest' }),
  // viem's classes, which the kit's transport throws for a node that fails (VIEM_THROWN).
  HttpRequestError: () => new HttpRequestError({ url: 'http://node', status: 503 }),
  TimeoutError: () => new TimeoutError({ body: { method: 'eth_call' }, url: 'http://node' }),
  RpcRequestError: () => new RpcRequestError({ body: { method: 'eth_call' }, error: { code: -32000, message: 'x' }, url: 'http://node' }),
  CallsError: () => new CallsError(5740),
  CallsNotSupportedError: () => new CallsNotSupportedError(),
  SafeMessageCancelledError: () => new SafeMessageCancelledError(),
  SafeMessageExpiredError: () => new SafeMessageExpiredError(),
  SafeQueueAnswerError: () => new SafeQueueAnswerError('multisig_x', 'no nonce'),
  SafeMessagingError: () => new SafeMessagingError('x'),
  SafePermissionsError: () => new SafePermissionsError('Permissions rejected'),
  SafeRequestTimeoutError: () => new SafeRequestTimeoutError('sendTransactions', 1000),
  SafeHostError: () => new SafeHostError('x'),
  SafeNotFramedError: () => new SafeNotFramedError(),
  SafeServiceError: () => new SafeServiceError('x', { status: 500, url: 'https://service' }),
  SafeServicePathError: () => new SafeServicePathError('safeAddress', 'nope', 'an address'),
  InvalidWalletError: () => new InvalidWalletError('w', 'iconUrl', 'x'),
  InvalidWalletListError: () => new InvalidWalletListError('connectorsForWallets needs a wallet list.'),
  InvalidRecentTransactionError: () => new InvalidRecentTransactionError(['Transaction must have a description']),
  RecentTransactionNotFoundError: () => new RecentTransactionNotFoundError(HASH, 1),
  SafeChainNotSupportedError: () => new SafeChainNotSupportedError({ id: 1, name: 'Ethereum' }, [{ id: 1101, name: 'Polygon zkEVM' }], 'Mango'),
  SafeMethodNotSupportedError: () => new SafeMethodNotSupportedError('eth_sign'),
  CaipError: () => new CaipError('x'),
  MissingProjectIdError: () => new MissingProjectIdError(),
  WalletConnectNotInstalledError: () => new WalletConnectNotInstalledError(),
  RelayUnreachableError: () => new RelayUnreachableError(1000),
  RelayLostError: () => new RelayLostError(),
  WalletConnectError: () => new WalletConnectError('sessionEnded'),
}

/**
 * Classes in lib/ that describeError need not know, and why. The server's errors answer HTTP
 * requests (the browser sees a status, not the class); the testing entry's are a test
 * double's; DisconnectTimeout is caught where it is thrown.
 */
const NOT_SHOWN: ReadonlySet<string> = new Set(['DisconnectTimeout'])
/**
 * viem's error classes the kit throws as they are, by their `name`: its transport's node
 * failures, and the classes viem has for what the kit would otherwise name itself (4001,
 * -32002, 4902, a chain that is not configured, insufficient funds).
 */
const VIEM_THROWN = [
  'HttpRequestError',
  'RpcRequestError',
  'TimeoutError',
  'UserRejectedRequestError',
  'ResourceUnavailableRpcError',
  'SwitchChainError',
  'InsufficientFundsError',
  'ChainNotConfiguredError',
  'createClientResolver.ChainNotConfiguredError',
]
const NOT_SHOWN_DIRS = ['lib/server', 'lib/testing', 'lib/api', 'lib/dist', 'lib/node_modules']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return NOT_SHOWN_DIRS.includes(path) ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Every error class declared in lib/: `class X extends Y` where Y is Error, viem's BaseError, or (transitively) one of these. */
function declaredErrorClasses(): string[] {
  const parents = new Map<string, string>()
  for (const file of sourceFiles('lib')) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bclass\s+(\w+)\s+extends\s+(\w+)/g)) parents.set(m[1]!, m[2]!)
  }
  const isError = (name: string, depth = 0): boolean => name === 'Error' || name === 'BaseError' || (depth < 10 && parents.has(name) && isError(parents.get(name)!, depth + 1))
  return [...parents.keys()].filter((name) => isError(name)).sort()
}

const GENERIC = errors.unknown

describe('describeError knows every error the kit throws', () => {
  it('has a sample for each error class declared in lib/ (a new class must be added here)', () => {
    const declared = [...declaredErrorClasses().filter((name) => !NOT_SHOWN.has(name)), ...VIEM_THROWN].sort()
    expect(declared.length).toBeGreaterThan(30)
    expect(declared).toEqual(Object.keys(SAMPLES).sort())
  })

  it('has a sample for each Error subclass the public entries export (viem\'s BaseError, the base of them all, aside)', () => {
    const exported = [...Object.entries(kit), ...Object.entries(react)].filter(
      ([, value]) => typeof value === 'function' && value.prototype instanceof Error && value !== BaseError,
    )
    expect(exported.length).toBeGreaterThan(20)
    const sampled = Object.values(SAMPLES).map((make) => make().constructor)
    for (const [name, value] of exported) expect(sampled, name).toContain(value)
  })

  it('every sample is a viem BaseError (shortMessage, details, walk)', () => {
    for (const [name, make] of Object.entries(SAMPLES)) {
      const error = make()
      expect(error, name).toBeInstanceOf(BaseError)
      expect(typeof (error as BaseError).shortMessage, name).toBe('string')
      expect((error as BaseError).walk((e) => e === error), name).toBe(error)
    }
  })

  it.each(Object.entries(SAMPLES))('%s gets a sentence of its own, not the generic one', (name, make) => {
    const error = make()
    expect(error.name).toBe(name)
    const sentence = describeError(error)
    expect(sentence).not.toBe(GENERIC)
    expect(sentence).not.toContain(error.message)
    // Walking `cause`: the same sentence when the kit's error is wrapped in a plain one.
    expect(describeError(new Error('wrapped', { cause: error }))).toBe(sentence)
  })

  it('words each EIP-5792 code of CallsError with its own sentence', () => {
    const sentences = CALLS_CODES.map((code) => describeError(new CallsError(code)))
    expect(new Set(sentences).size).toBe(CALLS_CODES.length)
    expect(sentences).not.toContain(GENERIC)
    expect(sentences).not.toContain(errors.walletFailed)
  })

  it('words each WalletConnect problem', () => {
    const problems: WalletConnectProblem[] = ['unsupportedChain', 'unsupportedRequest', 'sessionInvalid', 'sessionEnded', 'disconnected', 'connectFailed', 'reload', 'expired', 'relay', 'offline', 'unknown']
    const sentences = problems.map((problem) => describeError(new WalletConnectError(problem)))
    expect(new Set(sentences).size).toBe(problems.length)
    expect(sentences).not.toContain(GENERIC)
  })

  it('prefers the specific error inside a base one (a Safe timeout wrapped in a WalletError)', () => {
    const wrapped = new WalletError('x', { cause: new SafeRequestTimeoutError('sendTransactions', 1000) })
    expect(describeError(wrapped)).toBe(errors.safeTimeout)
    expect(describeError(new WalletError('x'))).toBe(errors.walletFailed)
  })

  it('every sample is worded in every locale, none in English', async () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      await kitCatalogue.load(locale)
      for (const [name, make] of Object.entries(SAMPLES)) {
        const english = describeError(make())
        expect(describeError(make(), locale), `${name} in ${locale}`).not.toBe(english)
      }
    }
  })
})

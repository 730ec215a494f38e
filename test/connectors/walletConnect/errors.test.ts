import { describe, expect, it } from 'vitest'
import { ResourceUnavailableError, UserRejectedRequestError, WalletError } from '../../../lib/core/errors'
import {
  CONNECTION_RESET_MESSAGE,
  isNoMatchingKey,
  isSilentWalletConnectError,
  RelayUnreachableError,
  SESSION_PROBLEMS,
  toWalletConnectError,
  walletConnectProblem,
  WalletConnectError,
} from '../../../lib/connectors/walletConnect/errors'
import { describeError } from '../../../lib/core/i18n/describeError'
import { errors } from '../../../lib/core/i18n/en/errors'

const SESSION_CODES = [1001, 1002, 1003, 1004, 1005, 3001, 3002, 3003, 3004, 5100, 5101, 5102, 5103, 5104, 6000, 7000, 10001]

/** The sentence a reader gets for what the client threw. */
const said = (e: unknown) => describeError(toWalletConnectError(e))

describe('session protocol codes', () => {
  it('every code is a problem the catalogue words (never the SDK text, never the generic sentence)', () => {
    expect(Object.keys(SESSION_PROBLEMS).map(Number).sort()).toEqual([...SESSION_CODES].sort())
    for (const code of SESSION_CODES) {
      const sentence = said({ code, message: 'raw sdk text' })
      expect(sentence).not.toMatch(/raw sdk text/)
      expect(sentence).not.toBe(errors.unknown)
      expect(sentence).not.toBe(errors.wcFailed)
    }
  })

  it('names the situation in words a user understands', () => {
    expect(said({ code: 5000, message: 'User rejected.' })).toBe('You rejected the request in your wallet.')
    expect(said({ code: 5100, message: 'Unsupported chains.' })).toBe(errors.wcUnsupportedChain)
    expect(said({ code: 6000, message: 'User disconnected.' })).toBe('The wallet disconnected.')
    expect(said({ code: 10001, message: 'Unsupported wc_ method.' })).toBe(errors.methodNotSupported)
  })

  it('internal codes 1-9 map by code, and by message when thrown as plain Error', () => {
    for (let code = 1; code <= 9; code++) expect(walletConnectProblem({ code, message: 'x' })).not.toBe('unknown')
    expect(walletConnectProblem(new Error("No matching key. session topic doesn't exist: abc"))).toBe('sessionEnded')
    expect(walletConnectProblem(new Error('Expired. session topic: abc'))).toBe('sessionEnded')
    expect(walletConnectProblem(new Error('Non conforming namespaces. approve() namespaces chains'))).toBe('sessionInvalid')
    expect(said(new Error('Restore will override. x'))).toBe(errors.wcReload)
  })

  it('relay, expiry and unknown failures get their sentences too', () => {
    expect(said(new Error("Couldn't establish socket connection to the relay server: wss://x"))).toBe(errors.relayUnreachable)
    expect(said(new Error('Proposal expired'))).toBe(errors.wcExpired)
    expect(said(new Error('weird internal TypeError'))).toBe(errors.wcFailed)
    expect(said('a string')).toBe(errors.wcFailed)
    expect(said(new RelayUnreachableError(15_000))).toBe(errors.relayUnreachable)
  })
})

describe('typed errors', () => {
  it('rejections and the reset text become UserRejectedRequestError (silent)', () => {
    for (const e of [{ code: 5000, message: 'User rejected.' }, { code: 4001, message: 'x' }, new Error(CONNECTION_RESET_MESSAGE), new Error('User rejected methods.')]) {
      expect(isSilentWalletConnectError(e)).toBe(true)
      expect(toWalletConnectError(e)).toBeInstanceOf(UserRejectedRequestError)
    }
    expect(isSilentWalletConnectError({ code: 5100, message: 'Unsupported chains.' })).toBe(false)
  })

  it('other errors are rethrown typed, keeping code and cause', () => {
    const raw = { code: 5101, message: 'Unsupported methods.' }
    const err = toWalletConnectError(raw)
    expect(err).toBeInstanceOf(WalletConnectError)
    expect(err).toBeInstanceOf(WalletError)
    expect(err).toMatchObject({ problem: 'unsupportedRequest' })
    expect(err).not.toBeInstanceOf(UserRejectedRequestError)
    expect((err as WalletConnectError).code).toBe(5101)
    expect(err.cause).toBe(raw)
    expect(toWalletConnectError({ code: -32002, message: 'pending' })).toBeInstanceOf(ResourceUnavailableError)
    const own = new RelayUnreachableError(15_000)
    expect(toWalletConnectError(own)).toBe(own)
  })

  it("recognises 'No matching key' by code or text", () => {
    expect(isNoMatchingKey(new Error("No matching key. session topic doesn't exist: ab"))).toBe(true)
    expect(isNoMatchingKey({ code: 2, message: '' })).toBe(true)
    expect(isNoMatchingKey(new Error('Expired.'))).toBe(false)
  })
})

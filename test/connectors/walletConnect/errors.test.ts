import { describe, expect, it } from 'vitest'
import { ResourceUnavailableError, UserRejectedRequestError, WalletError } from '../../../lib/core/errors'
import {
  CONNECTION_RESET_MESSAGE,
  INTERNAL_ERROR_MESSAGES,
  isNoMatchingKey,
  isSilentWalletConnectError,
  RelayUnreachableError,
  SESSION_ERROR_MESSAGES,
  toWalletConnectError,
  walletConnectErrorMessage,
} from '../../../lib/connectors/walletConnect/errors'

const SESSION_CODES = [1001, 1002, 1003, 1004, 1005, 3001, 3002, 3003, 3004, 5000, 5001, 5002, 5003, 5100, 5101, 5102, 5103, 5104, 6000, 7000, 10001]

describe('session protocol codes', () => {
  it('every code has its own plain message', () => {
    const messages = SESSION_CODES.map((code) => walletConnectErrorMessage({ code, message: 'raw sdk text' }))
    for (const m of messages) {
      expect(m).not.toMatch(/raw sdk text/)
      expect(m).toMatch(/^[A-Z].*\.$/)
    }
    expect(new Set(messages).size).toBe(SESSION_CODES.length)
    expect(Object.keys(SESSION_ERROR_MESSAGES).map(Number).sort()).toEqual([...SESSION_CODES].sort())
  })

  it('names the situation in words a user understands', () => {
    expect(walletConnectErrorMessage({ code: 5000, message: 'User rejected.' })).toBe('You rejected the request in your wallet.')
    expect(walletConnectErrorMessage({ code: 5100, message: 'Unsupported chains.' })).toMatch(/does not support the requested network/)
    expect(walletConnectErrorMessage({ code: 6000, message: 'User disconnected.' })).toBe('The wallet disconnected.')
    expect(walletConnectErrorMessage({ code: 10001, message: 'Unsupported wc_ method.' })).toMatch(/does not support/)
  })

  it('internal codes 1-9 map by code, and by message when thrown as plain Error', () => {
    for (let code = 1; code <= 9; code++) {
      expect(walletConnectErrorMessage({ code, message: 'x' })).toBe(INTERNAL_ERROR_MESSAGES[code])
    }
    expect(walletConnectErrorMessage(new Error('No matching key. session topic doesn\'t exist: abc'))).toBe(INTERNAL_ERROR_MESSAGES[2])
    expect(walletConnectErrorMessage(new Error('Expired. session topic: abc'))).toBe(INTERNAL_ERROR_MESSAGES[6])
    expect(walletConnectErrorMessage(new Error('Non conforming namespaces. approve() namespaces chains'))).toBe(INTERNAL_ERROR_MESSAGES[9])
  })

  it('relay, expiry and unknown failures get plain messages too', () => {
    expect(walletConnectErrorMessage(new Error("Couldn't establish socket connection to the relay server: wss://x"))).toMatch(/Could not reach the WalletConnect relay/)
    expect(walletConnectErrorMessage(new Error('Proposal expired'))).toMatch(/expired/)
    expect(walletConnectErrorMessage(new Error('weird internal TypeError'))).toBe('Something went wrong with WalletConnect. Please try again.')
    expect(walletConnectErrorMessage('a string')).toBe('Something went wrong with WalletConnect. Please try again.')
    expect(walletConnectErrorMessage(new RelayUnreachableError(15_000))).toMatch(/within 15 s/)
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
    expect(err).toBeInstanceOf(WalletError)
    expect(err).not.toBeInstanceOf(UserRejectedRequestError)
    expect(err.code).toBe(5101)
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

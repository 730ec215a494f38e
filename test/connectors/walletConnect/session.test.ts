import { describe, expect, it } from 'vitest'
import {
  isSessionAlive,
  parseEventAccounts,
  parseEventChainId,
  sessionAccounts,
  sessionChainIds,
  type SessionLike,
} from '../../../lib/connectors/walletConnect/session'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

function session(accounts: string[], chains?: string[], over: Partial<SessionLike> = {}): SessionLike {
  return {
    topic: 'a'.repeat(64),
    expiry: Math.floor(Date.now() / 1000) + 3600,
    acknowledged: true,
    namespaces: { eip155: { accounts, ...(chains ? { chains } : {}), methods: [], events: [] } },
    peer: { metadata: { name: 'W', url: 'https://w', icons: [] } },
    ...over,
  }
}

describe('session namespaces', () => {
  it('lists granted EVM chains from chains and accounts, without duplicates', () => {
    expect(sessionChainIds(session([`eip155:1101:${A}`, `eip155:1:${A}`], ['eip155:1101']))).toEqual([1101, 1])
    expect(sessionChainIds(session([`eip155:137:${A}`]))).toEqual([137])
    expect(sessionChainIds(session(['garbage', `eip155:1101:${A}`]))).toEqual([1101])
  })

  it('gives the accounts of the active chain, checksummed', () => {
    const s = session([`eip155:1101:${A.toLowerCase()}`, `eip155:1:${B}`])
    expect(sessionAccounts(s, 1101)).toEqual([A])
    expect(sessionAccounts(s, 1)).toEqual([B])
    expect(sessionAccounts(s, 5)).toEqual([A, B]) // none chain-specific: all of them
  })

  it('is alive only when acknowledged and not expired', () => {
    expect(isSessionAlive(session([]))).toBe(true)
    expect(isSessionAlive(session([], undefined, { acknowledged: false }))).toBe(false)
    expect(isSessionAlive(session([], undefined, { expiry: Math.floor(Date.now() / 1000) - 1 }))).toBe(false)
  })
})

describe('wallet events', () => {
  it('accountsChanged accepts CAIP-10 ids or plain addresses and drops junk', () => {
    expect(parseEventAccounts([`eip155:1101:${A}`, B.toLowerCase(), 'nope', 7])).toEqual([A, B])
    expect(parseEventAccounts('x')).toEqual([])
    expect(parseEventAccounts([])).toEqual([])
  })

  it('chainChanged accepts number, hex, decimal text and eip155:N', () => {
    expect(parseEventChainId(1101)).toBe(1101)
    expect(parseEventChainId('0x44d')).toBe(1101)
    expect(parseEventChainId('1101')).toBe(1101)
    expect(parseEventChainId('eip155:1101')).toBe(1101)
    expect(parseEventChainId('cosmos:cosmoshub-4')).toBeUndefined()
    expect(parseEventChainId(-1)).toBeUndefined()
    expect(parseEventChainId({})).toBeUndefined()
  })
})

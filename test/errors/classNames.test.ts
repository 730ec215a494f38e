/**
 * No two error classes share a name: every class the kit's entries export (`@porch/kit`,
 * `/react`, `/server`, `/testing`) and every class viem exports has a name that is either
 * unique or belongs to the very same class object. A wagmi app's `error instanceof
 * UserRejectedRequestError` (viem's class) must hold for what the kit throws, so the kit
 * never declares a class of its own under a name viem uses. Every kit error class extends
 * viem's BaseError (shortMessage, details, walk), as wagmi's do.
 */
import * as viem from 'viem'
import { describe, expect, it } from 'vitest'
import * as kit from '../../lib/index'
import * as react from '../../lib/entries/react'
import * as server from '../../lib/entries/server'
import * as testing from '../../lib/testing/index'

type Exports = Record<string, unknown>
/** A class, as the entries export it. */
type Class = abstract new (...args: never[]) => unknown

const ENTRIES: Record<string, Exports> = { '@porch/kit': kit, '@porch/kit/react': react, '@porch/kit/server': server, '@porch/kit/testing': testing, viem }

/** The classes an entry exports (functions with a prototype, plain functions aside), by exported name. */
function classesOf(entry: Exports): Array<[string, Class]> {
  return Object.entries(entry).filter((e): e is [string, Class] => typeof e[1] === 'function' && /^class\b/.test(Function.prototype.toString.call(e[1])))
}

const isErrorClass = (value: Class) => value.prototype instanceof Error

describe('error class names', () => {
  it('each name (exported, or the class\'s own) is one class object across the kit and viem', () => {
    const owners = new Map<string, { value: Class; where: string }>()
    const clashes: string[] = []
    for (const [where, entry] of Object.entries(ENTRIES)) {
      for (const [exported, value] of classesOf(entry)) {
        for (const name of new Set([exported, value.name])) {
          const seen = owners.get(name)
          // viem's own two ProviderRpcError classes (EIP1193ProviderRpcError is one) are viem's affair.
          if (seen && seen.value !== value && !(seen.where === 'viem' && where === 'viem')) clashes.push(`${name}: ${seen.where} and ${where}`)
          else owners.set(name, { value, where: seen?.where ?? where })
        }
      }
    }
    // Enough classes were seen for the check to mean something (viem alone exports over 100).
    expect(owners.size).toBeGreaterThan(150)
    expect(clashes).toEqual([])
  })

  it('the kit exports viem\'s classes where viem has one (what a wagmi app tests with instanceof)', () => {
    for (const name of ['BaseError', 'UserRejectedRequestError', 'SwitchChainError', 'InsufficientFundsError', 'ChainNotConfiguredError', 'ResourceUnavailableRpcError'] as const) {
      expect(kit[name], name).toBe(viem[name])
    }
    expect(react.BaseError).toBe(viem.BaseError)
    expect(react.ChainNotConfiguredError).toBe(viem.ChainNotConfiguredError)
  })

  it('every error class the kit\'s entries export extends viem\'s BaseError', () => {
    const errorClasses = Object.entries(ENTRIES)
      .filter(([where]) => where !== 'viem')
      .flatMap(([where, entry]) => classesOf(entry).filter(([, value]) => isErrorClass(value)).map(([name, value]) => [`${where} ${name}`, value] as const))
    expect(errorClasses.length).toBeGreaterThan(40)
    for (const [name, value] of errorClasses) expect(value === viem.BaseError || value.prototype instanceof viem.BaseError, name).toBe(true)
  })

  it('wagmi\'s error classes are exported by the React entry, under wagmi\'s names', () => {
    const wagmis = [
      'BaseError',
      'WagmiProviderNotFoundError',
      'ChainNotConfiguredError',
      'ConnectorAccountNotFoundError',
      'ConnectorAlreadyConnectedError',
      'ConnectorChainMismatchError',
      'ConnectorNotFoundError',
      'ConnectorUnavailableReconnectingError',
      'ProviderNotFoundError',
      'SwitchChainNotSupportedError',
    ]
    for (const name of wagmis) expect(typeof (react as Exports)[name], name).toBe('function')
  })
})

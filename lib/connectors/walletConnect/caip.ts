/**
 * CAIP-2 chain ids ('namespace:reference', e.g. 'eip155:1101') and CAIP-10 account ids
 * ('namespace:reference:address'), as WalletConnect sessions name them.
 * https://github.com/ChainAgnostic/CAIPs/blob/main/CAIPs/caip-2.md
 * https://github.com/ChainAgnostic/CAIPs/blob/main/CAIPs/caip-10.md
 */
import { BaseError, type Address } from 'viem'
import { isAddressLike } from '../../core/address'

export interface CaipChain {
  namespace: string
  reference: string
}

export interface CaipAccount extends CaipChain {
  address: string
}

export type Eip155ChainId = `eip155:${number}`

export class CaipError extends BaseError {
  override name = 'CaipError'
}

const NAMESPACE = /^[-a-z0-9]{3,8}$/
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/
const DECIMAL = /^(0|[1-9][0-9]*)$/

function checkChainParts(input: string, namespace: string | undefined, reference: string | undefined): CaipChain {
  if (namespace === undefined || !NAMESPACE.test(namespace)) {
    throw new CaipError(
      `Invalid chain "${input}": the namespace must be 3-8 lowercase letters, digits or "-" (e.g. "eip155").`,
    )
  }
  if (reference === undefined || !REFERENCE.test(reference)) {
    throw new CaipError(`Invalid chain "${input}": the chain reference must be 1-32 letters, digits, "-" or "_".`)
  }
  // For EVM chains the reference is the decimal EIP-155 chain id.
  if (namespace === 'eip155' && !(DECIMAL.test(reference) && Number.isSafeInteger(Number(reference)))) {
    throw new CaipError(`Invalid chain "${input}": an eip155 chain reference must be a decimal chain id like 1101.`)
  }
  return { namespace, reference }
}

/** Parse 'namespace:reference'. Throws CaipError with a message saying what is wrong. */
export function parseChain(input: string): CaipChain {
  if (typeof input !== 'string') throw new CaipError('Invalid chain: expected a string like "eip155:1101".')
  const parts = input.split(':')
  if (parts.length !== 2) {
    throw new CaipError(`Invalid chain "${input}": expected "namespace:chainId", e.g. "eip155:1101".`)
  }
  return checkChainParts(input, parts[0], parts[1])
}

/** Parse 'namespace:reference:address'. eip155 addresses must be 0x plus 40 hex characters. */
export function parseAccount(input: string): CaipAccount {
  if (typeof input !== 'string') throw new CaipError('Invalid account: expected a string like "eip155:1101:0x…".')
  const parts = input.split(':')
  if (parts.length !== 3) {
    throw new CaipError(`Invalid account "${input}": expected "namespace:chainId:address", e.g. "eip155:1101:0xab…".`)
  }
  const [namespace, reference, address = ''] = parts
  const chain = checkChainParts(input, namespace, reference)
  if (!ACCOUNT_ADDRESS.test(address)) {
    throw new CaipError(`Invalid account "${input}": the address part is empty or has invalid characters.`)
  }
  if (chain.namespace === 'eip155' && !isAddressLike(address)) {
    throw new CaipError(`Invalid account "${input}": an address must be 0x followed by 40 hexadecimal characters.`)
  }
  return { ...chain, address }
}

export function formatChain(chain: CaipChain): string {
  const text = `${chain.namespace}:${chain.reference}`
  parseChain(text) // validates both parts (and rejects a ':' smuggled into one)
  return text
}

export function formatAccount(account: CaipAccount): string {
  const text = `${account.namespace}:${account.reference}:${account.address}`
  parseAccount(text) // validates every part
  return text
}

export function isChain(input: unknown): boolean {
  try {
    return typeof input === 'string' && parseChain(input) !== undefined
  } catch {
    return false
  }
}

export function isAccount(input: unknown): boolean {
  try {
    return typeof input === 'string' && parseAccount(input) !== undefined
  } catch {
    return false
  }
}

/** 1101 -> 'eip155:1101'. */
export function toEip155Chain(chainId: number): Eip155ChainId {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new CaipError(`Invalid EVM chain id ${String(chainId)}: expected a positive integer.`)
  }
  return `eip155:${chainId}`
}

/** 'eip155:1101' -> 1101; throws for other namespaces. */
export function eip155ChainId(input: string): number {
  const { namespace, reference } = parseChain(input)
  if (namespace !== 'eip155') throw new CaipError(`Chain "${input}" is not an EVM (eip155) chain.`)
  return Number(reference)
}

/** 'eip155:1101:0xab…' -> { chainId: 1101, address: '0xab…' }; throws for other namespaces. */
export function eip155Account(input: string): { chainId: number; address: Address } {
  const { namespace, reference, address } = parseAccount(input)
  if (namespace !== 'eip155') throw new CaipError(`Account "${input}" is not an EVM (eip155) account.`)
  return { chainId: Number(reference), address: address as Address }
}

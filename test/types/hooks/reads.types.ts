/**
 * Type tests (checked by `npm run typecheck`, never run): the kit's read hooks against
 * wagmi 3.7's, called with the same arguments: an ERC-20 ABI and an ABI with an overloaded
 * function (the overload is picked by its `args`).
 */
import type { Address } from 'viem'
import { erc20Abi } from 'viem'
import { expectTypeOf } from 'vitest'
import * as wagmi from 'wagmi'
import * as kit from '@porch/kit/react'

const overloaded = [
  { type: 'function', name: 'get', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'get', stateMutability: 'view', inputs: [{ name: 'key', type: 'string' }], outputs: [{ name: '', type: 'string' }] },
] as const
const AT: Address = '0x000000000000000000000000000000000000bEEF'

export function ReadContract() {
  const k = kit.useReadContract({ abi: erc20Abi, address: AT, functionName: 'balanceOf', args: [AT] })
  const w = wagmi.useReadContract({ abi: erc20Abi, address: AT, functionName: 'balanceOf', args: [AT] })
  expectTypeOf(k.data).toEqualTypeOf(w.data)
  expectTypeOf(k.data).toEqualTypeOf<bigint | undefined>()
  const kSelected = kit.useReadContract({ abi: erc20Abi, address: AT, functionName: 'symbol', query: { select: (s) => s.length } })
  const wSelected = wagmi.useReadContract({ abi: erc20Abi, address: AT, functionName: 'symbol', query: { select: (s) => s.length } })
  expectTypeOf(kSelected.data).toEqualTypeOf(wSelected.data)
  // The overloaded `get`: no args reads the uint256, ['key'] the string (the kit picks by args as wagmi does).
  const kNone = kit.useReadContract({ abi: overloaded, address: AT, functionName: 'get' })
  const kKey = kit.useReadContract({ abi: overloaded, address: AT, functionName: 'get', args: ['key'] })
  const wKey = wagmi.useReadContract({ abi: overloaded, address: AT, functionName: 'get', args: ['key'] })
  expectTypeOf(kKey.data).toEqualTypeOf(wKey.data)
  expectTypeOf(kKey.data).toEqualTypeOf<string | undefined>()
  expectTypeOf(kNone.data).toEqualTypeOf<bigint | undefined>()
  // @ts-expect-error an unknown function, on both
  kit.useReadContract({ abi: erc20Abi, address: AT, functionName: 'nope' })
  // @ts-expect-error an unknown function, on both
  wagmi.useReadContract({ abi: erc20Abi, address: AT, functionName: 'nope' })
}

export function Simulate() {
  const k = kit.useSimulateContract({ abi: erc20Abi, address: AT, functionName: 'transfer', args: [AT, 1n] })
  const w = wagmi.useSimulateContract({ abi: erc20Abi, address: AT, functionName: 'transfer', args: [AT, 1n] })
  expectTypeOf(k.data?.result).toEqualTypeOf(w.data?.result)
  // data.request is what writeContract takes.
  const write = kit.useWriteContract()
  if (k.data) write.mutate(k.data.request)
}

const types = { Mail: [{ name: 'contents', type: 'string' }] } as const

export function VerifyTypedData() {
  kit.useVerifyTypedData({ types, primaryType: 'Mail', message: { contents: 'hi' }, address: AT, signature: '0x' })
  wagmi.useVerifyTypedData({ types, primaryType: 'Mail', message: { contents: 'hi' }, address: AT, signature: '0x' })
  // @ts-expect-error a primaryType the types lack, on both
  kit.useVerifyTypedData({ types, primaryType: 'Nope', message: { contents: 'hi' }, address: AT, signature: '0x' })
  // @ts-expect-error a primaryType the types lack, on both
  wagmi.useVerifyTypedData({ types, primaryType: 'Nope', message: { contents: 'hi' }, address: AT, signature: '0x' })
}

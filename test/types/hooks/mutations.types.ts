/**
 * Type tests (checked by `npm run typecheck`, never run): the kit's write hooks against
 * wagmi 3.7's, called with the same arguments. Where the kit's types equal wagmi's, the test
 * says `toEqualTypeOf`; where the kit deliberately differs (its own error classes, its own
 * MutationFunctionContext without QueryClient, narrower variables), it pins the difference
 * and lib/README's wagmi table says why.
 */
import type { Address, Hash, Hex } from 'viem'
import { expectTypeOf } from 'vitest'
import * as wagmi from 'wagmi'
import * as kit from '@porch/kit/react'

type Ctx = { optimistic: number }
/** The fields of a mutation result both libraries type the same (TanStack Query v5's). */
type Same = 'context' | 'data' | 'status' | 'failureCount' | 'isPaused' | 'submittedAt' | 'isIdle' | 'isPending' | 'isSuccess' | 'isError' | 'reset'
type PickEach<T, K extends PropertyKey> = T extends unknown ? { [k in keyof T as k extends K ? k : never]: T[k] } : never

const erc20 = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const
const TO: Address = '0x000000000000000000000000000000000000bEEF'

export function SignMessage() {
  const options = {
    mutation: {
      onMutate: (variables: { message: unknown }) => ({ optimistic: String(variables.message).length }),
      onSuccess: (data: Hex, _variables: unknown, onMutateResult: Ctx) => void [data, onMutateResult.optimistic],
    },
  }
  const k = kit.useSignMessage(options)
  const w = wagmi.useSignMessage(options)
  // The result: a union by status, with TanStack's fields (context from onMutate, failureCount, submittedAt...).
  expectTypeOf<PickEach<typeof k, Same>>().toEqualTypeOf<PickEach<typeof w, Same>>()
  expectTypeOf(k.context).toEqualTypeOf<Ctx | undefined>()
  if (k.status === 'success') expectTypeOf(k.data).toEqualTypeOf<Hex>()
  if (w.status === 'success') expectTypeOf(w.data).toEqualTypeOf<Hex>()
  // Callbacks: what onMutate returns is the third argument of the others; the fourth is a MutationFunctionContext.
  type KitOptions = NonNullable<kit.UseSignMessageParameters<Ctx>['mutation']>
  type WagmiOptions = NonNullable<wagmi.UseSignMessageParameters<Ctx>['mutation']>
  expectTypeOf<Parameters<NonNullable<KitOptions['onSuccess']>>[2]>().toEqualTypeOf<Parameters<NonNullable<WagmiOptions['onSuccess']>>[2]>()
  expectTypeOf<Parameters<NonNullable<KitOptions['onError']>>[2]>().toEqualTypeOf<Parameters<NonNullable<WagmiOptions['onError']>>[2]>()
  expectTypeOf<Parameters<NonNullable<KitOptions['onSettled']>>[3]>().toEqualTypeOf<Parameters<NonNullable<WagmiOptions['onSettled']>>[3]>()
  expectTypeOf<ReturnType<NonNullable<KitOptions['onMutate']>>>().toEqualTypeOf<ReturnType<NonNullable<WagmiOptions['onMutate']>>>()
  expectTypeOf<KitOptions['retry']>().toEqualTypeOf<NonNullable<WagmiOptions['retry']> extends infer r ? (r extends (...args: never[]) => unknown ? (failureCount: number, error: kit.SignMessageErrorType) => boolean : r) | undefined : never>()
  // Deliberate: the kit's context has meta and mutationKey, not TanStack's QueryClient.
  expectTypeOf<Parameters<NonNullable<KitOptions['onMutate']>>[1]>().toEqualTypeOf<kit.MutationFunctionContext>()
  expectTypeOf<Omit<Parameters<NonNullable<WagmiOptions['onMutate']>>[1], 'client'>>().toEqualTypeOf<kit.MutationFunctionContext>()
  // Deliberate: `error` is the kit's own error classes (SignMessageErrorType of @porch/kit).
  expectTypeOf(k.error).toEqualTypeOf<kit.SignMessageErrorType | null>()
  // The named functions (wagmi 2's names) and mutate accept the same calls.
  k.mutate({ message: 'hi' }, { onSuccess: (data, _v, onMutateResult) => void [data, onMutateResult?.optimistic] })
  w.mutate({ message: 'hi' }, { onSuccess: (data, _v, onMutateResult) => void [data, onMutateResult?.optimistic] })
  expectTypeOf(k.signMessageAsync).returns.toEqualTypeOf(w.signMessageAsync({ message: 'x' }))
  // wagmi's variables: an Account object and a connector.
  const account = { address: TO, type: 'json-rpc' } as const
  k.mutate({ message: 'hi', account, connector: undefined })
  w.mutate({ message: 'hi', account, connector: undefined })
}

export function SendTransaction() {
  const k = kit.useSendTransaction({ mutation: { onMutate: () => ({ optimistic: 1 }) } })
  const w = wagmi.useSendTransaction({ mutation: { onMutate: () => ({ optimistic: 1 }) } })
  expectTypeOf<PickEach<typeof k, Same>>().toEqualTypeOf<PickEach<typeof w, Same>>()
  expectTypeOf(k.mutateAsync({ to: TO, value: 1n })).toEqualTypeOf(w.mutateAsync({ to: TO, value: 1n }))
}

export function WriteContract() {
  const k = kit.useWriteContract()
  const w = wagmi.useWriteContract()
  expectTypeOf<PickEach<typeof k, Same>>().toEqualTypeOf<PickEach<typeof w, Same>>()
  // An ERC-20 transfer: the same call compiles on both, and resolves with the hash.
  expectTypeOf(k.mutateAsync({ abi: erc20, address: TO, functionName: 'transfer', args: [TO, 1n] })).toEqualTypeOf<Promise<Hash>>()
  expectTypeOf(w.mutateAsync({ abi: erc20, address: TO, functionName: 'transfer', args: [TO, 1n] })).toEqualTypeOf<Promise<Hash>>()
  // @ts-expect-error wrong argument type, on both
  void k.mutateAsync({ abi: erc20, address: TO, functionName: 'transfer', args: [TO, 'one'] })
  // @ts-expect-error wrong argument type, on both
  void w.mutateAsync({ abi: erc20, address: TO, functionName: 'transfer', args: [TO, 'one'] })
}

export function Connection() {
  const c = kit.useConnect({ mutation: { onMutate: () => ({ optimistic: 2 }) } })
  const wc = wagmi.useConnect({ mutation: { onMutate: () => ({ optimistic: 2 }) } })
  expectTypeOf(c.context).toEqualTypeOf(wc.context)
  expectTypeOf(c.status).toEqualTypeOf(wc.status)
  const s = kit.useSwitchChain()
  const ws = wagmi.useSwitchChain()
  expectTypeOf<PickEach<typeof s, Exclude<Same, 'data'>>>().toEqualTypeOf<PickEach<typeof ws, Exclude<Same, 'data'>>>()
  void s.mutateAsync({ chainId: 1 })
  void ws.mutateAsync({ chainId: 1 })
  const d = kit.useDisconnect()
  const wd = wagmi.useDisconnect()
  expectTypeOf<PickEach<typeof d, Same>>().toEqualTypeOf<PickEach<typeof wd, Same>>()
  // Both take no variables: mutate() compiles.
  d.mutate()
  wd.mutate()
}

export function ConfigOnEveryHook(config: kit.ConfigParameter['config']) {
  kit.useSignMessage({ config })
  kit.useSendTransaction({ config })
  kit.useWriteContract({ config })
  kit.useBalance({ config, address: TO })
  kit.useBlockNumber({ config })
  kit.useReadContract({ config, abi: erc20, address: TO, functionName: 'transfer' as never })
  kit.useWatchBlockNumber({ config, onBlockNumber: () => {} })
  kit.useWaitForTransactionReceipt({ config })
}

/**
 * Type tests (checked by `npm run typecheck`, never run): the kit's EIP-5792 hooks (wallet
 * call bundles) against wagmi 3.7's: `data` and variables as wagmi's where the kit has them;
 * the parameters wagmi takes and the kit does not are pinned (lib/README's "What still differs
 * from wagmi").
 */
import type { Address } from 'viem'
import { expectTypeOf } from 'vitest'
import * as wagmi from 'wagmi'
import * as kit from '@porch/kit/react'
import type { ExtraParameters, ExtraVariables, MissingParameters, MissingVariables } from './compare'

const AT: Address = '0x000000000000000000000000000000000000bEEF'
/** wagmi's bundle variables the kit's sendCalls does not take (it always sends as the connected account, version 2.0.0). */
type BundleOptions = 'account' | 'capabilities' | 'connector' | 'experimental_fallbackDelay' | 'forceAtomic' | 'id' | 'version'

export function CallsStatus() {
  const _k = kit.useCallsStatus({ id: '0x1' })
  const _w = wagmi.useCallsStatus({ id: '0x1' })
  expectTypeOf<NonNullable<typeof _k.data>['status']>().toEqualTypeOf<'pending' | 'success' | 'failure' | undefined>()
  expectTypeOf<NonNullable<typeof _w.data>['status']>().toEqualTypeOf<'pending' | 'success' | 'failure' | undefined>()
  type Receipt<data> = NonNullable<data> extends { receipts?: readonly (infer r)[] | undefined } ? r : never
  expectTypeOf<Pick<Receipt<typeof _k.data>, 'transactionHash' | 'blockNumber' | 'gasUsed'>>().toEqualTypeOf<Pick<Receipt<typeof _w.data>, 'transactionHash' | 'blockNumber' | 'gasUsed'>>()
  expectTypeOf<MissingParameters<typeof kit.useCallsStatus, typeof wagmi.useCallsStatus>>().toEqualTypeOf<'connector' | 'scopeKey'>()
  expectTypeOf<ExtraParameters<typeof kit.useCallsStatus, typeof wagmi.useCallsStatus>>().toEqualTypeOf<never>()
}

export function Capabilities() {
  expectTypeOf<MissingParameters<typeof kit.useCapabilities, typeof wagmi.useCapabilities>>().toEqualTypeOf<'connector' | 'scopeKey'>()
  expectTypeOf<ExtraParameters<typeof kit.useCapabilities, typeof wagmi.useCapabilities>>().toEqualTypeOf<never>()
  expectTypeOf(kit.useCapabilities({ chainId: 1 }).data).toExtend<Record<string, unknown> | undefined>()
}

export function WaitForCallsStatus() {
  expectTypeOf(kit.useWaitForCallsStatus({ id: '0x1' }).data?.status).toEqualTypeOf(wagmi.useWaitForCallsStatus({ id: '0x1' }).data?.status)
  expectTypeOf<MissingParameters<typeof kit.useWaitForCallsStatus, typeof wagmi.useWaitForCallsStatus>>().toEqualTypeOf<'connector' | 'retryDelay' | 'scopeKey'>()
  expectTypeOf<ExtraParameters<typeof kit.useWaitForCallsStatus, typeof wagmi.useWaitForCallsStatus>>().toEqualTypeOf<never>()
}

export function SendCalls() {
  const k = kit.useSendCalls()
  const w = wagmi.useSendCalls()
  expectTypeOf(k.mutateAsync({ calls: [{ to: AT, value: 1n }] })).resolves.toHaveProperty('id').toEqualTypeOf<string>()
  expectTypeOf(w.mutateAsync({ calls: [{ to: AT, value: 1n }] })).resolves.toHaveProperty('id').toEqualTypeOf<string>()
  expectTypeOf<MissingVariables<typeof kit.useSendCalls, typeof wagmi.useSendCalls>>().toExtend<BundleOptions>()
  // Deliberate: `recent` (the kit's recent-transactions list) is the kit's own.
  expectTypeOf<ExtraVariables<typeof kit.useSendCalls, typeof wagmi.useSendCalls>>().toEqualTypeOf<'recent'>()
}

export function SendCallsSync() {
  const k = kit.useSendCallsSync()
  const w = wagmi.useSendCallsSync()
  expectTypeOf(k.mutateAsync({ calls: [{ to: AT }] })).resolves.toHaveProperty('status').toEqualTypeOf<'pending' | 'success' | 'failure' | undefined>()
  expectTypeOf(w.mutateAsync({ calls: [{ to: AT }] })).resolves.toHaveProperty('status').toEqualTypeOf<'pending' | 'success' | 'failure' | undefined>()
  expectTypeOf<MissingVariables<typeof kit.useSendCallsSync, typeof wagmi.useSendCallsSync>>().toExtend<BundleOptions>()
  expectTypeOf<ExtraVariables<typeof kit.useSendCallsSync, typeof wagmi.useSendCallsSync>>().toEqualTypeOf<'recent'>()
}

export function ShowCallsStatus() {
  const k = kit.useShowCallsStatus()
  const w = wagmi.useShowCallsStatus()
  expectTypeOf(k.mutateAsync({ id: '0x1' })).toEqualTypeOf(w.mutateAsync({ id: '0x1' }))
  expectTypeOf<MissingVariables<typeof kit.useShowCallsStatus, typeof wagmi.useShowCallsStatus>>().toExtend<'connector'>()
  expectTypeOf<ExtraVariables<typeof kit.useShowCallsStatus, typeof wagmi.useShowCallsStatus>>().toEqualTypeOf<never>()
}

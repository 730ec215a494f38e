/**
 * Type tests (checked by `npm run typecheck`, never run): the kit's contract hooks against
 * wagmi 3.7's with an ERC-20 ABI (reads.types.ts has the overloaded ABI and simulate):
 * results as wagmi's; the parameters wagmi takes and the kit does not are pinned (lib/README's
 * "What still differs from wagmi").
 */
import { erc20Abi, type Address } from 'viem'
import { expectTypeOf } from 'vitest'
import * as wagmi from 'wagmi'
import * as kit from '@porch/kit/react'
import type { ExtraParameters, MissingParameters } from './compare'

const AT: Address = '0x000000000000000000000000000000000000bEEF'
/** viem's read options the kit's Reader (one Multicall3 call per chain and refresh) does not send. */
type CallOptions = 'account' | 'authorizationList' | 'blockOverrides' | 'stateOverride' | 'blockHash' | 'requireCanonical'

export function ReadContract() {
  expectTypeOf<MissingParameters<typeof kit.useReadContract, typeof wagmi.useReadContract>>().toEqualTypeOf<
    CallOptions | 'blockNumber' | 'blockTag' | 'code' | 'factory' | 'factoryData' | 'scopeKey'
  >()
  expectTypeOf<ExtraParameters<typeof kit.useReadContract, typeof wagmi.useReadContract>>().toEqualTypeOf<never>()
}

export function ReadContracts() {
  const contracts = [
    { abi: erc20Abi, address: AT, functionName: 'balanceOf', args: [AT] },
    { abi: erc20Abi, address: AT, functionName: 'symbol' },
  ] as const
  const k = kit.useReadContracts({ contracts })
  const w = wagmi.useReadContracts({ contracts })
  expectTypeOf(k.data).toEqualTypeOf(w.data)
  const kStrict = kit.useReadContracts({ contracts, allowFailure: false })
  const wStrict = wagmi.useReadContracts({ contracts, allowFailure: false })
  expectTypeOf(kStrict.data).toEqualTypeOf(wStrict.data)
  expectTypeOf<MissingParameters<typeof kit.useReadContracts, typeof wagmi.useReadContracts>>().toEqualTypeOf<
    CallOptions | 'batchSize' | 'blockNumber' | 'blockTag' | 'chainId' | 'deployless' | 'multicallAddress' | 'scopeKey'
  >()
  expectTypeOf<ExtraParameters<typeof kit.useReadContracts, typeof wagmi.useReadContracts>>().toEqualTypeOf<never>()
}

export function InfiniteReadContracts() {
  const contracts = (page: number) => [{ abi: erc20Abi, address: AT, functionName: 'balanceOf', args: [AT], chainId: page }] as const
  const _k = kit.useInfiniteReadContracts({ cacheKey: 'balances', contracts, query: { initialPageParam: 1, getNextPageParam: (_last: unknown, _all: unknown, page: number) => page + 1 } })
  const _w = wagmi.useInfiniteReadContracts({ cacheKey: 'balances', contracts, query: { initialPageParam: 1, getNextPageParam: (_last: unknown, _all: unknown, page: number) => page + 1 } })
  // Deliberate: wagmi 3.7 types `data` as one page (its default select), though TanStack holds
  // `{ pages, pageParams }` there; the kit types what it holds, each page as wagmi's.
  expectTypeOf<NonNullable<typeof _k.data>['pages'][number]>().toEqualTypeOf<NonNullable<typeof _w.data>>()
  expectTypeOf<NonNullable<typeof _k.data>['pageParams']>().toEqualTypeOf<number[]>()
  expectTypeOf<MissingParameters<typeof kit.useInfiniteReadContracts, typeof wagmi.useInfiniteReadContracts>>().toEqualTypeOf<
    CallOptions | 'batchSize' | 'blockNumber' | 'blockTag' | 'deployless' | 'multicallAddress' | 'scopeKey'
  >()
  // Deliberate: a `chainId` for the pages whose contracts name none.
  expectTypeOf<ExtraParameters<typeof kit.useInfiniteReadContracts, typeof wagmi.useInfiniteReadContracts>>().toEqualTypeOf<'chainId'>()
}

export function ContractEvents() {
  const k = kit.useContractEvents({ abi: erc20Abi, address: AT, eventName: 'Transfer', fromBlock: 1n })
  const w = wagmi.useContractEvents({ abi: erc20Abi, address: AT, eventName: 'Transfer', fromBlock: 1n })
  expectTypeOf(k.data![0]!.args).toEqualTypeOf(w.data![0]!.args)
  expectTypeOf(k.data![0]!.eventName).toEqualTypeOf(w.data![0]!.eventName)
  expectTypeOf<MissingParameters<typeof kit.useContractEvents, typeof wagmi.useContractEvents>>().toEqualTypeOf<'scopeKey'>()
  expectTypeOf<ExtraParameters<typeof kit.useContractEvents, typeof wagmi.useContractEvents>>().toEqualTypeOf<never>()
}

/**
 * Type tests (checked by `npm run typecheck`, never run): the kit's watcher hooks against
 * wagmi 3.7's: the same callbacks compile on both with the same argument types; the
 * parameters wagmi takes and the kit does not are pinned (lib/README's "What still differs
 * from wagmi").
 */
import { erc20Abi, type Address } from 'viem'
import { expectTypeOf } from 'vitest'
import * as wagmi from 'wagmi'
import * as kit from '@porch/kit/react'
import type { ExtraParameters, MissingParameters } from './compare'

const AT: Address = '0x000000000000000000000000000000000000bEEF'
type Arg<hook, name extends string> = hook extends (parameters?: infer p) => unknown ? (NonNullable<p> extends { [k in name]?: infer f } ? (NonNullable<f> extends (...args: infer a) => unknown ? a : never) : never) : never

export function WatchBlockNumber() {
  kit.useWatchBlockNumber({ onBlockNumber: (n, prev) => void [expectTypeOf(n).toEqualTypeOf<bigint>(), expectTypeOf(prev).toEqualTypeOf<bigint | undefined>()], emitOnBegin: true })
  wagmi.useWatchBlockNumber({ onBlockNumber: (n, prev) => void [expectTypeOf(n).toEqualTypeOf<bigint>(), expectTypeOf(prev).toEqualTypeOf<bigint | undefined>()], emitOnBegin: true })
  expectTypeOf<Arg<typeof kit.useWatchBlockNumber, 'onError'>>().toEqualTypeOf<Arg<typeof wagmi.useWatchBlockNumber, 'onError'>>()
  expectTypeOf<MissingParameters<typeof kit.useWatchBlockNumber, typeof wagmi.useWatchBlockNumber>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useWatchBlockNumber, typeof wagmi.useWatchBlockNumber>>().toEqualTypeOf<never>()
}

export function WatchBlocks() {
  kit.useWatchBlocks({ onBlock: (block) => void expectTypeOf(block.number).toEqualTypeOf<bigint>() })
  wagmi.useWatchBlocks({ onBlock: (block) => void expectTypeOf(block.number).toEqualTypeOf<bigint>() })
  expectTypeOf<MissingParameters<typeof kit.useWatchBlocks, typeof wagmi.useWatchBlocks>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useWatchBlocks, typeof wagmi.useWatchBlocks>>().toEqualTypeOf<never>()
}

export function WatchContractEvent() {
  kit.useWatchContractEvent({ abi: erc20Abi, address: AT, eventName: 'Transfer', onLogs: (logs) => void expectTypeOf(logs[0]!.args.value).toEqualTypeOf<bigint | undefined>() })
  wagmi.useWatchContractEvent({ abi: erc20Abi, address: AT, eventName: 'Transfer', onLogs: (logs) => void expectTypeOf(logs[0]!.args.value).toEqualTypeOf<bigint | undefined>() })
  expectTypeOf<MissingParameters<typeof kit.useWatchContractEvent, typeof wagmi.useWatchContractEvent>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useWatchContractEvent, typeof wagmi.useWatchContractEvent>>().toEqualTypeOf<never>()
}

export function WatchPendingTransactions() {
  kit.useWatchPendingTransactions({ onTransactions: (hashes) => void expectTypeOf(hashes).toEqualTypeOf<`0x${string}`[]>() })
  wagmi.useWatchPendingTransactions({ onTransactions: (hashes) => void expectTypeOf(hashes).toEqualTypeOf<`0x${string}`[]>() })
  expectTypeOf<MissingParameters<typeof kit.useWatchPendingTransactions, typeof wagmi.useWatchPendingTransactions>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useWatchPendingTransactions, typeof wagmi.useWatchPendingTransactions>>().toEqualTypeOf<never>()
}

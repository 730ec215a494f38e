/**
 * Type tests (checked by `npm run typecheck`, never run): the kit's chain read hooks against
 * wagmi 3.7's, hook by hook, called with the same arguments. Each pins: the `data` equals
 * wagmi's; the parameters wagmi takes that the kit does not (lib/README's "What still
 * differs from wagmi" names each and why), and none the kit adds.
 */
import type { Address, Hash, Hex } from 'viem'
import { expectTypeOf } from 'vitest'
import * as wagmi from 'wagmi'
import * as kit from '@porch/kit/react'
import type { ExtraParameters, MissingParameters } from './compare'

const AT: Address = '0x000000000000000000000000000000000000bEEF'
const HASH: Hash = '0x0000000000000000000000000000000000000000000000000000000000000001'
/** The block pins viem's `blockHash`/`requireCanonical` (EIP-1898) the kit does not read by. */
type ByBlockHash = 'blockHash' | 'requireCanonical'

export function Balance() {
  const _k = kit.useBalance({ address: AT, chainId: 1 })
  const _w = wagmi.useBalance({ address: AT, chainId: 1 })
  // Deliberate: the kit keeps wagmi 2's `formatted` beside wagmi 3's fields.
  expectTypeOf<Omit<NonNullable<typeof _k.data>, 'formatted'>>().toEqualTypeOf<NonNullable<typeof _w.data>>()
  expectTypeOf<NonNullable<typeof _k.data>['formatted']>().toEqualTypeOf<string>()
  expectTypeOf<MissingParameters<typeof kit.useBalance, typeof wagmi.useBalance>>().toEqualTypeOf<'blockNumber' | 'blockTag' | 'scopeKey' | ByBlockHash>()
  expectTypeOf<ExtraParameters<typeof kit.useBalance, typeof wagmi.useBalance>>().toEqualTypeOf<never>()
}

export function BlobBaseFee() {
  expectTypeOf(kit.useBlobBaseFee().data).toEqualTypeOf(wagmi.useBlobBaseFee().data)
  expectTypeOf<MissingParameters<typeof kit.useBlobBaseFee, typeof wagmi.useBlobBaseFee>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useBlobBaseFee, typeof wagmi.useBlobBaseFee>>().toEqualTypeOf<never>()
}

export function Block() {
  // The same block type both ways (each assignable to the other; they differ only in how viem's formatter is spelled).
  const k = kit.useBlock({ blockNumber: 1n, includeTransactions: true })
  const w = wagmi.useBlock({ blockNumber: 1n, includeTransactions: true })
  expectTypeOf(k.data!).toExtend<NonNullable<typeof w.data>>()
  expectTypeOf(w.data!).toExtend<NonNullable<typeof k.data>>()
  expectTypeOf(k.data!.transactions[0]!).toExtend<NonNullable<typeof w.data>['transactions'][number]>()
  const kPending = kit.useBlock({ blockTag: 'pending' })
  const wPending = wagmi.useBlock({ blockTag: 'pending' })
  expectTypeOf(kPending.data!.hash).toEqualTypeOf(wPending.data!.hash)
  expectTypeOf<MissingParameters<typeof kit.useBlock, typeof wagmi.useBlock>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useBlock, typeof wagmi.useBlock>>().toEqualTypeOf<never>()
}

export function BlockNumber() {
  expectTypeOf(kit.useBlockNumber({ watch: true }).data).toEqualTypeOf(wagmi.useBlockNumber({ watch: true }).data)
  // wagmi 3 keeps wagmi 1's `cacheTime` (viem's client option) on useBlockNumber only.
  expectTypeOf<MissingParameters<typeof kit.useBlockNumber, typeof wagmi.useBlockNumber>>().toEqualTypeOf<'cacheTime'>()
  expectTypeOf<ExtraParameters<typeof kit.useBlockNumber, typeof wagmi.useBlockNumber>>().toEqualTypeOf<never>()
}

export function BlockTransactionCount() {
  expectTypeOf(kit.useBlockTransactionCount({ blockNumber: 1n }).data).toEqualTypeOf(wagmi.useBlockTransactionCount({ blockNumber: 1n }).data)
  expectTypeOf<MissingParameters<typeof kit.useBlockTransactionCount, typeof wagmi.useBlockTransactionCount>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useBlockTransactionCount, typeof wagmi.useBlockTransactionCount>>().toEqualTypeOf<never>()
}

export function Bytecode() {
  // Deliberate: wagmi types the data `Hex | undefined` but holds null when there is no code
  // (TanStack Query refuses undefined data); the kit types what it holds.
  expectTypeOf(kit.useBytecode({ address: AT }).data).toEqualTypeOf<Hex | null | undefined>()
  expectTypeOf(wagmi.useBytecode({ address: AT }).data).toEqualTypeOf<Hex | undefined>()
  expectTypeOf<MissingParameters<typeof kit.useBytecode, typeof wagmi.useBytecode>>().toEqualTypeOf<ByBlockHash>()
  expectTypeOf<ExtraParameters<typeof kit.useBytecode, typeof wagmi.useBytecode>>().toEqualTypeOf<never>()
}

export function Call() {
  expectTypeOf(kit.useCall({ to: AT, data: '0x' }).data).toEqualTypeOf(wagmi.useCall({ to: AT, data: '0x' }).data)
  // The kit's call takes viem's whole call request; only TanStack's `scopeKey` is missing.
  expectTypeOf<MissingParameters<typeof kit.useCall, typeof wagmi.useCall>>().toEqualTypeOf<'scopeKey'>()
  expectTypeOf<ExtraParameters<typeof kit.useCall, typeof wagmi.useCall>>().toEqualTypeOf<never>()
}

export function EstimateFeesPerGas() {
  // Deliberate: the kit keeps wagmi 2's `formatted` (deprecated) beside wagmi 3's fields.
  const _k = kit.useEstimateFeesPerGas()
  const _w = wagmi.useEstimateFeesPerGas()
  expectTypeOf<Omit<NonNullable<typeof _k.data>, 'formatted'>>().toEqualTypeOf<NonNullable<typeof _w.data>>()
  const _kLegacy = kit.useEstimateFeesPerGas({ type: 'legacy' })
  const _wLegacy = wagmi.useEstimateFeesPerGas({ type: 'legacy' })
  expectTypeOf<Omit<NonNullable<typeof _kLegacy.data>, 'formatted'>>().toEqualTypeOf<NonNullable<typeof _wLegacy.data>>()
  expectTypeOf<MissingParameters<typeof kit.useEstimateFeesPerGas, typeof wagmi.useEstimateFeesPerGas>>().toEqualTypeOf<never>()
  // Deliberate: wagmi 2's `formatUnits` stays, deprecated, for one release.
  expectTypeOf<ExtraParameters<typeof kit.useEstimateFeesPerGas, typeof wagmi.useEstimateFeesPerGas>>().toEqualTypeOf<'formatUnits'>()
}

export function EstimateGas() {
  expectTypeOf(kit.useEstimateGas({ to: AT, value: 1n }).data).toEqualTypeOf(wagmi.useEstimateGas({ to: AT, value: 1n }).data)
  expectTypeOf<MissingParameters<typeof kit.useEstimateGas, typeof wagmi.useEstimateGas>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useEstimateGas, typeof wagmi.useEstimateGas>>().toEqualTypeOf<never>()
}

export function EstimateMaxPriorityFeePerGas() {
  expectTypeOf(kit.useEstimateMaxPriorityFeePerGas().data).toEqualTypeOf(wagmi.useEstimateMaxPriorityFeePerGas().data)
  expectTypeOf<MissingParameters<typeof kit.useEstimateMaxPriorityFeePerGas, typeof wagmi.useEstimateMaxPriorityFeePerGas>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useEstimateMaxPriorityFeePerGas, typeof wagmi.useEstimateMaxPriorityFeePerGas>>().toEqualTypeOf<never>()
}

export function FeeHistory() {
  const args = { blockCount: 4, rewardPercentiles: [25, 75] }
  expectTypeOf(kit.useFeeHistory(args).data).toEqualTypeOf(wagmi.useFeeHistory(args).data)
  expectTypeOf<MissingParameters<typeof kit.useFeeHistory, typeof wagmi.useFeeHistory>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useFeeHistory, typeof wagmi.useFeeHistory>>().toEqualTypeOf<never>()
}

export function GasPrice() {
  expectTypeOf(kit.useGasPrice().data).toEqualTypeOf(wagmi.useGasPrice().data)
  expectTypeOf<MissingParameters<typeof kit.useGasPrice, typeof wagmi.useGasPrice>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useGasPrice, typeof wagmi.useGasPrice>>().toEqualTypeOf<never>()
}

export function PrepareTransactionRequest() {
  // The fields an app reads or hands on fit wagmi's (the kit's are narrower: a `to`; the fee fields' union
  // by type differs); wagmi's `account` is viem's whole Account union (smart accounts included).
  type Touched = 'to' | 'value' | 'gas' | 'nonce' | 'data' | 'chainId'
  const _k = kit.usePrepareTransactionRequest({ to: AT, value: 1n })
  const _w = wagmi.usePrepareTransactionRequest({ to: AT, value: 1n })
  expectTypeOf<Pick<NonNullable<typeof _k.data>, Touched>>().toExtend<Pick<NonNullable<typeof _w.data>, Touched>>()
  expectTypeOf<MissingParameters<typeof kit.usePrepareTransactionRequest, typeof wagmi.usePrepareTransactionRequest>>().toEqualTypeOf<
    'authorizationList' | 'blobVersionedHashes' | 'blobs' | 'calls' | 'connector' | 'kzg' | 'maxFeePerBlobGas' | 'nonceManager' | 'sidecars'
  >()
  expectTypeOf<ExtraParameters<typeof kit.usePrepareTransactionRequest, typeof wagmi.usePrepareTransactionRequest>>().toEqualTypeOf<never>()
}

export function Proof() {
  const args = { address: AT, storageKeys: [HASH] }
  expectTypeOf(kit.useProof(args).data).toEqualTypeOf(wagmi.useProof(args).data)
  expectTypeOf<MissingParameters<typeof kit.useProof, typeof wagmi.useProof>>().toEqualTypeOf<ByBlockHash>()
  expectTypeOf<ExtraParameters<typeof kit.useProof, typeof wagmi.useProof>>().toEqualTypeOf<never>()
}

export function StorageAt() {
  const args = { address: AT, slot: HASH }
  expectTypeOf(kit.useStorageAt(args).data).toEqualTypeOf(wagmi.useStorageAt(args).data)
  expectTypeOf<MissingParameters<typeof kit.useStorageAt, typeof wagmi.useStorageAt>>().toEqualTypeOf<ByBlockHash>()
  expectTypeOf<ExtraParameters<typeof kit.useStorageAt, typeof wagmi.useStorageAt>>().toEqualTypeOf<never>()
}

export function Transaction() {
  // The same transaction union both ways (viem's, with the chain's formatter).
  const k = kit.useTransaction({ hash: HASH })
  const w = wagmi.useTransaction({ hash: HASH })
  expectTypeOf(k.data!).toExtend<NonNullable<typeof w.data>>()
  expectTypeOf(w.data!).toExtend<NonNullable<typeof k.data>>()
  // viem 2.4x's lookup by `sender` and `nonce` (an account's n-th transaction).
  expectTypeOf<MissingParameters<typeof kit.useTransaction, typeof wagmi.useTransaction>>().toEqualTypeOf<'nonce' | 'sender'>()
  expectTypeOf<ExtraParameters<typeof kit.useTransaction, typeof wagmi.useTransaction>>().toEqualTypeOf<never>()
}

export function TransactionConfirmations() {
  expectTypeOf(kit.useTransactionConfirmations({ hash: HASH }).data).toEqualTypeOf(wagmi.useTransactionConfirmations({ hash: HASH }).data)
  expectTypeOf<MissingParameters<typeof kit.useTransactionConfirmations, typeof wagmi.useTransactionConfirmations>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useTransactionConfirmations, typeof wagmi.useTransactionConfirmations>>().toEqualTypeOf<never>()
}

export function TransactionCount() {
  expectTypeOf(kit.useTransactionCount({ address: AT }).data).toEqualTypeOf(wagmi.useTransactionCount({ address: AT }).data)
  expectTypeOf<MissingParameters<typeof kit.useTransactionCount, typeof wagmi.useTransactionCount>>().toEqualTypeOf<ByBlockHash>()
  expectTypeOf<ExtraParameters<typeof kit.useTransactionCount, typeof wagmi.useTransactionCount>>().toEqualTypeOf<never>()
}

export function TransactionReceipt() {
  expectTypeOf(kit.useTransactionReceipt({ hash: HASH }).data).toEqualTypeOf(wagmi.useTransactionReceipt({ hash: HASH }).data)
  expectTypeOf<MissingParameters<typeof kit.useTransactionReceipt, typeof wagmi.useTransactionReceipt>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraParameters<typeof kit.useTransactionReceipt, typeof wagmi.useTransactionReceipt>>().toEqualTypeOf<never>()
}

export function WaitForTransactionReceipt() {
  // Deliberate: the kit's receipt says which transaction replaced the one waited for (`replacement`, viem's onReplaced).
  const _k = kit.useWaitForTransactionReceipt({ hash: HASH })
  const _w = wagmi.useWaitForTransactionReceipt({ hash: HASH })
  expectTypeOf<Omit<NonNullable<typeof _k.data>, 'replacement'>>().toEqualTypeOf<NonNullable<typeof _w.data>>()
  // viem's polling knobs (`retryCount`, `retryDelay`), `onReplaced`'s `replacement` and an AbortSignal.
  expectTypeOf<MissingParameters<typeof kit.useWaitForTransactionReceipt, typeof wagmi.useWaitForTransactionReceipt>>().toEqualTypeOf<
    'replacement' | 'retryCount' | 'retryDelay' | 'scopeKey' | 'signal'
  >()
  expectTypeOf<ExtraParameters<typeof kit.useWaitForTransactionReceipt, typeof wagmi.useWaitForTransactionReceipt>>().toEqualTypeOf<never>()
}

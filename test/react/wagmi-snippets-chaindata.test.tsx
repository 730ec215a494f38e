/**
 * wagmi's documentation examples of the chain-data hooks, with only the import path changed
 * ('wagmi' -> '@porch/kit/react'; `mainnet` from viem/chains, as wagmi/chains re-exports it):
 * they must type-check (tsc includes test/), and the data types must be wagmi's.
 */
import { parseEther, parseGwei, type Block, type FeeHistory, type Hex, type Transaction, type TransactionReceipt } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expectTypeOf, it } from 'vitest'
import {
  useBlobBaseFee,
  useBlock,
  useBlockNumber,
  useBlockTransactionCount,
  useBytecode,
  useEstimateFeesPerGas,
  useEstimateMaxPriorityFeePerGas,
  useFeeHistory,
  usePrepareTransactionRequest,
  useProof,
  useStorageAt,
  useTransaction,
  useTransactionConfirmations,
  useTransactionCount,
  useTransactionReceipt,
} from '@porch/kit/react'

// useBlock
export function BlockApp() {
  const result = useBlock()
  const byHash = useBlock({ blockHash: '0x89644bbd5c8d682a2e9611170e6c1f02573d866d286f006cbf517eec7254ec2d' })
  const byNumber = useBlock({ blockNumber: 42069n })
  const pending = useBlock({ blockTag: 'pending' })
  const onMainnet = useBlock({ chainId: mainnet.id })
  const full = useBlock({ includeTransactions: true })
  const scoped = useBlock({ scopeKey: 'foo' })
  const watched = useBlock({ watch: true })
  const polled = useBlock({ watch: { pollingInterval: 4_000 } })
  return <p>{[result, byHash, byNumber, pending, onMainnet, full, scoped, watched, polled].map((r) => String(r.data?.number)).join()}</p>
}

// useBlockNumber's watch, as an object
export function BlockNumberApp() {
  const result = useBlockNumber({ watch: { enabled: true, pollingInterval: 4_000 } })
  return <p>{String(result.data)}</p>
}

// useBlockTransactionCount
export function BlockTransactionCountApp() {
  const result = useBlockTransactionCount()
  const byNumber = useBlockTransactionCount({ blockNumber: 42069n })
  return <p>{result.data ?? byNumber.data}</p>
}

// useTransaction
export function TransactionApp() {
  const result = useTransaction({ hash: '0x0fa64daeae54e207aa98613e308c2ba8abfe274f75507e741508cc4db82c8cb5' })
  const byBlockHash = useTransaction({ blockHash: '0x4ca7ee652d57678f26e887c149ab0735f41de37bcad58c9f6d3ed5824f15b74d', index: 0 })
  const byBlockNumber = useTransaction({ blockNumber: 17829139n, index: 0 })
  const byTag = useTransaction({ blockTag: 'safe', index: 0 })
  return <p>{[result, byBlockHash, byBlockNumber, byTag].map((r) => r.data?.hash).join()}</p>
}

// useTransactionReceipt
export function TransactionReceiptApp() {
  const result = useTransactionReceipt({ hash: '0x4ca7ee652d57678f26e887c149ab0735f41de37bcad58c9f6d3ed5824f15b74d' })
  return <p>{result.data?.status}</p>
}

// useTransactionConfirmations
export function TransactionConfirmationsApp({ receipt }: { receipt: TransactionReceipt }) {
  const result = useTransactionConfirmations({ hash: '0x0fa64daeae54e207aa98613e308c2ba8abfe274f75507e741508cc4db82c8cb5' })
  const byReceipt = useTransactionConfirmations({ transactionReceipt: receipt })
  const scoped = useTransactionConfirmations({ chainId: mainnet.id, scopeKey: 'foo', hash: '0x0fa64daeae54e207aa98613e308c2ba8abfe274f75507e741508cc4db82c8cb5' })
  return <p>{[result, byReceipt, scoped].map((r) => String(r.data)).join()}</p>
}

// useTransactionCount
export function TransactionCountApp() {
  const result = useTransactionCount({ address: '0x4557B18E779944BFE9d78A672452331C186a9f48' })
  return <p>{result.data}</p>
}

// useBytecode
export function BytecodeApp() {
  const result = useBytecode({ address: '0xFBA3912Ca04dd458c843e2EE08967fC04f3579c2' })
  return <p>{result.data}</p>
}

// useStorageAt
export function StorageAtApp() {
  const result = useStorageAt({ address: '0xFBA3912Ca04dd458c843e2EE08967fC04f3579c2', slot: '0x0' })
  return <p>{result.data}</p>
}

// useProof
export function ProofApp() {
  const result = useProof({
    address: '0x4200000000000000000000000000000000000016',
    storageKeys: ['0x4a932049252365b3eedbc5190e18949f2ec11f39d3bef2d259764799a1b27d99'],
  })
  return <p>{result.data?.storageHash}</p>
}

// useFeeHistory
export function FeeHistoryApp() {
  const result = useFeeHistory({ blockCount: 4, rewardPercentiles: [25, 75] })
  const atNumber = useFeeHistory({ blockCount: 4, blockNumber: 1551231n, rewardPercentiles: [25, 75] })
  const atTag = useFeeHistory({ blockCount: 4, blockTag: 'safe', rewardPercentiles: [25, 75] })
  return <p>{[result, atNumber, atTag].map((r) => String(r.data?.oldestBlock)).join()}</p>
}

// useEstimateFeesPerGas
export function EstimateFeesPerGasApp() {
  const result = useEstimateFeesPerGas()
  const onMainnet = useEstimateFeesPerGas({ chainId: mainnet.id })
  const scoped = useEstimateFeesPerGas({ scopeKey: 'foo' })
  const legacy = useEstimateFeesPerGas({ type: 'legacy' })
  return <p>{[result.data?.maxFeePerGas, onMainnet.data?.maxFeePerGas, scoped.data?.maxPriorityFeePerGas, legacy.data?.gasPrice].map(String).join()}</p>
}

// useEstimateMaxPriorityFeePerGas
export function EstimateMaxPriorityFeePerGasApp() {
  const result = useEstimateMaxPriorityFeePerGas()
  return <p>{String(result.data)}</p>
}

// useBlobBaseFee
export function BlobBaseFeeApp() {
  const result = useBlobBaseFee()
  return <p>{String(result.data)}</p>
}

// usePrepareTransactionRequest
export function PrepareTransactionRequestApp() {
  const result = usePrepareTransactionRequest({ to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: parseEther('1') })
  const withAccount = usePrepareTransactionRequest({ account: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: parseEther('1') })
  const withAccessList = usePrepareTransactionRequest({
    accessList: [{ address: '0x1', storageKeys: ['0x1'] }],
    account: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    value: parseEther('1'),
  })
  const onMainnet = usePrepareTransactionRequest({ chainId: mainnet.id, to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: parseEther('1') })
  const withData = usePrepareTransactionRequest({ data: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: parseEther('1') })
  const legacyFees = usePrepareTransactionRequest({ gasPrice: parseGwei('20'), to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: parseEther('1') })
  const fees = usePrepareTransactionRequest({ maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('2'), to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: parseEther('1') })
  const nonce = usePrepareTransactionRequest({ nonce: 5, to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: parseEther('1') })
  const some = usePrepareTransactionRequest({ parameters: ['gas', 'nonce'], to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: parseEther('1') })
  const scoped = usePrepareTransactionRequest({ scopeKey: 'foo', to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: parseEther('1') })
  return <p>{[result, withAccount, withAccessList, onMainnet, withData, legacyFees, fees, nonce, some, scoped].map((r) => String(r.data?.gas)).join()}</p>
}

/** Never rendered: the inferred data types of the hooks, checked by tsc. */
function TypeProbe() {
  expectTypeOf(useBlock().data!).toExtend<Block & { chainId: number }>()
  expectTypeOf(useBlock({ includeTransactions: true }).data!.transactions).toExtend<Transaction[]>()
  expectTypeOf(useTransaction({ hash: '0x0fa64daeae54e207aa98613e308c2ba8abfe274f75507e741508cc4db82c8cb5' }).data!).toExtend<Transaction & { chainId: number }>()
  expectTypeOf(useTransactionReceipt().data!).toExtend<TransactionReceipt & { chainId: number }>()
  expectTypeOf(useBlockTransactionCount().data).toEqualTypeOf<number | undefined>()
  expectTypeOf(useTransactionCount().data).toEqualTypeOf<number | undefined>()
  expectTypeOf(useTransactionConfirmations().data).toEqualTypeOf<bigint | undefined>()
  expectTypeOf(useBytecode().data).toEqualTypeOf<Hex | null | undefined>()
  expectTypeOf(useStorageAt().data).toEqualTypeOf<Hex | undefined>()
  expectTypeOf(useFeeHistory().data).toEqualTypeOf<FeeHistory | undefined>()
  expectTypeOf(useEstimateFeesPerGas().data!.maxFeePerGas).toEqualTypeOf<bigint>()
  expectTypeOf(useEstimateFeesPerGas({ type: 'legacy' }).data!.gasPrice).toEqualTypeOf<bigint>()
  expectTypeOf(useEstimateMaxPriorityFeePerGas().data).toEqualTypeOf<bigint | undefined>()
  expectTypeOf(useBlobBaseFee().data).toEqualTypeOf<bigint | undefined>()
  expectTypeOf(usePrepareTransactionRequest({ to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }).data!.nonce).toEqualTypeOf<number>()
  return null
}

describe("the chain-data hooks' data types are wagmi's", () => {
  it('type-check (tsc)', () => {
    expectTypeOf(TypeProbe).toBeFunction()
  })
})

/**
 * Type tests (checked by `npm run typecheck`, never run): every write hook of the kit against
 * wagmi 3.7's (mutations.types.ts has the callbacks and result fields in depth): the same call
 * compiles on both and resolves with the same data; the kit's variables are wagmi's but for
 * its own `recent` and the options it lacks, which may only shrink (the variables are the core
 * actions' parameters; lib/README's "What still differs from wagmi" lists them and why).
 */
import { erc20Abi, type Address, type Hash, type Hex } from 'viem'
import { expectTypeOf } from 'vitest'
import * as wagmi from 'wagmi'
import * as kit from '@porch/kit/react'
import type { ExtraVariables, MissingVariables } from './compare'

const AT: Address = '0x000000000000000000000000000000000000bEEF'
/** viem's transaction options the kit's sendTransaction does not take (blobs, EIP-7702, a chosen account or connector, `type`). */
type TransactionOptions =
  | 'accessList' | 'account' | 'assertChainId' | 'authorizationList' | 'blobVersionedHashes' | 'blobs' | 'connector' | 'dataSuffix' | 'kzg' | 'maxFeePerBlobGas' | 'sidecars' | 'type'

export function SendTransaction() {
  expectTypeOf(kit.useSendTransaction().mutateAsync({ to: AT, value: 1n })).toEqualTypeOf<Promise<Hash>>()
  expectTypeOf(wagmi.useSendTransaction().mutateAsync({ to: AT, value: 1n })).toEqualTypeOf<Promise<Hash>>()
  expectTypeOf<MissingVariables<typeof kit.useSendTransaction, typeof wagmi.useSendTransaction>>().toExtend<TransactionOptions>()
  // Deliberate: `recent` (the kit's recent-transactions list) is the kit's own.
  expectTypeOf<ExtraVariables<typeof kit.useSendTransaction, typeof wagmi.useSendTransaction>>().toEqualTypeOf<'recent'>()
}

export function SendTransactionSync() {
  const k = kit.useSendTransactionSync()
  const w = wagmi.useSendTransactionSync()
  void k.mutateAsync({ to: AT }).then((receipt) => expectTypeOf(receipt.status).toEqualTypeOf<'success' | 'reverted'>())
  void w.mutateAsync({ to: AT }).then((receipt) => expectTypeOf(receipt.status).toEqualTypeOf<'success' | 'reverted'>())
  expectTypeOf<MissingVariables<typeof kit.useSendTransactionSync, typeof wagmi.useSendTransactionSync>>().toExtend<TransactionOptions | 'throwOnReceiptRevert'>()
  expectTypeOf<ExtraVariables<typeof kit.useSendTransactionSync, typeof wagmi.useSendTransactionSync>>().toEqualTypeOf<'recent'>()
}

export function SignMessage() {
  expectTypeOf(kit.useSignMessage().mutateAsync({ message: 'hi' })).toEqualTypeOf(wagmi.useSignMessage().mutateAsync({ message: 'hi' }))
  expectTypeOf<MissingVariables<typeof kit.useSignMessage, typeof wagmi.useSignMessage>>().toEqualTypeOf<never>()
  expectTypeOf<ExtraVariables<typeof kit.useSignMessage, typeof wagmi.useSignMessage>>().toEqualTypeOf<never>()
}

export function SignTransaction() {
  void kit.useSignTransaction().mutateAsync({ to: AT, value: 1n }).then((signed) => expectTypeOf(signed).toExtend<Hex>())
  void wagmi.useSignTransaction().mutateAsync({ to: AT, value: 1n }).then((signed) => expectTypeOf(signed).toExtend<Hex>())
  expectTypeOf<MissingVariables<typeof kit.useSignTransaction, typeof wagmi.useSignTransaction>>().toExtend<Exclude<TransactionOptions, 'assertChainId' | 'dataSuffix'>>()
  expectTypeOf<ExtraVariables<typeof kit.useSignTransaction, typeof wagmi.useSignTransaction>>().toEqualTypeOf<never>()
}

export function SignTypedData() {
  const types = { Mail: [{ name: 'contents', type: 'string' }] } as const
  const typed = { types, primaryType: 'Mail', message: { contents: 'hi' } } as const
  expectTypeOf(kit.useSignTypedData().mutateAsync(typed)).toEqualTypeOf(wagmi.useSignTypedData().mutateAsync(typed))
  // @ts-expect-error a message field the type lacks, on both
  void kit.useSignTypedData().mutateAsync({ types, primaryType: 'Mail', message: { nope: 1 } })
  // @ts-expect-error a message field the type lacks, on both
  void wagmi.useSignTypedData().mutateAsync({ types, primaryType: 'Mail', message: { nope: 1 } })
  expectTypeOf<MissingVariables<typeof kit.useSignTypedData, typeof wagmi.useSignTypedData>>().toExtend<'account' | 'connector'>()
}

export function DeployContract() {
  const abi = [{ type: 'constructor', stateMutability: 'nonpayable', inputs: [{ name: 'owner', type: 'address' }] }] as const
  expectTypeOf(kit.useDeployContract().mutateAsync({ abi, bytecode: '0x00', args: [AT] })).toEqualTypeOf<Promise<Hash>>()
  expectTypeOf(wagmi.useDeployContract().mutateAsync({ abi, bytecode: '0x00', args: [AT] })).toEqualTypeOf<Promise<Hash>>()
  expectTypeOf<MissingVariables<typeof kit.useDeployContract, typeof wagmi.useDeployContract>>().toExtend<Exclude<TransactionOptions, 'accessList'>>()
  expectTypeOf<ExtraVariables<typeof kit.useDeployContract, typeof wagmi.useDeployContract>>().toEqualTypeOf<'recent'>()
}

export function WriteContract() {
  expectTypeOf(kit.useWriteContract().mutateAsync({ abi: erc20Abi, address: AT, functionName: 'approve', args: [AT, 1n] })).toEqualTypeOf<Promise<Hash>>()
  expectTypeOf(wagmi.useWriteContract().mutateAsync({ abi: erc20Abi, address: AT, functionName: 'approve', args: [AT, 1n] })).toEqualTypeOf<Promise<Hash>>()
  expectTypeOf<MissingVariables<typeof kit.useWriteContract, typeof wagmi.useWriteContract>>().toExtend<
    TransactionOptions | 'chain' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'nonce' | 'value'
  >()
  expectTypeOf<ExtraVariables<typeof kit.useWriteContract, typeof wagmi.useWriteContract>>().toEqualTypeOf<'recent'>()
}

export function WriteContractSync() {
  const k = kit.useWriteContractSync()
  const w = wagmi.useWriteContractSync()
  void k.mutateAsync({ abi: erc20Abi, address: AT, functionName: 'approve', args: [AT, 1n] }).then((r) => expectTypeOf(r.transactionHash).toEqualTypeOf<Hash>())
  void w.mutateAsync({ abi: erc20Abi, address: AT, functionName: 'approve', args: [AT, 1n] }).then((r) => expectTypeOf(r.transactionHash).toEqualTypeOf<Hash>())
  expectTypeOf<MissingVariables<typeof kit.useWriteContractSync, typeof wagmi.useWriteContractSync>>().toExtend<
    TransactionOptions | 'chain' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'nonce' | 'value' | 'throwOnReceiptRevert'
  >()
  expectTypeOf<ExtraVariables<typeof kit.useWriteContractSync, typeof wagmi.useWriteContractSync>>().toEqualTypeOf<'recent'>()
}

export function WatchAsset() {
  const asset = { type: 'ERC20', options: { address: AT, symbol: 'TOK', decimals: 18 } } as const
  expectTypeOf(kit.useWatchAsset().mutateAsync(asset)).toEqualTypeOf(wagmi.useWatchAsset().mutateAsync(asset))
  expectTypeOf<MissingVariables<typeof kit.useWatchAsset, typeof wagmi.useWatchAsset>>().toExtend<'connector'>()
  expectTypeOf<ExtraVariables<typeof kit.useWatchAsset, typeof wagmi.useWatchAsset>>().toEqualTypeOf<never>()
}

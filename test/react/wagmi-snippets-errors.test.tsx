/**
 * wagmi's documentation examples for errors, with only the import path changed ('wagmi' ->
 * '@porch/kit/react'): they must type-check (tsc includes test/). From wagmi's guides (Send
 * Transaction, Write to Contract: `(error as BaseError).shortMessage || error.message`) and
 * its error classes, which an app tells apart with `instanceof` or `name`.
 */
import { parseEther } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import {
  BaseError,
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotFoundError,
  ConnectorUnavailableReconnectingError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
  WagmiProviderNotFoundError,
  useSendTransaction,
  useWriteContract,
  type BaseErrorType,
  type ChainNotConfiguredErrorType,
  type ConnectorChainMismatchErrorType,
  type WagmiProviderNotFoundErrorType,
} from '@porch/kit/react'

const abi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
    outputs: [],
  },
] as const

// Send Transaction guide: the error, in its short form.
export function SendTransaction() {
  const { data: hash, error, isPending, sendTransaction } = useSendTransaction()
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const formData = new FormData(e.target as HTMLFormElement)
    const to = formData.get('address') as `0x${string}`
    const value = formData.get('value') as string
    sendTransaction({ to, value: parseEther(value) })
  }
  return (
    <form onSubmit={submit}>
      <input name="address" placeholder="0xA0Cf…251e" required />
      <input name="value" placeholder="0.05" required />
      <button disabled={isPending} type="submit">
        {isPending ? 'Confirming...' : 'Send'}
      </button>
      {hash && <div>Transaction Hash: {hash}</div>}
      {error && <div>Error: {(error as BaseError).shortMessage || error.message}</div>}
    </form>
  )
}

// Write to Contract guide: the same, for a contract write.
export function MintNFT() {
  const { data: hash, error, isPending, writeContract } = useWriteContract()
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const formData = new FormData(e.target as HTMLFormElement)
    const tokenId = formData.get('tokenId') as string
    writeContract({ address: '0xFBA3912Ca04dd458c843e2EE08967fC04f3579c2', abi, functionName: 'mint', args: [BigInt(tokenId)] })
  }
  return (
    <form onSubmit={submit}>
      <input name="tokenId" placeholder="69420" required />
      <button disabled={isPending} type="submit">
        {isPending ? 'Confirming...' : 'Mint'}
      </button>
      {hash && <div>Transaction Hash: {hash}</div>}
      {error && <div>Error: {(error as BaseError).shortMessage || error.message}</div>}
    </form>
  )
}

/** What an app does with wagmi's error classes: instanceof, then the fields. */
export function explain(error: unknown): string {
  if (error instanceof WagmiProviderNotFoundError) return 'wrap the app in the provider'
  if (error instanceof ConnectorNotFoundError || error instanceof ProviderNotFoundError) return 'install a wallet'
  if (error instanceof ConnectorAlreadyConnectedError) return 'already connected'
  if (error instanceof ConnectorAccountNotFoundError) return 'pick the account in the wallet'
  if (error instanceof ConnectorUnavailableReconnectingError) return 'wait for the reconnect'
  if (error instanceof ConnectorChainMismatchError || error instanceof ChainNotConfiguredError) return 'switch networks'
  if (error instanceof SwitchChainNotSupportedError) return 'switch in the wallet'
  if (error instanceof BaseError) return error.shortMessage
  return 'unknown'
}

describe("wagmi's error types", () => {
  it('are told apart by name, as wagmi documents its ErrorType unions', () => {
    expectTypeOf<WagmiProviderNotFoundErrorType['name']>().toEqualTypeOf<'WagmiProviderNotFoundError'>()
    expectTypeOf<ChainNotConfiguredErrorType['name']>().toEqualTypeOf<'ChainNotConfiguredError'>()
    expectTypeOf<ConnectorChainMismatchErrorType['name']>().toEqualTypeOf<'ConnectorChainMismatchError'>()
    expectTypeOf<BaseErrorType>().toHaveProperty('shortMessage').toEqualTypeOf<string>()
    expectTypeOf(explain).returns.toEqualTypeOf<string>()
  })
})

/**
 * wagmi 3's documented examples of the write and call hooks (wagmi.sh/react/api/hooks),
 * with only the import path changed ('wagmi' and 'wagmi/experimental' ->
 * '@porch/kit/react'): they must type-check (tsc includes test/). Examples that pass
 * `config` or `connector` are left out: the kit's hooks read the provider's config and its
 * one connection.
 */
import { parseEther, type Hex, type TransactionReceipt } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import {
  useCapabilities,
  useDeployContract,
  useSendCallsSync,
  useSendTransactionSync,
  useShowCallsStatus,
  useSignTransaction,
  useWaitForCallsStatus,
  useWatchAsset,
  useWriteContractSync,
} from '@porch/kit/react'

const abi = [
  {
    type: 'function',
    name: 'transferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const
const wagmiAbi = [{ inputs: [], stateMutability: 'nonpayable', type: 'constructor' }] as const
const wagmiAbiWithArgs = [{ inputs: [{ name: 'x', type: 'uint32' }], stateMutability: 'nonpayable', type: 'constructor' }] as const

// useSignTransaction
export function SignTransactionApp() {
  const { signTransaction } = useSignTransaction()
  return (
    <button
      onClick={() =>
        signTransaction({
          to: '0xd2135CfB216b74109775236E36d4b433F1DF507B',
          value: parseEther('0.01'),
        })
      }
    >
      Sign transaction
    </button>
  )
}

// useSendTransactionSync
export function SendTransactionSyncApp() {
  const sendTransactionSync = useSendTransactionSync()
  return (
    <button
      onClick={() =>
        sendTransactionSync.mutate({
          to: '0xd2135CfB216b74109775236E36d4b433F1DF507B',
          value: parseEther('0.01'),
        })
      }
    >
      Send transaction
    </button>
  )
}

// useWriteContractSync
export function WriteContractSyncApp() {
  const writeContractSync = useWriteContractSync()
  return (
    <button
      onClick={() =>
        writeContractSync.mutate({
          abi,
          address: '0x6b175474e89094c44da98b954eedeac495271d0f',
          functionName: 'transferFrom',
          args: ['0xd2135CfB216b74109775236E36d4b433F1DF507B', '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e', 123n],
        })
      }
    >
      Transfer
    </button>
  )
}

// useDeployContract
export function DeployContractApp() {
  const { deployContract } = useDeployContract()
  return (
    <button
      onClick={() =>
        deployContract({
          abi: wagmiAbi,
          bytecode: '0x608060405260405161083e38038061083e833981016040819052610...',
        })
      }
    >
      Deploy Contract
    </button>
  )
}

// useDeployContract, with constructor args
export function DeployContractArgsApp() {
  const { deployContract } = useDeployContract()
  return (
    <button
      onClick={() =>
        deployContract({
          abi: wagmiAbiWithArgs,
          args: [69420],
          bytecode: '0x608060405260405161083e38038061083e833981016040819052610...',
        })
      }
    >
      Deploy Contract
    </button>
  )
}

// useSendCallsSync
export function SendCallsSyncApp() {
  const { sendCallsSync } = useSendCallsSync()
  return (
    <button
      onClick={() =>
        sendCallsSync({
          calls: [
            {
              to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
              value: parseEther('1'),
            },
            {
              data: '0xdeadbeef',
              to: '0xa5cc3c03994DB5b0d9A5eEdD10CabaB0813678AC',
            },
          ],
        })
      }
    >
      Send calls
    </button>
  )
}

// useShowCallsStatus
export function ShowCallsStatusApp() {
  const { showCallsStatus } = useShowCallsStatus()
  return (
    <button
      onClick={() =>
        showCallsStatus({
          id: '0x1234567890abcdef',
        })
      }
    >
      Show calls status
    </button>
  )
}

// useWaitForCallsStatus, with its id, pollingInterval and timeout
export function WaitForCallsStatusApp() {
  const result = useWaitForCallsStatus({
    id: '0x...',
  })
  const polled = useWaitForCallsStatus({
    id: '0x1234567890abcdef',
    pollingInterval: 1_000,
  })
  const bounded = useWaitForCallsStatus({
    id: '0x1234567890abcdef',
    timeout: 10_000,
  })
  return <p>{[result.status, polled.status, bounded.status].join()}</p>
}

// useCapabilities, and for an account
export function CapabilitiesApp() {
  const result = useCapabilities()
  const other = useCapabilities({
    account: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
  })
  return <p>{[result.status, other.status].join()}</p>
}

// useWatchAsset
export function WatchAssetApp() {
  const { watchAsset } = useWatchAsset()
  return (
    <button
      onClick={() =>
        watchAsset({
          type: 'ERC20',
          options: {
            address: '0x0000000000000000000000000000000000000000',
            symbol: 'WAGMI',
            decimals: 18,
          },
        })
      }
    >
      Watch asset
    </button>
  )
}

describe('write and call hooks: wagmi 3 types', () => {
  it('types what each resolves with', () => {
    expectTypeOf(useSignTransaction).returns.toHaveProperty('data').toEqualTypeOf<Hex | undefined>()
    expectTypeOf(useSendTransactionSync).returns.toHaveProperty('data').toExtend<TransactionReceipt | undefined>()
    expectTypeOf(useWriteContractSync).returns.toHaveProperty('data').toExtend<TransactionReceipt | undefined>()
    expectTypeOf(useWatchAsset).returns.toHaveProperty('data').toEqualTypeOf<boolean | undefined>()
  })

  it('rejects constructor arguments of the wrong type at compile time', () => {
    function WrongDeploy() {
      const { deployContract } = useDeployContract()
      // @ts-expect-error x is a uint32 (a number), not a string
      return <button onClick={() => deployContract({ abi: wagmiAbiWithArgs, args: ['many'], bytecode: '0x00' })} />
    }
    expectTypeOf(WrongDeploy).toBeFunction()
  })
})

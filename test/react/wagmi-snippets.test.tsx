/**
 * wagmi's documentation examples, with only the import path changed ('wagmi' ->
 * '@porch/kit/react'): they must type-check (tsc includes test/), and the ABI typing must
 * reject a wrong function name or argument, as wagmi's does.
 */
import { parseEther, type Address, type Hash } from 'viem'
import { normalize } from 'viem/ens'
import { describe, expectTypeOf, it } from 'vitest'
import {
  useAccount,
  useBalance,
  useBlockNumber,
  useCall,
  useChainId,
  useDisconnect,
  useEstimateGas,
  useGasPrice,
  useSwitchChain,
  useEnsAvatar,
  useEnsName,
  useReadContract,
  useReadContracts,
  useSendCalls,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useSimulateContract,
  useWaitForTransactionReceipt,
  useWriteContract,
  type UseBalanceReturnType,
} from '@porch/kit/react'
import { readContract, type Config } from '@porch/kit'

const abi = [
  { type: 'function', name: 'totalSupply', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'string' }] },
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
const wagmiContractConfig = { address: '0xFBA3912Ca04dd458c843e2EE08967fC04f3579c2', abi } as const

// useBalance
export function BalanceApp() {
  const result = useBalance({ address: '0x4557B18E779944BFE9d78A672452331C186a9f48' })
  return <p>{result.data?.formatted}</p>
}

// useReadContract
export function ReadApp() {
  const result = useReadContract({ abi, address: '0x6b175474e89094c44da98b954eedeac495271d0f', functionName: 'totalSupply' })
  return <p>{String(result.data)}</p>
}

// useReadContracts
export function ReadsApp() {
  const result = useReadContracts({
    contracts: [
      { ...wagmiContractConfig, functionName: 'balanceOf', args: ['0x4557B18E779944BFE9d78A672452331C186a9f48'] },
      { ...wagmiContractConfig, functionName: 'totalSupply' },
    ],
  })
  return <p>{result.data?.length}</p>
}

// useReadContract, a dependent read: the address is not known yet (the read waits, no error)
export function DependentReadApp({ owner }: { owner?: Address }) {
  const result = useReadContract({ abi, address: owner ? wagmiContractConfig.address : undefined, functionName: 'balanceOf', args: owner ? [owner] : undefined })
  return <p>{String(result.data)}</p>
}

// useSwitchChain
export function SwitchApp() {
  const { chains, switchChain } = useSwitchChain()
  return (
    <div>
      {chains.map((chain) => (
        <button key={chain.id} onClick={() => switchChain({ chainId: chain.id })}>
          {chain.name}
        </button>
      ))}
    </div>
  )
}

// useDisconnect
export function DisconnectApp() {
  const { disconnect } = useDisconnect()
  return <button onClick={() => disconnect()}>Disconnect</button>
}

// useEstimateGas, useCall, useGasPrice
export function GasApp() {
  const gas = useEstimateGas({ to: '0xd2135CfB216b74109775236E36d4b433F1DF507B', value: parseEther('0.01') })
  const call = useCall({ account: '0xd2135CfB216b74109775236E36d4b433F1DF507B', data: '0xdeadbeef', to: '0xa5cc3c03994DB5b0d9A5eEdD10CabaB0813678AC' })
  const price = useGasPrice()
  return <p>{`${gas.data} ${call.data?.data} ${price.data}`}</p>
}

// useWriteContract
export function WriteApp() {
  const { writeContract } = useWriteContract()
  return (
    <button
      onClick={() =>
        writeContract({
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

// useWaitForTransactionReceipt
export function ReceiptApp() {
  const result = useWaitForTransactionReceipt({ hash: '0x4ca7ee652d57678f26e887c149ab0735f41de37bcad58c9f6d3ed5824f15b74d' })
  return <p>{result.data?.status}</p>
}

// useSendTransaction
export function SendApp() {
  const { sendTransaction } = useSendTransaction()
  return <button onClick={() => sendTransaction({ to: '0xd2135CfB216b74109775236E36d4b433F1DF507B', value: parseEther('0.01') })}>Send transaction</button>
}

// useSignMessage
export function SignApp() {
  const { signMessage } = useSignMessage()
  return <button onClick={() => signMessage({ message: 'hello world' })}>Sign message</button>
}

// useSignTypedData
export function TypedApp() {
  const { signTypedData } = useSignTypedData()
  return (
    <button
      onClick={() =>
        signTypedData({
          types: {
            Person: [
              { name: 'name', type: 'string' },
              { name: 'wallet', type: 'address' },
            ],
            Mail: [
              { name: 'from', type: 'Person' },
              { name: 'to', type: 'Person' },
              { name: 'contents', type: 'string' },
            ],
          },
          primaryType: 'Mail',
          message: {
            from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
            to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
            contents: 'Hello, Bob!',
          },
        })
      }
    >
      Sign message
    </button>
  )
}

// useSendCalls
export function CallsApp() {
  const { sendCalls } = useSendCalls()
  return (
    <button
      onClick={() =>
        sendCalls({
          calls: [
            { to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: parseEther('1') },
            { data: '0xdeadbeef', to: '0xa5cc3c03994DB5b0d9A5eEdD10CabaB0813678AC' },
          ],
        })
      }
    >
      Send calls
    </button>
  )
}

// useAccount, useChainId, useBlockNumber, useEnsName, useEnsAvatar
export function AccountApp() {
  const { address, chainId, status, isConnected } = useAccount()
  const current = useChainId()
  const block = useBlockNumber({ watch: true })
  const name = useEnsName({ address: '0x4557B18E779944BFE9d78A672452331C186a9f48' })
  const avatar = useEnsAvatar({ name: normalize('wevm.eth') })
  return <p>{[address, chainId, status, isConnected, current, String(block.data), name.data, avatar.data].join(' ')}</p>
}

describe('ABI typing (viem types)', () => {
  it('types arguments and results from the ABI', () => {
    expectTypeOf(useReadContract<typeof abi, 'totalSupply', []>).returns.toHaveProperty('data').toEqualTypeOf<bigint | undefined>()
    expectTypeOf(useReadContract<typeof abi, 'symbol', []>).returns.toHaveProperty('data').toEqualTypeOf<string | undefined>()
    expectTypeOf(readContract<typeof abi, 'balanceOf', readonly [`0x${string}`]>).returns.resolves.toEqualTypeOf<bigint>()
    expectTypeOf<UseBalanceReturnType['data']>().toEqualTypeOf<{ value: bigint; decimals: number; symbol: string; formatted: string } | undefined>()
    expectTypeOf(useWriteContract).returns.toHaveProperty('data').toEqualTypeOf<Hash | undefined>()
  })

  it('rejects a wrong function name or argument at compile time', () => {
    const config = {} as Config
    // Never called: the lines only have to (not) compile.
    const never = false as boolean
    if (never) {
      // @ts-expect-error 'totalSupplyy' is not a view function of the ABI
      void readContract(config, { abi, address: '0x6b175474e89094c44da98b954eedeac495271d0f', functionName: 'totalSupplyy' })
      // @ts-expect-error balanceOf takes an address, not a number
      void readContract(config, { abi, address: '0x6b175474e89094c44da98b954eedeac495271d0f', functionName: 'balanceOf', args: [123n] })
      // @ts-expect-error transferFrom is not a view function: it is not readable
      void readContract(config, { abi, address: '0x6b175474e89094c44da98b954eedeac495271d0f', functionName: 'transferFrom', args: ['0xd2135CfB216b74109775236E36d4b433F1DF507B', '0xd2135CfB216b74109775236E36d4b433F1DF507B', 1n] })
    }
    function WrongWrite() {
      const { writeContract } = useWriteContract()
      // @ts-expect-error amount must be a bigint
      return <button onClick={() => writeContract({ abi, address: '0x6b175474e89094c44da98b954eedeac495271d0f', functionName: 'transferFrom', args: ['0xd2135CfB216b74109775236E36d4b433F1DF507B', '0xd2135CfB216b74109775236E36d4b433F1DF507B', 'lots'] })} />
    }
    expectTypeOf(WrongWrite).toBeFunction()
  })
})

// useSimulateContract, a dependent simulation: nothing to simulate until the amount is known (wagmi allows `args: undefined`)
export function DependentSimulateApp({ amount }: { amount?: bigint }) {
  const { data } = useSimulateContract({
    ...wagmiContractConfig,
    functionName: 'transferFrom',
    args: amount === undefined ? undefined : ['0xd2135CfB216b74109775236E36d4b433F1DF507B', '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e', amount],
    query: { enabled: amount !== undefined },
  })
  return <p>{String(data?.result)}</p>
}

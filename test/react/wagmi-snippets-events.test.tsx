/**
 * wagmi's documentation examples of the watcher, event, infinite-read, ENS and
 * signature-check hooks, with only the import path changed ('wagmi' ->
 * '@porch/kit/react'): they must type-check (tsc includes test/), with the logs, pages and
 * results typed as wagmi types them.
 */
import { erc20Abi, type Address } from 'viem'
import { normalize } from 'viem/ens'
import { describe, expectTypeOf, it } from 'vitest'
import {
  useContractEvents,
  useEnsAddress,
  useEnsText,
  useInfiniteReadContracts,
  useVerifyMessage,
  useVerifyTypedData,
  useWatchBlockNumber,
  useWatchBlocks,
  useWatchContractEvent,
  useWatchPendingTransactions,
} from '@porch/kit/react'

const mlootAbi = [
  { type: 'function', name: 'getChest', stateMutability: 'view', inputs: [{ name: 'tokenId', type: 'uint256' }], outputs: [{ name: '', type: 'string' }] },
  { type: 'function', name: 'getFoot', stateMutability: 'view', inputs: [{ name: 'tokenId', type: 'uint256' }], outputs: [{ name: '', type: 'string' }] },
  { type: 'function', name: 'getHand', stateMutability: 'view', inputs: [{ name: 'tokenId', type: 'uint256' }], outputs: [{ name: '', type: 'string' }] },
] as const

// useWatchBlockNumber
export function WatchBlockNumberApp() {
  useWatchBlockNumber({
    onBlockNumber(blockNumber) {
      console.log('New block number', blockNumber)
    },
  })
  return null
}

// useWatchBlocks
export function WatchBlocksApp() {
  useWatchBlocks({
    onBlock(block) {
      console.log('New block', block.number)
    },
  })
  return null
}

// useWatchPendingTransactions
export function WatchPendingTransactionsApp() {
  useWatchPendingTransactions({
    onTransactions(transactions) {
      console.log('New transactions!', transactions)
    },
  })
  return null
}

// useWatchContractEvent
export function WatchContractEventApp() {
  useWatchContractEvent({
    address: '0x6b175474e89094c44da98b954eedeac495271d0f',
    abi: erc20Abi,
    eventName: 'Transfer',
    onLogs(logs) {
      console.log('New logs!', logs)
    },
  })
  return null
}

// useContractEvents
export function ContractEventsApp() {
  const result = useContractEvents({
    address: '0x6b175474e89094c44da98b954eedeac495271d0f',
    abi: erc20Abi,
    eventName: 'Transfer',
    args: {
      from: '0xd2135CfB216b74109775236E36d4b433F1DF507B',
      to: '0xA5cc3c03994DB5b0d9A5eEdD10CabaB0813678AC',
    },
    fromBlock: 16330000n,
    toBlock: 16330050n,
  })
  return <p>{result.data?.map((log) => String(log.args.value)).join(', ')}</p>
}

// useInfiniteReadContracts
const mlootContractConfig = {
  address: '0x1dfe7ca09e99d10835bf73044a23b73fc20623df',
  abi: mlootAbi,
} as const

export function InfiniteReadContractsApp() {
  const result = useInfiniteReadContracts({
    cacheKey: 'mlootAttributes',
    contracts(pageParam) {
      const args = [pageParam] as const
      return [
        { ...mlootContractConfig, functionName: 'getChest', args },
        { ...mlootContractConfig, functionName: 'getFoot', args },
        { ...mlootContractConfig, functionName: 'getHand', args },
      ]
    },
    query: {
      initialPageParam: 0n,
      getNextPageParam: (_lastPage, _allPages, lastPageParam) => {
        return lastPageParam + 1n
      },
    },
  })
  expectTypeOf(result.data!.pages[0]![0]!.result).toEqualTypeOf<string | undefined>()
  return (
    <div>
      {result.data?.pages.map((page, i) => <p key={i}>{page.map((r) => r.result).join(' ')}</p>)}
      <button disabled={!result.hasNextPage || result.isFetchingNextPage} onClick={() => void result.fetchNextPage()}>
        More
      </button>
    </div>
  )
}

// useEnsAddress
export function EnsAddressApp() {
  const result = useEnsAddress({
    name: normalize('wevm.eth'),
  })
  return <p>{result.data}</p>
}

// useEnsText
export function EnsTextApp() {
  const result = useEnsText({
    name: normalize('wevm.eth'),
    key: 'com.twitter',
  })
  return <p>{result.data}</p>
}

// useVerifyMessage
export function VerifyMessageApp() {
  const result = useVerifyMessage({
    address: '0xd2135CfB216b74109775236E36d4b433F1DF507B',
    message: 'hello world',
    signature:
      '0x66edc32e2ab001213321ab7d959a2207fcef5190cc9abb6da5b0d2a8a9af2d4d2b0700e2c317c4106f337fd934fbbb0bf62efc8811a78603b33a8265d3b8f8cb1c',
  })
  return <p>{String(result.data)}</p>
}

// useVerifyTypedData
const domain = {
  name: 'Ether Mail',
  version: '1',
  chainId: 1,
  verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
} as const

const types = {
  Person: [
    { name: 'name', type: 'string' },
    { name: 'wallet', type: 'address' },
  ],
  Mail: [
    { name: 'from', type: 'Person' },
    { name: 'to', type: 'Person' },
    { name: 'contents', type: 'string' },
  ],
} as const

const message = {
  from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
  to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
  contents: 'Hello, Bob!',
} as const

export function VerifyTypedDataApp() {
  const result = useVerifyTypedData({
    domain,
    types,
    message,
    primaryType: 'Mail',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    signature:
      '0x32f3d5975ba38d6c2fba9b95d5cbed1febaa68003d3d588d51f2de522ad54117760cfc249470a75232552e43991f53953a3d74edf6944553c6bef2469bb9e5921b',
  })
  return <p>{String(result.data)}</p>
}

describe('typed as wagmi types them', () => {
  it('logs from the ABI, pages from contracts(pageParam), addresses and booleans', () => {
    function Types() {
      const events = useContractEvents({ address: '0x6b175474e89094c44da98b954eedeac495271d0f', abi: erc20Abi, eventName: 'Transfer' })
      expectTypeOf(events.data![0]!.args.value).toEqualTypeOf<bigint | undefined>()
      expectTypeOf(events.data![0]!.eventName).toEqualTypeOf<'Transfer'>()
      useWatchContractEvent({
        address: '0x6b175474e89094c44da98b954eedeac495271d0f',
        abi: erc20Abi,
        eventName: 'Approval',
        onLogs(logs) {
          expectTypeOf(logs[0]!.args.spender).toEqualTypeOf<Address | undefined>()
        },
      })
      const pages = useInfiniteReadContracts({
        cacheKey: 'chests',
        contracts: (pageParam: bigint) => [{ ...mlootContractConfig, functionName: 'getChest', args: [pageParam] }] as const,
        allowFailure: false,
        query: { initialPageParam: 0n, getNextPageParam: (_last, _all, lastPageParam) => lastPageParam + 1n },
      })
      expectTypeOf(pages.data!.pages[0]![0]).toEqualTypeOf<string>()
      expectTypeOf(pages.data!.pageParams).toEqualTypeOf<bigint[]>()
      expectTypeOf(useEnsAddress({ name: 'wevm.eth' }).data).toEqualTypeOf<Address | null | undefined>()
      expectTypeOf(useVerifyMessage({}).data).toEqualTypeOf<boolean | undefined>()
      return null
    }
    expectTypeOf(Types).toBeFunction()
  })
})

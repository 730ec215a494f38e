/**
 * TEMPORARY: wagmi-shaped hooks over the kit's current entries, until @porch/kit/react
 * ships useReadContract, useWriteContract, useWaitForTransactionReceipt and describeError.
 */
import { getWalletClient } from '@porch/kit'
import { useAccount, useAddRecentTransaction, useConfig, useQuery, useRefresh } from '@porch/kit/react'
import { useCallback, useEffect, useState } from 'react'
import { waitForTransactionReceipt } from 'viem/actions'
import { decodeFunctionResult, encodeFunctionData, type Abi, type Address, type Hash, type Hex, type TransactionReceipt } from 'viem'

interface ReadParameters {
  address: Address | undefined
  abi: Abi
  functionName: string
  args?: readonly unknown[]
  query?: { enabled?: boolean }
}

export function useReadContract<T>({ address, abi, functionName, args, query }: ReadParameters) {
  const config = useConfig()
  const { chainId } = useAccount()
  const chain = config.chains.find((c) => c.id === chainId) ?? config.chains[0]
  const enabled = (query?.enabled ?? true) && address !== undefined
  const key = enabled ? `read:${chain.id}:${address}:${functionName}:${JSON.stringify(args ?? [], (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}` : undefined
  const state = useQuery<T>(key, () =>
    config.getReader(chain.id).read({
      to: address!,
      data: encodeFunctionData({ abi, functionName, args } as Parameters<typeof encodeFunctionData>[0]),
      decode: (data: Hex) => decodeFunctionResult({ abi, functionName, args, data } as Parameters<typeof decodeFunctionResult>[0]) as T,
    }),
  )
  return { ...state, isPending: state.data === undefined, isSuccess: state.status === 'success', isError: state.status === 'error' }
}

interface WriteParameters {
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[]
  recent?: { description: string }
}

export function useWriteContract() {
  const config = useConfig()
  const addRecent = useAddRecentTransaction()
  const [data, setData] = useState<Hash>()
  const [error, setError] = useState<Error>()
  const [isPending, setPending] = useState(false)
  const writeContract = useCallback(
    (p: WriteParameters) => {
      setPending(true)
      setError(undefined)
      setData(undefined)
      getWalletClient(config)
        .then((client) => client.writeContract({ address: p.address, abi: p.abi, functionName: p.functionName, args: p.args } as Parameters<typeof client.writeContract>[0]))
        .then((hash) => {
          if (p.recent) addRecent({ hash, description: p.recent.description })
          setData(hash)
        })
        .catch((e: unknown) => setError(e instanceof Error ? e : new Error(String(e))))
        .finally(() => setPending(false))
    },
    [config, addRecent],
  )
  return { writeContract, data, error, isPending, isError: error !== undefined }
}

export function useWaitForTransactionReceipt({ hash }: { hash: Hash | undefined }) {
  const config = useConfig()
  const refresh = useRefresh()
  const [receipt, setReceipt] = useState<TransactionReceipt>()
  useEffect(() => {
    setReceipt(undefined)
    if (!hash) return
    let live = true
    void waitForTransactionReceipt(config.getClient(), { hash })
      .then((r) => {
        if (!live) return
        setReceipt(r)
        void refresh()
      })
    return () => {
      live = false
    }
  }, [config, hash, refresh])
  return { data: receipt, isLoading: hash !== undefined && receipt === undefined, isSuccess: receipt !== undefined }
}

export function describeError(error: Error): string {
  return /reject/i.test(error.message) ? 'You rejected the request in your wallet.' : error.message
}

/**
 * wagmi 3's documented examples of the EIP-5792 status hooks (wagmi.sh/react/api/hooks),
 * with only the import path changed ('wagmi' -> '@porch/kit/react'): they must type-check
 * (tsc includes test/), and what they return is viem's GetCallsStatusReturnType, so an app
 * that reads `data.status === 'success'` and `data.receipts[i].status` compiles unchanged.
 * Examples that pass `config` or `connector` are left out: the kit's hooks read the
 * provider's config and its one connection.
 */
import type { GetCallsStatusReturnType as ViemGetCallsStatusReturnType } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import {
  useCallsStatus,
  useSendCallsSync,
  useWaitForCallsStatus,
  type GetCallsStatusReturnType,
  type UseCallsStatusReturnType,
  type UseWaitForCallsStatusReturnType,
} from '@porch/kit/react'
import { getCallsStatus, sendCallsSync, waitForCallsStatus, type Config } from '@porch/kit'

// useCallsStatus
export function CallsStatusApp() {
  const result = useCallsStatus({
    id: '0x1234567890abcdef',
  })
  return <p>{result.status}</p>
}

// useCallsStatus, its query: polled every second
export function CallsStatusPolledApp() {
  const result = useCallsStatus({
    id: '0x1234567890abcdef',
    query: {
      refetchInterval: 1_000,
    },
  })
  return <p>{result.data?.status}</p>
}

// useWaitForCallsStatus: the receipts of the final bundle
export function WaitForCallsStatusReceiptsApp({ id }: { id?: string }) {
  const { data, isLoading } = useWaitForCallsStatus({ id })
  if (isLoading) return <p>waiting</p>
  return (
    <ul>
      <li>{data?.status === 'success' ? 'Confirmed' : data?.status}</li>
      {data?.receipts?.map((receipt) => (
        <li key={receipt.transactionHash}>
          {receipt.status} in block {receipt.blockNumber.toString()}, gas {receipt.gasUsed.toString()}
        </li>
      ))}
    </ul>
  )
}

// @wagmi/core: getCallsStatus, waitForCallsStatus, sendCallsSync
export async function coreActions(config: Config) {
  const status = await getCallsStatus(config, {
    id: '0x1234567890abcdef',
  })
  const final = await waitForCallsStatus(config, {
    id: '0x1234567890abcdef',
  })
  const sync = await sendCallsSync(config, {
    calls: [{ to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: 1n }],
  })
  return [status.statusCode, final.receipts?.[0]?.status, sync.atomic]
}

describe('EIP-5792 status hooks: wagmi 3 (viem) types', () => {
  it('each returns viem\'s GetCallsStatusReturnType, with the kit\'s optional failure code beside it', () => {
    expectTypeOf<GetCallsStatusReturnType>().toExtend<ViemGetCallsStatusReturnType>()
    expectTypeOf<UseCallsStatusReturnType['data']>().toExtend<ViemGetCallsStatusReturnType | undefined>()
    expectTypeOf<UseWaitForCallsStatusReturnType['data']>().toExtend<ViemGetCallsStatusReturnType | undefined>()
    expectTypeOf(useSendCallsSync).returns.toHaveProperty('data').toExtend<ViemGetCallsStatusReturnType | undefined>()
    expectTypeOf<GetCallsStatusReturnType['status']>().toEqualTypeOf<'pending' | 'success' | 'failure' | undefined>()
    expectTypeOf<NonNullable<GetCallsStatusReturnType['receipts']>[number]['status']>().toEqualTypeOf<'success' | 'reverted'>()
    expectTypeOf<NonNullable<GetCallsStatusReturnType['receipts']>[number]['blockNumber']>().toEqualTypeOf<bigint>()
    expectTypeOf<GetCallsStatusReturnType['failure']>().toEqualTypeOf<'offchain' | 'reverted' | 'partiallyReverted' | 'unknown' | undefined>()
  })

  it('waitForCallsStatus takes wagmi\'s status predicate and throwOnFailure', () => {
    expectTypeOf(useWaitForCallsStatus).toBeCallableWith({ id: '0x1', status: ({ statusCode }: GetCallsStatusReturnType) => statusCode >= 200, throwOnFailure: true })
  })
})

// A component written against the hooks @wagmi/cli generated (src/generated.ts, its import
// rewritten from 'wagmi/codegen' to '@porch/kit/codegen'): `npm run typecheck` holds it to
// the kit's types, with the data types wagmi gives.
import type { Address, Hash } from 'viem'
import { expectTypeOf } from 'vitest'
import {
  useReadStoreGet,
  useReadTokenBalanceOf,
  useReadTokenSymbol,
  useSimulateTokenTransfer,
  useWatchTokenTransferEvent,
  useWriteTokenTransfer,
} from './generated'

const OWNER: Address = '0x000000000000000000000000000000000000bEEF'

export function Token() {
  const balance = useReadTokenBalanceOf({ args: [OWNER], chainId: 10 })
  expectTypeOf(balance.data).toEqualTypeOf<bigint | undefined>()
  const symbol = useReadTokenSymbol({ query: { select: (s) => s.toUpperCase() } })
  expectTypeOf(symbol.data).toEqualTypeOf<string | undefined>()
  // The overloaded `get`: the overload is picked by its arguments.
  const named = useReadStoreGet({ args: ['key'] })
  expectTypeOf(named.data).toEqualTypeOf<string | undefined>()
  const simulation = useSimulateTokenTransfer({ args: [OWNER, 1n] })
  expectTypeOf(simulation.data?.result).toEqualTypeOf<boolean | undefined>()
  const transfer = useWriteTokenTransfer({ mutation: { onMutate: () => ({ at: Date.now() }), onSuccess: (hash, _v, context) => void [hash, context.at] } })
  expectTypeOf(transfer.data).toEqualTypeOf<Hash | undefined>()
  expectTypeOf(transfer.context).toEqualTypeOf<{ at: number } | undefined>()
  useWatchTokenTransferEvent({ onLogs: (logs) => void logs.map((log) => log.args.value) })
  return (
    <button type="button" onClick={() => transfer.mutate({ args: [OWNER, 1n], chainId: 1 })}>
      {balance.data?.toString()} {symbol.data} {named.data}
    </button>
  )
}

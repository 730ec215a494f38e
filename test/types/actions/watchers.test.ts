/**
 * Block and transaction watchers: each action's types against @wagmi/core 3's (through 'wagmi/actions').
 * Where wagmi's type takes the config, both are instantiated on the same two-chain config;
 * `connector` is left out of parameters (it is the kit's Connector, see lib/README). What
 * still differs is pinned as it is, and listed in lib/README's wagmi table.
 */
import { describe, expectTypeOf, it } from 'vitest'
import type * as w from 'wagmi/actions'
import type * as kit from '@porch/kit'

describe('Block and transaction watchers', () => {
  it("watchBlockNumber: onBlockNumber, onError, emitOnBegin and poll as wagmi's; chainId any number (wagmi: one of the config's)", () => {
    expectTypeOf<kit.WatchBlockNumberReturnType>().toEqualTypeOf<w.WatchBlockNumberReturnType>()
    type Shared = 'onBlockNumber' | 'onError' | 'emitOnBegin' | 'emitMissed'
    expectTypeOf<Pick<kit.WatchBlockNumberParameters, Shared>>().toEqualTypeOf<Pick<w.WatchBlockNumberParameters, Shared>>()
    expectTypeOf<kit.WatchBlockNumberParameters['chainId']>().toEqualTypeOf<number | undefined>()
  })

  it('watchBlocks', () => {
    expectTypeOf<Omit<kit.WatchBlocksParameters, 'connector'>>().toEqualTypeOf<Omit<w.WatchBlocksParameters, 'connector'>>()
    expectTypeOf<kit.WatchBlocksReturnType>().toEqualTypeOf<w.WatchBlocksReturnType>()
  })

  it("watchPendingTransactions: onTransactions and onError as wagmi's; chainId any number (wagmi: one of the config's)", () => {
    expectTypeOf<kit.WatchPendingTransactionsReturnType>().toEqualTypeOf<w.WatchPendingTransactionsReturnType>()
    type Shared = 'onTransactions' | 'onError' | 'batch'
    expectTypeOf<Pick<kit.WatchPendingTransactionsParameters, Shared>>().toEqualTypeOf<Pick<w.WatchPendingTransactionsParameters, Shared>>()
    expectTypeOf<kit.WatchPendingTransactionsParameters['chainId']>().toEqualTypeOf<number | undefined>()
  })
})

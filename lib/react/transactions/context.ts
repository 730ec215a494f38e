import { createContext } from 'react'
import type { Address } from 'viem'
import type { TransactionStore } from '../../core/transactions/types'

/** The store the provider owns (PorchProvider in lib/react); null outside it. */
export const TransactionStoreContext = createContext<TransactionStore | null>(null)

/** The connected account and chain, as the provider knows them; empty when disconnected. */
export const TransactionAccountContext = createContext<{ address?: Address; chainId?: number }>({})

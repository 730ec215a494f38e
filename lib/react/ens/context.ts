import { createContext } from 'react'
import type { EnsResolver } from '../../core/ens/types'

/** The resolver the provider owns (PorchProvider in lib/react); null means no ENS lookups. */
export const EnsResolverContext = createContext<EnsResolver | null>(null)

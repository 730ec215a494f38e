// wagmi/chains' counterpart, as an app imports its chains after the move.
import { mainnet, optimism } from '@porch/kit/chains'

export const chains = [mainnet, optimism] as const

export { useConfig } from './context'
export { useAccount } from './useAccount'
export { useSwitchChain } from './useSwitchChain'
export { useQuery, useRefresh } from './useQuery'

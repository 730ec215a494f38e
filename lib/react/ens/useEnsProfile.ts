import type { Address } from 'viem'
import { useEnsAvatar, useEnsName } from './hooks'

/** ENS name and avatar of an address (both undefined when the app has no ENS resolver). */
export function useEnsProfile(address: Address | undefined): { name: string | undefined; avatar: string | undefined } {
  const name = useEnsName(address)
  const avatar = useEnsAvatar(name)
  return { name, avatar }
}

import { useContext, useEffect, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { EnsResolverContext } from './context'

export { EnsResolverContext } from './context'

const noopSubscribe = (): (() => void) => () => undefined

/**
 * Primary ENS name of `address`, or undefined until (or unless) one is known. Renders the
 * cached name at once and looks it up in the background when it is missing or older than
 * a day. Without a resolver in context it is always undefined (ENS is optional).
 *
 * Render the result as text only — never through dangerouslySetInnerHTML: the owner of
 * the name chooses its characters.
 */
export function useEnsName(address: Address | undefined): string | undefined {
  const resolver = useContext(EnsResolverContext)
  const getSnapshot = (): string | undefined => (resolver && address ? resolver.peekName(address) : undefined)
  const name = useSyncExternalStore(resolver ? resolver.subscribe : noopSubscribe, getSnapshot, getSnapshot)
  useEffect(() => {
    if (resolver && address) void resolver.lookupName(address)
  }, [resolver, address])
  return name
}

/** Avatar URL (https: or data:image/) of an ENS name; same rules as useEnsName. Use it only as an <img> src. */
export function useEnsAvatar(name: string | undefined): string | undefined {
  const resolver = useContext(EnsResolverContext)
  const getSnapshot = (): string | undefined => (resolver && name ? resolver.peekAvatar(name) : undefined)
  const avatar = useSyncExternalStore(resolver ? resolver.subscribe : noopSubscribe, getSnapshot, getSnapshot)
  useEffect(() => {
    if (resolver && name) void resolver.lookupAvatar(name)
  }, [resolver, name])
  return avatar
}

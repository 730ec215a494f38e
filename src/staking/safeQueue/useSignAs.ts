import { useCallback, useEffect, useState } from 'react'
import { getAddress, isAddress, type Address } from 'viem'
import { useAccount, useConfig } from '@porch/kit/react'

/** The owners the Safe has, and which of them the person at this screen signs as. */
export interface SignAs {
  /** The Safe's owners (empty until the host answered). */
  owners: readonly Address[]
  /** The owner chosen, if any. */
  owner: Address | undefined
  /** Choose (undefined: none); kept per Safe and chain across reloads. */
  choose(owner: Address | undefined): void
}

const parseAddress = (raw: unknown): Address | undefined => (typeof raw === 'string' && isAddress(raw, { strict: false }) ? getAddress(raw) : undefined)

/**
 * Safe{Wallet} never tells an app which owner's wallet is connected (by design), so the
 * person says it once: the choice is kept per Safe and chain, and only an address that is
 * one of the Safe's owners counts.
 */
export function useSignAs(): SignAs {
  const config = useConfig()
  const { address, chainId, connector } = useAccount()
  const key = address && chainId !== undefined ? `safeSigner.${chainId}.${address.toLowerCase()}` : undefined
  const [owners, setOwners] = useState<readonly Address[]>([])
  const [chosen, setChosen] = useState<Address | undefined>(() => (key ? config.storage.get(key, parseAddress) : undefined))
  useEffect(() => {
    let live = true
    connector?.getOwners?.().then(
      (o) => live && setOwners(o.owners),
      () => live && setOwners([]),
    )
    return () => {
      live = false
    }
  }, [connector])
  const choose = useCallback(
    (owner: Address | undefined) => {
      setChosen(owner)
      if (!key) return
      if (owner) config.storage.set(key, owner)
      else config.storage.remove(key)
    },
    [config, key],
  )
  const owner = chosen && owners.includes(chosen) ? chosen : undefined
  return { owners, owner, choose }
}

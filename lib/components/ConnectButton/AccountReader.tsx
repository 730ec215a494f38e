import { useEffect, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useEnsProfile } from '../../react/ens/useEnsProfile'
import { BalanceReader, type ButtonBalance } from './BalanceReader'

/** What the button shows beside the address once mounted: the balance and the ENS profile. */
export interface AccountExtras {
  balance: ButtonBalance | undefined
  ensName: string | undefined
  ensAvatar: string | undefined
}

/** Props of AccountReader: whose extras, the chain to read the balance on (none: no balance), and where they go. */
interface AccountReaderProps {
  address: Address
  chainId: number | undefined
  onChange: (extras: AccountExtras | undefined) => void
}

/**
 * Reads the shown account's ENS profile and balance and hands them up; renders nothing but
 * the balance reader. Loaded on demand once an account is shown (see useConnectButtonState):
 * the server and the hydrating page show the address alike, and the ENS hooks and the read
 * path stay out of the first load.
 */
export default function AccountReader({ address, chainId, onChange }: AccountReaderProps) {
  const { name, avatar } = useEnsProfile(address)
  const [balance, setBalance] = useState<ButtonBalance | undefined>()
  const extras = useMemo(() => ({ balance, ensName: name, ensAvatar: avatar }), [balance, name, avatar])
  useEffect(() => {
    onChange(extras)
    return () => onChange(undefined)
  }, [extras, onChange])
  return chainId === undefined ? null : <BalanceReader address={address} chainId={chainId} onChange={setBalance} />
}

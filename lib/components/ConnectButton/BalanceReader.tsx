import { useEffect, useMemo } from 'react'
import type { Address } from 'viem'
import { formatDisplayBalance } from '../../core/format/formatDisplayBalance'
import { useLocale } from '../../react/i18n/react'
import { useBalance, type Balance } from '../../react/useBalance'

/** A balance read for the button, with its display text in the reader's locale. */
export interface ButtonBalance {
  balance: Balance
  display: string
}

/** Props of BalanceReader: whose balance, on which chain, and where it goes. */
interface BalanceReaderProps {
  address: Address
  chainId: number
  onChange: (balance: ButtonBalance | undefined) => void
}

/**
 * Reads the connected account's balance for the ConnectButton and hands it up; renders
 * nothing. Loaded on demand with AccountReader once an account is shown, so the read path
 * (query hooks, viem's formatting) stays out of the first load.
 */
export function BalanceReader({ address, chainId, onChange }: BalanceReaderProps) {
  const { data } = useBalance({ address, chainId })
  const locale = useLocale()
  const shown = useMemo(
    () => (data ? { balance: data, display: formatDisplayBalance(data.value, data.decimals, data.symbol, locale) } : undefined),
    [data, locale],
  )
  useEffect(() => {
    onChange(shown)
    return () => onChange(undefined)
  }, [shown, onChange])
  return null
}

import { useEffect, useMemo, useState } from 'react'
import { formatDisplayBalance, shortenAddress, truncateName } from '../../format'
import { useAccountModal, useChainModal, useConnectModal } from '../ModalProvider/hooks'
import { useAccount, useConnectionStatus } from '../../react/useAccount'
import { useBalance } from '../../react/useBalance'
import { useHasPendingTransactions } from '../../transactions/hooks'
import { chainIconBackground, chainIconUrl } from '../../ui/ChainIcon/chainMeta'
import type { ConnectButtonAccount, ConnectButtonChain, ConnectButtonRendererProps } from './types'
import { useEnsProfile } from '../../ens/useEnsProfile'
import { useLocale } from '../../i18n/react'

/** Everything `ConnectButton.Custom` hands its children, derived from the store. */
export function useConnectButtonState(): ConnectButtonRendererProps {
  const account = useAccount()
  const status = useConnectionStatus()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  const address = account.isConnected ? account.address : undefined
  // Only a configured chain has a read client; on an unsupported chain there is no balance.
  const balance = useBalance({ address: account.chain ? address : undefined, chainId: account.chain?.id })
  const ens = useEnsProfile(address)
  const hasPendingTransactions = useHasPendingTransactions()
  const { openConnectModal, connectModalOpen } = useConnectModal()
  const { openAccountModal, accountModalOpen } = useAccountModal()
  const { openChainModal, chainModalOpen } = useChainModal()
  const locale = useLocale()

  const accountValue = useMemo<ConnectButtonAccount | undefined>(() => {
    if (!address) return undefined
    const b = balance.data
    return {
      address,
      balanceDecimals: b?.decimals,
      balanceFormatted: b?.formatted,
      balanceSymbol: b?.symbol,
      displayBalance: b ? formatDisplayBalance(b.value, b.decimals, b.symbol, locale) : undefined,
      displayName: ens.name ? truncateName(ens.name) : shortenAddress(address),
      ensAvatar: ens.avatar,
      ensName: ens.name,
      hasPendingTransactions,
    }
  }, [address, balance.data, ens.name, ens.avatar, hasPendingTransactions, locale])

  const chainValue = useMemo<ConnectButtonChain | undefined>(() => {
    if (!address || account.chainId === undefined) return undefined
    const chain = account.chain
    return {
      id: account.chainId,
      name: chain?.name,
      iconUrl: chainIconUrl(chain),
      iconBackground: chainIconBackground(chain),
      unsupported: account.isUnsupported,
    }
  }, [address, account.chainId, account.chain, account.isUnsupported])

  return {
    account: accountValue,
    chain: chainValue,
    openConnectModal,
    openAccountModal,
    openChainModal,
    connectModalOpen,
    accountModalOpen,
    chainModalOpen,
    mounted,
    // The store only knows "unauthenticated" when the app requires sign-in (SIWE).
    authenticationStatus: status === 'unauthenticated' ? 'unauthenticated' : undefined,
  }
}

import { useEffect, useMemo, useState } from 'react'
import { formatDisplayBalance, shortenAddress, truncateName } from '../../format'
import { useAccountModal, useChainModal, useConnectModal } from '../ModalProvider/hooks'
import { useAccount, useConnectionStatus } from '../../react/useAccount'
import { useAuth, type UseAuthReturnType } from '../../react/useAuth'
import type { Status } from '../../core/types'
import type { Address } from 'viem'
import { useBalance } from '../../react/useBalance'
import { useHasPendingTransactions } from '../../transactions/hooks'
import { chainIconBackground, chainIconUrl } from '../../ui/ChainIcon/chainMeta'
import type { AuthenticationStatus, ConnectButtonAccount, ConnectButtonChain, ConnectButtonRendererProps } from './types'
import { useEnsProfile } from '../../ens/useEnsProfile'
import { useLocale } from '../../i18n/react'

/** Everything `ConnectButton.Custom` hands its children, derived from the store. */
export function useConnectButtonState(): ConnectButtonRendererProps {
  const account = useAccount()
  const status = useConnectionStatus()
  const auth = useAuth()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  // A connection the server rendered stays shown while the wallet confirms it (`reconnecting`
  // with its account, see hydrate), so a returning user never sees 'Connect Wallet' first.
  const address = account.isConnected || account.isReconnecting ? account.address : undefined
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
    authenticationStatus: authenticationStatusOf(auth, status, address),
  }
}

/**
 * RainbowKit's field: undefined without sign-in, else the sign-in status. While the
 * connection the server rendered waits for its wallet (`reconnecting`), the session the
 * server knows (createAuthStore's `initialSession`) decides, so the server HTML and the
 * hydrating page show the signed-in account, or 'Connect Wallet' for a signed-out one.
 */
function authenticationStatusOf(auth: UseAuthReturnType, status: Status, address: Address | undefined): AuthenticationStatus | undefined {
  if (status === 'unauthenticated') return 'unauthenticated'
  if (!auth.required) return undefined
  // Another account's session does not sign this one in.
  if (auth.status === 'authenticated' && address && auth.address?.toLowerCase() !== address.toLowerCase()) return 'unauthenticated'
  return auth.status
}

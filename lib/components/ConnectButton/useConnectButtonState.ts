import { createElement, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import { shortenAddress } from '../../core/format/shortenAddress'
import { truncateName } from '../../core/format/truncateName'
import { useAccountModal, useChainModal, useConnectModal } from '../ModalProvider/hooks'
import { useAccount, useConnectionStatus } from '../../react/useAccount'
import { useAuth, type UseAuthReturnType } from '../../react/useAuth'
import type { Status } from '../../core/types'
import type { Address } from 'viem'
import type { AccountExtras } from './AccountReader'
import { useHasPendingTransactions } from '../../react/transactions/hooks'
import { chainIconBackground, chainIconUrl, useChainDisplay } from '../../ui/ChainIcon/chainMeta'
import type { AuthenticationStatus, ConnectButtonAccount, ConnectButtonChain, ConnectButtonState } from './types'

// The balance read (query hooks, viem's formatting) and the ENS profile load once an account is shown.
const AccountReader = lazy(() => import('./AccountReader'))

/**
 * Everything `ConnectButton.Custom` hands its children, derived from the store, and the
 * element that reads the balance (render it beside the children; it draws nothing).
 */
export function useConnectButtonState(): [ConnectButtonState, ReactNode] {
  const account = useAccount()
  const status = useConnectionStatus()
  const auth = useAuth()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  // A connection the server rendered stays shown while the wallet confirms it (`reconnecting`
  // with its account, see hydrate), so a returning user never sees 'Connect Wallet' first.
  const address = account.isConnected || account.isReconnecting ? account.address : undefined
  // Only a configured chain has a read client; on an unsupported chain there is no balance.
  // Read after mount only: the server and the hydrating client render no balance or ENS name alike.
  const [extras, setExtras] = useState<AccountExtras | undefined>()
  const reader =
    mounted && address
      ? createElement(Suspense, { fallback: null }, createElement(AccountReader, { address, chainId: account.chain?.id, onChange: setExtras }))
      : null
  const balanceData = extras?.balance
  const ens = { name: extras?.ensName, avatar: extras?.ensAvatar }
  const hasPendingTransactions = useHasPendingTransactions()
  const { openConnectModal, connectModalOpen } = useConnectModal()
  const { openAccountModal, accountModalOpen } = useAccountModal()
  const { openChainModal, chainModalOpen } = useChainModal()

  const accountValue = useMemo<ConnectButtonAccount | undefined>(() => {
    if (!address) return undefined
    const b = balanceData?.balance
    return {
      address,
      balanceDecimals: b?.decimals,
      balanceFormatted: b?.formatted,
      balanceSymbol: b?.symbol,
      displayBalance: balanceData?.display,
      displayName: ens.name ? truncateName(ens.name) : shortenAddress(address),
      ensAvatar: ens.avatar,
      ensName: ens.name,
      hasPendingTransactions,
    }
  }, [address, balanceData, ens.name, ens.avatar, hasPendingTransactions])

  const display = useChainDisplay()
  const chainValue = useMemo<ConnectButtonChain | undefined>(() => {
    if (!address || account.chainId === undefined) return undefined
    const chain = account.chain && display(account.chain)
    const iconUrl = chainIconUrl(chain)
    return {
      id: account.chainId,
      name: chain?.name,
      iconUrl,
      iconBackground: chainIconBackground(chain),
      hasIcon: iconUrl !== undefined,
      unsupported: account.isUnsupported,
    }
  }, [address, account.chainId, account.chain, account.isUnsupported, display])

  const props: ConnectButtonState = {
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
  return [props, reader]
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

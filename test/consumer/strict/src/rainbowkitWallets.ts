// RainbowKit's custom wallet list, as its docs write it: factories from the wallets entry, the config from the React entry.
import { connectorsForWallets, createConfig, getDefaultConfig, type Wallet, type WalletList } from '@porch/kit/react'
import { metaMaskWallet, rainbowWallet, trustWallet, walletConnectWallet } from '@porch/kit/wallets'
import { mainnet } from 'viem/chains'

const wallets: WalletList = [
  { groupName: 'Recommended', wallets: [metaMaskWallet, trustWallet] },
  { groupName: 'Others', wallets: [rainbowWallet, walletConnectWallet] },
]
export const trust: Wallet = trustWallet({ projectId: 'strict-app', appName: 'Strict app' })
export const config = createConfig({ chains: [mainnet], connectors: connectorsForWallets(wallets, { appName: 'Strict app', projectId: 'strict-app' }) })
export const defaults = getDefaultConfig({ appName: 'Strict app', projectId: 'strict-app', chains: [mainnet], ssr: true })

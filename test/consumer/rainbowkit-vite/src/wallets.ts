import { connectorsForWallets, getDefaultConfig, type WalletList } from '@rainbow-me/rainbowkit'
import { metaMaskWallet, rainbowWallet, trustWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets'
import { createConfig, http } from 'wagmi'
import { devnet } from './chains'

const env = import.meta.env

/** RainbowKit's "Custom Wallet List": the wallets this app lists, in its groups and order. */
export const walletGroups: WalletList = [
  { groupName: 'Recommended', wallets: [metaMaskWallet, trustWallet] },
  { groupName: 'Other', wallets: [rainbowWallet, walletConnectWallet] },
]

const appName = 'RainbowKit Vite App'
const projectId = env.VITE_WC_PROJECT_ID ?? 'YOUR_PROJECT_ID'
// WalletConnect's relay: the test's own on 127.0.0.1 (RainbowKit passes these to wagmi's walletConnect()).
const walletConnectParameters = env.VITE_WC_RELAY_URL ? { relayUrl: env.VITE_WC_RELAY_URL } : undefined

// One chain, the devnet: no mainnet, so nothing reads ENS from a public node.
const chains = [devnet] as const
const transports = { [devnet.id]: http() }

/** The Installation guide's `getDefaultConfig`, with the wallet list above. */
export const defaultConfig = getDefaultConfig({ appName, projectId, chains, transports, wallets: walletGroups, walletConnectParameters })

/** The same wallets through `connectorsForWallets` and wagmi's `createConfig` (the guide's second recipe). */
export const customConfig = createConfig({
  connectors: connectorsForWallets(walletGroups, { appName, projectId, walletConnectParameters }),
  chains,
  transports,
})

/** `?config=custom` picks the `connectorsForWallets` recipe; without it, `getDefaultConfig`'s. */
export const config = new URLSearchParams(location.search).get('config') === 'custom' ? customConfig : defaultConfig

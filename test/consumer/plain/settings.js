// The page's chains and WalletConnect relay (the test writes its own nodes' URLs here).
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const chains = [
  { id: 1101, name: 'Devnet A', nativeCurrency: ether, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
  { id: 31337, name: 'Devnet B', nativeCurrency: ether, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } },
]

/** WalletConnect's project and relay; without a relay URL the page offers injected wallets only. */
export const walletConnectOptions = { projectId: 'e2e0000000000000000000000000000e2e', relayUrl: undefined }

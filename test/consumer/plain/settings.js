// The page's chains and WalletConnect settings (the test writes its own nodes' and relay's URLs here).
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const chains = [
  { id: 1101, name: 'Devnet A', nativeCurrency: ether, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
  { id: 31337, name: 'Devnet B', nativeCurrency: ether, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } },
]

// Your project id from https://cloud.reown.com; with no relay URL, WalletConnect's own relay.
export const walletConnectOptions = { projectId: 'e2e0000000000000000000000000000e2e', relayUrl: undefined }

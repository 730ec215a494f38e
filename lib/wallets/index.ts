export type { DownloadUrls, GetUri, InstructionStep, Instructions, WalletDescriptor, WalletEntry } from './types'
export { InvalidWalletError, isHexColor, validateWallet, validateWallets } from './validate'
export { browserWallet } from './browserWallet'
export { safe } from './safe'
export { rainbow } from './rainbow'
export { coinbaseWallet } from './coinbaseWallet'
export { metaMask } from './metaMask'
export { walletConnect } from './walletConnect'
export { braveWallet } from './braveWallet'
export { popularWallets, defaultWalletGroups, type WalletGroup } from './popular'
export {
  buildWalletEntries,
  getWalletSuggestions,
  groupWalletList,
  isListed,
  mobileWallets,
  sortWalletList,
  GET_WALLET_LIMIT,
  INSTALLED_GROUP,
  MAX_RECENT_WALLETS,
  RECENT_GROUP,
  type BuildWalletListParameters,
} from './list'
export { addRecentWalletId, getRecentWalletIds } from './recent'
export { clearDeepLinkChoice, getDeepLinkChoice, setDeepLinkChoice, type DeepLinkChoice } from './deepLink'

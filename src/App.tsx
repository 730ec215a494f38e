import { ModalProvider, PorchProvider, WatchAssetsContext } from '@porch/kit/react'
import { SiteAuth } from './auth/SiteAuth'
import { SIWE_ENABLED } from './auth/useSiteAuth'
import { liveness, tokens } from './config'
import { StakingScreen } from './staking/StakingScreen'
import { createWalletConfig } from './wallet'

/** Tokens the account modal offers to add to the wallet (wallet_watchAsset, EIP-747). */
/** The site's own words in the Connect modal (the kit's defaults name no token). */
const appInfo = {
  walletIntro: 'Wallets are used to send, receive, store and show digital assets like MANGO.',
  mobileWalletIntro: 'A safe place to keep, send and receive digital assets like MANGO. It is also how you log in to apps like this one.',
}

const watchAssets = [tokens.mango, tokens.pMango, tokens.usdc].map(({ address, symbol, decimals }) => ({ address, symbol, decimals }))

/**
 * The site's one wallet config, made once per page. Not in useState: React StrictMode runs
 * state initialisers twice in development, which would leave a second config's EIP-6963
 * listeners (and WalletConnect core) behind. The kit itself keeps no module-level state.
 */
const config = createWalletConfig()

export function App() {
  const site = (
    <WatchAssetsContext.Provider value={watchAssets}>
      <ModalProvider appInfo={appInfo}>
        <StakingScreen />
      </ModalProvider>
    </WatchAssetsContext.Provider>
  )
  return (
    <PorchProvider
      config={config}
      ensRpcUrl={import.meta.env.VITE_ENS_RPC_URL || undefined}
      safePollInterval={Number(import.meta.env.VITE_SAFE_POLL_INTERVAL) || undefined}
      refreshInterval={liveness.refreshInterval}
    >
      {/* Sign-In with Ethereum only in builds made with VITE_SIWE=on; otherwise not even its wrapper is built. */}
      {SIWE_ENABLED ? <SiteAuth config={config}>{site}</SiteAuth> : site}
    </PorchProvider>
  )
}

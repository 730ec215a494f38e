import { useCallback, useMemo, useState } from 'react'
import type { Config, Locale } from '@porch/kit'
import { ModalProvider, PorchProvider, WatchAssetsContext } from '@porch/kit/react'
import { SiteAuth } from './auth/SiteAuth'
import { SIWE_ENABLED } from './auth/useSiteAuth'
import { liveness, tokens } from './config'
import { useSiteMessages } from './i18n/catalogue'
import { numberSupport } from './i18n/numbers'
import { siteCatalogue } from './i18n/siteCatalogue'
import { screen } from './i18n/en/screen'
import { initialLocale, rememberLocale } from './i18n/language'
import { DocumentLocale, LanguageChoiceContext } from './i18n/LanguageMenu'
import { lastConnection } from './lastConnection'
import { StakingScreen } from './staking/StakingScreen'

/** Tokens the account modal offers to add to the wallet (wallet_watchAsset, EIP-747). */
const watchAssets = [tokens.mango, tokens.pMango, tokens.usdc].map(({ address, symbol, decimals }) => ({ address, symbol, decimals }))

const catalogues = [siteCatalogue, numberSupport]

/**
 * The site. `config` is the page's one wallet config, made once by main.tsx (`createWalletConfig`):
 * not in useState, because React StrictMode runs state initialisers twice in development, which
 * would leave a second config's EIP-6963 listeners (and WalletConnect core) behind.
 */
export function App({ config }: { config: Config }) {
  const [locale, setLocale] = useState<Locale>(() => initialLocale(config.storage, typeof navigator === 'undefined' ? [] : navigator.languages))
  const choose = useCallback(
    (next: Locale) => {
      rememberLocale(config.storage, next)
      setLocale(next)
    },
    [config],
  )
  const choice = useMemo(() => ({ value: locale, onChange: choose }), [locale, choose])
  // Read once, before the first render: the returning holder's account is in the first paint.
  const [initialState] = useState(() => lastConnection(config.storage))
  const site = (
    <WatchAssetsContext.Provider value={watchAssets}>
      <SiteModals>
        <StakingScreen />
      </SiteModals>
    </WatchAssetsContext.Provider>
  )
  return (
    <PorchProvider
      config={config}
      initialState={initialState}
      ensRpcUrl={import.meta.env.VITE_ENS_RPC_URL || undefined}
      refreshInterval={liveness.refreshInterval}
      locale={locale}
      catalogues={catalogues}
    >
      <DocumentLocale />
      <LanguageChoiceContext.Provider value={choice}>
        {/* Sign-In with Ethereum only in builds made with VITE_SIWE=on; otherwise not even its wrapper is built. */}
        {SIWE_ENABLED ? <SiteAuth config={config}>{site}</SiteAuth> : site}
      </LanguageChoiceContext.Provider>
    </PorchProvider>
  )
}

/** The modals, with the site's own words in the Connect modal (the kit's defaults name no token). */
function SiteModals({ children }: { children: React.ReactNode }) {
  const t = useSiteMessages('screen', screen)
  const walletIntro = t('walletIntro')
  const mobileWalletIntro = t('mobileWalletIntro')
  const appInfo = useMemo(() => ({ walletIntro, mobileWalletIntro }), [walletIntro, mobileWalletIntro])
  return <ModalProvider appInfo={appInfo}>{children}</ModalProvider>
}

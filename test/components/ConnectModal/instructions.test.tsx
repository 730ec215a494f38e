// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { IntroPanel } from '../../../lib/components/ConnectModal/panels/IntroPanel'
import { InstructionsExtensionPanel, InstructionsMobilePanel } from '../../../lib/components/ConnectModal/panels/InstructionsPanel'
import type { PanelProps } from '../../../lib/components/ConnectModal/panels/types'
import { AppInfoContext, DEFAULT_APP_INFO } from '../../../lib/components/ModalProvider/appInfo'
import { LocaleProvider } from '../../../lib/react/i18n/react'
import type { Locale } from '../../../lib/core/i18n/locales'
import type { WalletDescriptor, WalletEntry } from '../../../lib/core/wallets/types'
import { coinbaseWallet } from '../../../lib/core/wallets/coinbaseWallet'
import { metaMask } from '../../../lib/core/wallets/metaMask'
import { safe } from '../../../lib/core/wallets/safe'
import { browserWallet } from '../../../lib/core/wallets/browserWallet'
import { ConnectPanel } from '../../../lib/components/ConnectModal/panels/ConnectPanel'
import de from '../../../lib/core/i18n/locales/de'

const deWallets = de.wallets

afterEach(cleanup)

const entry = (descriptor: WalletDescriptor) => ({ id: descriptor.id, name: descriptor.name, descriptor }) as WalletEntry
const props = (descriptor: WalletDescriptor) => ({ wallet: entry(descriptor), go: () => {}, connectWallet: () => {} }) as unknown as PanelProps

function inLocale(locale: Locale, ui: React.ReactNode, walletIntro?: string) {
  render(
    <LocaleProvider locale={locale} catalogues={[]}>
      <AppInfoContext.Provider value={{ ...DEFAULT_APP_INFO, walletIntro }}>{ui}</AppInfoContext.Provider>
    </LocaleProvider>,
  )
}

describe('wallet set-up guides (en|de)', () => {
  it('en: a built-in wallet reads as its English guide, `{wallet}` filled in', () => {
    inLocale('en', <InstructionsExtensionPanel {...props(metaMask)} />)
    screen.getByText('Install the MetaMask extension')
    screen.getByText('Pin MetaMask to your toolbar for quick access.')
    screen.getByText('Refresh your browser')
  })

  it('de: a built-in wallet follows the locale', async () => {
    inLocale('de', <InstructionsMobilePanel {...props(coinbaseWallet)} />)
    await screen.findByText('Öffne die Coinbase Wallet-App', undefined, { timeout: 5000 })
    screen.getByText('Du kannst deine Wallet mit der Cloud-Sicherung sichern.')
    expect(screen.queryByText('Tap the scan button')).toBeNull()
  })

  it('de: an app’s own wallet keeps its literal words', async () => {
    const custom: WalletDescriptor = {
      ...metaMask,
      id: 'acme',
      name: 'Acme',
      extension: { instructions: { learnMoreUrl: 'https://acme.example', steps: [{ step: 'install', title: 'Get Acme', description: 'Acme’s own words.' }] } },
    }
    inLocale('de', <InstructionsExtensionPanel {...props(custom)} />)
    await screen.findByText('NEU LADEN', undefined, { timeout: 5000 })
    screen.getByText('Acme’s own words.')
    screen.getByText('Get Acme')
  })

  it('de: the default intro is the kit’s, translated; an app’s own intro wins', async () => {
    inLocale('de', <IntroPanel onGetWallet={() => {}} />)
    await screen.findByText('Mit Wallets sendest, empfängst, verwahrst und zeigst du digitale Werte.', undefined, { timeout: 5000 })
    cleanup()
    inLocale('en', <IntroPanel onGetWallet={() => {}} />)
    screen.getByText('Wallets are used to send, receive, store and show digital assets.')
    cleanup()
    inLocale('de', <IntroPanel onGetWallet={() => {}} />, 'Acme intro.')
    screen.getByText('Acme intro.')
  })
})

describe('a built-in wallet that is not ready (en|de)', () => {
  const notReady = (descriptor: WalletDescriptor) =>
    ({
      wallet: { ...entry(descriptor), ready: false, extensionDownloadUrl: descriptor.downloadUrls?.browserExtension },
      connection: { state: { status: 'idle' } },
      go: () => {},
      connectWallet: () => {},
    }) as unknown as PanelProps

  it('de: Safe’s hint and button follow the locale (catalogue keys, not English strings)', async () => {
    inLocale('de', <ConnectPanel {...notReady(safe)} />)
    await screen.findByText(deWallets.safeNotReady, undefined, { timeout: 5000 })
    screen.getByText(deWallets.safeOpenCaps)
    expect(screen.queryByText(/Safe connects when you open this site/)).toBeNull()
  })

  it('en: the browser wallet’s hint and button in English', () => {
    inLocale('en', <ConnectPanel {...notReady(browserWallet)} />)
    screen.getByText('No wallet was found in this browser. Install a wallet extension, then refresh this page.')
    screen.getByText('FIND A WALLET')
  })
})

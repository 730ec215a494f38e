// @vitest-environment jsdom
/**
 * RainbowKit 2.2.11's documented usages (rainbowkit.com: Installation, Theming, Custom
 * ConnectButton, WalletButton, Authentication, Custom avatar, Disclaimer, Localization,
 * Chains), with only the import paths rewritten ('@rainbow-me/rainbowkit' ->
 * '@porch/kit/react', '@rainbow-me/rainbowkit/components' -> '@porch/kit/components'): they
 * must type-check (tsc includes test/), and each export exists at run time with its shape.
 */
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import { createSiweMessage } from 'viem/siwe'
import { mainnet } from 'viem/chains'
import * as react from '@porch/kit/react'
import {
  ConnectButton,
  createAuthenticationAdapter,
  cssObjectFromTheme,
  cssStringFromTheme,
  darkTheme,
  lightTheme,
  midnightTheme,
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  WalletButton,
  type AuthenticationConfig,
  type AuthenticationStatus,
  type AvatarComponent,
  type Chain,
  type DisclaimerComponent,
  type Locale,
  type RainbowKitProviderProps,
  type Theme,
  type WalletButtonRendererProps,
} from '@porch/kit/react'
import * as components from '@porch/kit/components'
import { Avatar, EmojiAvatar, emojiAvatarForAddress, type AccountModalProps, type AvatarProps, type ChainModalProps, type EmojiAvatarProps } from '@porch/kit/components'

afterEach(cleanup)

// Theming
const themes: Array<RainbowKitProviderProps['theme']> = [
  darkTheme(),
  darkTheme({ accentColor: '#7b3fe4', accentColorForeground: 'white', borderRadius: 'small', fontStack: 'system', overlayBlur: 'small' }),
  midnightTheme({ ...midnightTheme.accentColors.purple }),
  { lightMode: lightTheme(), darkMode: darkTheme() },
  null,
]
const myCustomTheme: Theme = {
  blurs: { modalOverlay: 'blur(0px)' },
  colors: {
    accentColor: '#0E76FD', accentColorForeground: '#FFF', actionButtonBorder: 'rgba(0, 0, 0, 0.04)', actionButtonBorderMobile: 'rgba(0, 0, 0, 0.06)',
    actionButtonSecondaryBackground: 'rgba(0, 0, 0, 0.06)', closeButton: 'rgba(60, 66, 66, 0.8)', closeButtonBackground: 'rgba(0, 0, 0, 0.06)',
    connectButtonBackground: '#FFF', connectButtonBackgroundError: '#FF494A', connectButtonInnerBackground: 'linear-gradient(0deg, rgba(0, 0, 0, 0.03), rgba(0, 0, 0, 0.06))',
    connectButtonText: '#25292E', connectButtonTextError: '#FFF', connectionIndicator: '#30E000', downloadBottomCardBackground: '#fff', downloadTopCardBackground: '#eee',
    error: '#FF494A', generalBorder: 'rgba(0, 0, 0, 0.06)', generalBorderDim: 'rgba(0, 0, 0, 0.03)', menuItemBackground: 'rgba(60, 66, 66, 0.1)',
    modalBackdrop: 'rgba(0, 0, 0, 0.3)', modalBackground: '#FFF', modalBorder: 'transparent', modalText: '#25292E', modalTextDim: 'rgba(60, 66, 66, 0.3)',
    modalTextSecondary: 'rgba(60, 66, 66, 0.6)', profileAction: '#FFF', profileActionHover: 'rgba(255, 255, 255, 0.5)', profileForeground: 'rgba(60, 66, 66, 0.06)',
    selectedOptionBorder: 'rgba(60, 66, 66, 0.1)', standby: '#FFD641',
  },
  fonts: { body: 'system-ui' },
  radii: { actionButton: '9999px', connectButton: '12px', menuButton: '12px', modal: '24px', modalMobile: '28px' },
  shadows: { connectButton: 'none', dialog: 'none', profileDetailsAction: 'none', selectedOption: 'none', selectedWallet: 'none', walletLogo: 'none' },
}
const css: string = cssStringFromTheme(darkTheme, { extends: lightTheme })
const cssObject: { [cssVarName: string]: string } = cssObjectFromTheme(lightTheme)

// Disclaimer and custom avatar
const Disclaimer: DisclaimerComponent = ({ Text, Link }) => (
  <Text>
    By connecting your wallet, you agree to the <Link href="https://termsofservice.xyz">Terms of Service</Link> and acknowledge you have read and understand the
    protocol <Link href="https://disclaimer.xyz">Disclaimer</Link>
  </Text>
)
const CustomAvatar: AvatarComponent = ({ address, ensImage, size }) => {
  const color = address.slice(2, 8)
  return ensImage ? (
    <img src={ensImage} width={size} height={size} style={{ borderRadius: 999 }} alt="" />
  ) : (
    <div style={{ backgroundColor: `#${color}`, borderRadius: 999, height: size, width: size }}>:^)</div>
  )
}

function Providers({ children, locale }: { children: ReactNode; locale: Locale }) {
  return (
    <RainbowKitProvider
      theme={myCustomTheme}
      appInfo={{ appName: 'RainbowKit Demo', learnMoreUrl: 'https://learnaboutcryptopage.com', disclaimer: Disclaimer }}
      avatar={CustomAvatar}
      locale={locale}
      initialChain={mainnet}
      modalSize="compact"
      coolMode
      showRecentTransactions={true}
      id="my-rainbowkit"
    >
      {children}
    </RainbowKitProvider>
  )
}

// Custom ConnectButton (the documentation's example, whole)
export const CustomButton = () => (
  <ConnectButton.Custom>
    {({ account, chain, openAccountModal, openChainModal, openConnectModal, authenticationStatus, mounted }) => {
      const ready = mounted && authenticationStatus !== 'loading'
      const connected = ready && account && chain && (!authenticationStatus || authenticationStatus === 'authenticated')
      return (
        <div {...(!ready && { 'aria-hidden': true, style: { opacity: 0, pointerEvents: 'none', userSelect: 'none' } })}>
          {(() => {
            if (!connected) return <button onClick={openConnectModal} type="button">Connect Wallet</button>
            if (chain.unsupported) return <button onClick={openChainModal} type="button">Wrong network</button>
            return (
              <div style={{ display: 'flex', gap: 12 }}>
                <button onClick={openChainModal} style={{ display: 'flex', alignItems: 'center' }} type="button">
                  {chain.hasIcon && (
                    <div style={{ background: chain.iconBackground, width: 12, height: 12, borderRadius: 999, overflow: 'hidden', marginRight: 4 }}>
                      {chain.iconUrl && <img alt={chain.name ?? 'Chain icon'} src={chain.iconUrl} style={{ width: 12, height: 12 }} />}
                    </div>
                  )}
                  {chain.name}
                </button>
                <button onClick={openAccountModal} type="button">
                  {account.displayName}
                  {account.displayBalance ? ` (${account.displayBalance})` : ''}
                </button>
              </div>
            )
          })()}
        </div>
      )
    }}
  </ConnectButton.Custom>
)

// WalletButton
export const Wallets = () => (
  <>
    <WalletButton />
    <WalletButton wallet="metamask" />
    <WalletButton.Custom wallet="rainbow">
      {({ ready, connect, connector, error, loading, connected, mounted }) => (
        <button type="button" disabled={!ready || !mounted || loading || connected} onClick={connect} data-error={error}>
          Connect {connector.name}
        </button>
      )}
    </WalletButton.Custom>
  </>
)

// Authentication
const authenticationAdapter = createAuthenticationAdapter({
  getNonce: async () => {
    const response = await fetch('/api/nonce')
    return await response.text()
  },
  createMessage: ({ nonce, address, chainId }) =>
    createSiweMessage({ domain: 'example.com', address, statement: 'Sign in with Ethereum to the app.', uri: 'https://example.com', version: '1', chainId, nonce }),
  verify: async ({ message, signature }) => {
    const verifyRes = await fetch('/api/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message, signature }) })
    return Boolean(verifyRes.ok)
  },
  signOut: async () => {
    await fetch('/api/logout')
  },
})
export const Auth = ({ status, children }: { status: AuthenticationStatus; children: ReactNode }) => (
  <RainbowKitAuthenticationProvider adapter={authenticationAdapter} status={status} enabled>
    {children}
  </RainbowKitAuthenticationProvider>
)

// Chains with icons (the custom-chain recipe)
const avalanche = {
  id: 43_114,
  name: 'Avalanche',
  iconUrl: 'https://example.com/avalanche.png',
  iconBackground: '#fff',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
} as const satisfies Chain
const lazyIcon: Chain = { ...mainnet, iconUrl: async () => 'https://example.com/eth.svg' }

describe("RainbowKit's documented usages", () => {
  it('type-check with the imports rewritten', () => {
    expectTypeOf(themes).toBeArray()
    expectTypeOf(css).toBeString()
    expectTypeOf(cssObject).toEqualTypeOf<{ [cssVarName: string]: string }>()
    expectTypeOf<AuthenticationConfig<string>['status']>().toEqualTypeOf<'loading' | 'unauthenticated' | 'authenticated'>()
    expectTypeOf<Locale>().toExtend<string>()
    expectTypeOf<'en-US' | 'zh-CN' | 'pt-BR' | 'uk-UA' | 'zh-Hant' | 'fa'>().toExtend<Locale>()
    expectTypeOf<EmojiAvatarProps>().toEqualTypeOf<{ address: string; ensImage?: string | null; size: number }>()
    expectTypeOf<AvatarProps>().toEqualTypeOf<{ address: string; loading?: boolean; imageUrl?: string | null; size: number }>()
    expectTypeOf<AccountModalProps>().toEqualTypeOf<{ open: boolean; onClose: () => void }>()
    expectTypeOf<ChainModalProps>().toEqualTypeOf<{ open: boolean; onClose: () => void }>()
    expectTypeOf(avalanche.iconBackground).toEqualTypeOf<'#fff'>()
    expectTypeOf(lazyIcon.iconUrl).toEqualTypeOf<string | (() => Promise<string>) | null | undefined>()
    expectTypeOf(Providers).toBeFunction()
    expectTypeOf<WalletButtonRendererProps['wallet']>().toEqualTypeOf<string | undefined>()
  })

  it("exist at run time: RainbowKit's root names in @porch/kit/react, its ./components names in @porch/kit/components", () => {
    for (const name of [
      'ConnectButton', 'WalletButton', 'RainbowKitProvider', 'useAccountModal', 'useChainModal', 'useConnectModal', 'useAddRecentTransaction',
      'RainbowKitAuthenticationProvider', 'createAuthenticationAdapter', 'lightTheme', 'darkTheme', 'midnightTheme', 'cssStringFromTheme', 'cssObjectFromTheme',
    ]) {
      expect([name, typeof (react as Record<string, unknown>)[name]]).toEqual([name, 'function'])
    }
    for (const name of ['ConnectButton', 'WalletButton', 'RainbowKitProvider', 'AccountModal', 'ChainModal', 'Avatar', 'EmojiAvatar', 'emojiAvatarForAddress']) {
      expect([name, typeof (components as Record<string, unknown>)[name]]).toEqual([name, 'function'])
    }
    expect(components.ConnectButton).toBe(react.ConnectButton)
    expect(components.RainbowKitProvider).toBe(react.RainbowKitProvider)
    expect(typeof ConnectButton.Custom).toBe('function')
    expect(typeof WalletButton.Custom).toBe('function')
  })

  it('emojiAvatarForAddress gives the same emoji and colour for an address in any letter case; EmojiAvatar draws it, or the ENS image', () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const a = emojiAvatarForAddress(address)
    expect(a).toEqual(emojiAvatarForAddress(address.toLowerCase()))
    expect(a.color).toMatch(/^#[0-9A-F]{6}$/i)
    expect(a.emoji.length).toBeGreaterThan(0)
    render(
      <>
        <div data-testid="emoji">
          <EmojiAvatar address={address} size={32} />
        </div>
        <div data-testid="image">
          <EmojiAvatar address={address} ensImage="https://example.com/me.png" size={32} />
        </div>
        <div data-testid="kit-avatar">
          <Avatar address={address} size={20} />
        </div>
      </>,
    )
    expect(screen.getByTestId('emoji').textContent).toBe(a.emoji)
    expect(screen.getByTestId('image').querySelector('img')?.getAttribute('src')).toBe('https://example.com/me.png')
    expect(screen.getByTestId('kit-avatar').querySelector('[data-avatar="generated"]')).not.toBeNull()
  })
})

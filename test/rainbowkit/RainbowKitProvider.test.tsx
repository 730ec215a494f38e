// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { defineChain } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ConnectButton,
  darkTheme,
  lightTheme,
  RainbowKitProvider,
  type AvatarComponent,
  type ConnectButtonRendererProps,
  type DisclaimerComponent,
  type RainbowKitProviderProps,
} from '@porch/kit/react'
import { propertyName, themeVars } from '../../lib/theme/theme'
import { ACCOUNT, createTestKit, rpcHandler, type KitOptions } from '../ui/kit'
import { installMatchMedia } from '../ui/matchMedia'
import { startRpcServer } from '../ui/rpcServer'

const LAZY = { timeout: 10_000 }
const accent = propertyName(themeVars.colors.accent)
const background = propertyName(themeVars.colors.modalBackground)

let rpc: Awaited<ReturnType<typeof startRpcServer>>
let media: ReturnType<typeof installMatchMedia>
beforeAll(async () => {
  rpc = await startRpcServer(rpcHandler)
})
afterAll(() => rpc.close())
beforeEach(() => {
  media = installMatchMedia(window, { width: 1024 })
})
afterEach(() => {
  cleanup()
  media.restore()
})

function kitWith(props: Omit<RainbowKitProviderProps, 'children'>, options: Partial<KitOptions> = {}) {
  return createTestKit({ rpcUrl: rpc.url, wrap: (children: ReactNode) => <RainbowKitProvider {...props}>{children}</RainbowKitProvider>, ...options })
}

/** The element that carries the theme for the app's part of the page (ModalProvider's root). */
const themeRoot = (el: HTMLElement) => el.querySelector<HTMLElement>('[data-connect-button]')?.parentElement

describe('RainbowKitProvider theme', () => {
  it('sets a theme object\'s tokens as the kit\'s custom properties through the CSSOM, with no <style> element and no style string in the server HTML', () => {
    const theme = darkTheme({ accentColor: '#123456' })
    const kit = kitWith({ theme })
    const html = renderToString(
      <kit.Providers>
        <ConnectButton />
      </kit.Providers>,
    )
    expect(html).not.toContain('#123456')
    const styles = document.querySelectorAll('style').length
    const { container } = render(
      <kit.Providers>
        <ConnectButton />
      </kit.Providers>,
    )
    const root = themeRoot(container)
    expect(root?.style.getPropertyValue(accent)).toBe('#123456')
    expect(root?.style.getPropertyValue(background)).toBe(theme.colors.modalBackground)
    expect(document.querySelectorAll('style').length).toBe(styles)
  })

  it('defaults to lightTheme() and follows prefers-color-scheme for a { lightMode, darkMode } pair', () => {
    const kit = kitWith({})
    const view = render(
      <kit.Providers>
        <ConnectButton />
      </kit.Providers>,
    )
    expect(themeRoot(view.container)?.style.getPropertyValue(accent)).toBe(lightTheme().colors.accentColor)
    cleanup()
    media.restore()
    media = installMatchMedia(window, { width: 1024, dark: true })
    const pair = kitWith({ theme: { lightMode: lightTheme({ accentColor: '#111111' }), darkMode: darkTheme({ accentColor: '#222222' }) } })
    const dark = render(
      <pair.Providers>
        <ConnectButton />
      </pair.Providers>,
    )
    expect(themeRoot(dark.container)?.style.getPropertyValue(accent)).toBe('#222222')
  })

  it('null sets no theme values; a theme function instead of its theme is refused in words', () => {
    const kit = kitWith({ theme: null })
    const view = render(
      <kit.Providers>
        <ConnectButton />
      </kit.Providers>,
    )
    expect(themeRoot(view.container)?.style.getPropertyValue(background)).toBe('')
    cleanup()
    const bad = kitWith({ theme: darkTheme as never })
    const quiet = console.error
    console.error = () => {}
    try {
      expect(() =>
        render(
          <bad.Providers>
            <ConnectButton />
          </bad.Providers>,
        ),
      ).toThrow('Invalid theme: call the theme function, e.g. theme={darkTheme()}, not theme={darkTheme}.')
    } finally {
      console.error = quiet
    }
  })
})

describe('RainbowKitProvider appInfo, avatar, locale, chains', () => {
  it('draws appInfo.disclaimer with the kit\'s Text and Link under the wallet list', async () => {
    const Disclaimer: DisclaimerComponent = ({ Text, Link }) => (
      <Text>
        By connecting you agree to the <Link href="https://example.com/terms">Terms of Service</Link>
      </Text>
    )
    const kit = kitWith({ appInfo: { appName: 'Demo', learnMoreUrl: 'https://example.com/learn', disclaimer: Disclaimer } })
    render(
      <kit.Providers>
        <ConnectButton />
      </kit.Providers>,
    )
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' })))
    const disclaimer = await screen.findByTestId('connect-disclaimer', undefined, LAZY)
    // The modal carries the theme's values too (lightTheme(), the default).
    expect(screen.getByRole('dialog').style.getPropertyValue(accent)).toBe(lightTheme().colors.accentColor)
    expect(disclaimer.textContent).toBe('By connecting you agree to the Terms of Service')
    const link = within(disclaimer).getByRole('link', { name: 'Terms of Service' })
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://example.com/terms', '_blank', 'noopener noreferrer'])
  })

  it("draws the app's avatar component wherever the kit draws an account's avatar", async () => {
    const seen: Array<{ address: string; size: number }> = []
    const Mine: AvatarComponent = ({ address, size }) => {
      seen.push({ address, size })
      return <span data-testid="my-avatar">{address.slice(2, 6)}</span>
    }
    const kit = kitWith({ avatar: Mine })
    await kit.connect()
    render(
      <kit.Providers>
        <ConnectButton />
      </kit.Providers>,
    )
    const account = screen.getByTestId('account-button')
    expect(within(account).getByTestId('my-avatar').textContent).toBe(ACCOUNT.slice(2, 6))
    expect(seen.at(-1)).toEqual({ address: ACCOUNT, size: 24 })
    act(() => fireEvent.click(account))
    const dialog = await screen.findByRole('dialog', undefined, LAZY)
    await waitFor(() => expect(within(dialog).getByTestId('my-avatar')).toBeTruthy())
    expect(seen.some((s) => s.size === 56)).toBe(true)
  })

  it.each([
    ['en-US', 'Connect Wallet'],
    ['zh-CN', '连接钱包'],
    ['pt', 'Conectar carteira'],
  ] as const)("locale '%s' speaks that language's kit catalogue", async (locale, label) => {
    const kit = kitWith({ locale })
    render(
      <kit.Providers>
        <ConnectButton />
      </kit.Providers>,
    )
    await screen.findByRole('button', { name: label }, LAZY)
  })

  it("gives chains RainbowKit knows its name and an icon (chain.hasIcon), and always passes callable openers", async () => {
    const optimism = defineChain({ id: 10, name: 'OP Mainnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpc.url] } } })
    const kit = kitWith({}, { chains: [optimism], chainId: 10, knownChains: [10] })
    await kit.connect()
    let last: ConnectButtonRendererProps | undefined
    render(
      <kit.Providers>
        <ConnectButton />
        <ConnectButton.Custom>{(p) => ((last = p), null)}</ConnectButton.Custom>
      </kit.Providers>,
    )
    expect(last?.chain).toMatchObject({ id: 10, name: 'Optimism', hasIcon: true, iconBackground: '#ff5a57' })
    expect(last?.chain?.iconUrl?.startsWith('data:image/svg+xml,')).toBe(true)
    // Connected: the Connect modal may not open, yet its opener is a function (doing nothing).
    expect(typeof last?.openConnectModal).toBe('function')
    act(() => last?.openConnectModal())
    expect(last?.connectModalOpen).toBe(false)
    expect(screen.getByTestId('chain-button').textContent).toContain('Optimism')
  })

  it('refuses an initialChain that is not one of the config\'s chains', () => {
    const kit = kitWith({ initialChain: 5 })
    const quiet = console.error
    console.error = () => {}
    try {
      expect(() => render(<kit.Providers>{null}</kit.Providers>)).toThrow("initialChain 5 is not one of the config's chains (1101, 2442).")
    } finally {
      console.error = quiet
    }
  })

  it("lists recent transactions in the account modal only with showRecentTransactions (RainbowKit's default: off)", async () => {
    for (const show of [false, true]) {
      const kit = kitWith(show ? { showRecentTransactions: true } : {})
      await kit.connect()
      act(() => kit.transactions.addTransaction(ACCOUNT, 1101, { hash: `0x${'ab'.repeat(32)}`, description: 'Harvest' }))
      render(
        <kit.Providers>
          <ConnectButton />
        </kit.Providers>,
      )
      act(() => fireEvent.click(screen.getByTestId('account-button')))
      const dialog = await screen.findByRole('dialog', undefined, LAZY)
      await within(dialog).findByRole('button', { name: /Disconnect/ }, LAZY)
      expect([show, within(dialog).queryByText('Harvest') !== null]).toEqual([show, show])
      cleanup()
    }
  })

  it('asks the wallet for initialChain when it connects from the modal', async () => {
    const kit = kitWith({ initialChain: 2442 })
    render(
      <kit.Providers>
        <ConnectButton />
      </kit.Providers>,
    )
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' })))
    const picker = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, LAZY)
    // The test wallet is an injected provider: the 'Browser Wallet' entry.
    await act(async () => fireEvent.click(within(picker).getByRole('button', { name: /Browser Wallet/ })))
    await waitFor(() => expect(kit.config.getState()).toMatchObject({ status: 'connected', chainId: 2442 }), LAZY)
  })
})

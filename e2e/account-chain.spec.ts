import { expect, test } from './fixtures'
import { expectAccessible } from './fixtures/a11y'
import { connectTestWallet } from './fixtures/connect'
import { short, shownNumber } from './fixtures/numbers'
import { lastCopied, recordClipboard } from './fixtures/clipboard'

test.describe('connect button, switch networks and account modals with an injected wallet', () => {
  test('wrong network: the chain modal adds the chain the wallet lacks (4902), switches, and staking works', async ({ page, wallet, devnet }) => {
    // The wallet starts on Ethereum mainnet and has never heard of chain 1101.
    await wallet.install({ chainId: 1, knownChains: [1] })
    await page.goto('/')
    await connectTestWallet(page)

    const wrong = page.getByRole('button', { name: 'Wrong network', exact: true })
    await expect(wrong).toBeVisible()
    await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeDisabled()
    await expectAccessible(page, 'connect button', '[data-connect-button]')

    await wrong.click()
    const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Wrong network detected, switch or disconnect to continue.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await expectAccessible(page, 'dialog')

    await dialog.getByTestId('chain-option-1101').click()
    await expect(dialog).toBeHidden()
    await expect(wrong).toBeHidden()
    await expect(page.getByTestId('chain-button')).toBeVisible()

    // Switch answered 4902, so the chain was added (EIP-3085) and the switch repeated.
    const walletCalls = wallet.requests().map((r) => r.method).filter((m) => m === 'wallet_switchEthereumChain' || m === 'wallet_addEthereumChain')
    expect(walletCalls).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.requests('wallet_addEthereumChain')[0]?.params).toEqual([
      expect.objectContaining({
        chainId: '0x44d',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [devnet.rpcUrl],
      }),
    ])

    // Staking is enabled on the right chain: a stake goes through.
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
    await page.getByLabel('Amount to stake').fill('1')
    const stake = page.getByRole('button', { name: 'Stake', exact: true })
    await expect(stake).toBeEnabled()
    await stake.click()
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(1)
  })

  test('the user declines adding the chain: still on the wrong network, modal stays open', async ({ page, wallet }) => {
    await wallet.install({ chainId: 1, knownChains: [1] })
    await page.goto('/')
    await connectTestWallet(page)
    await page.getByRole('button', { name: 'Wrong network', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
    await wallet.rejectNext('wallet_addEthereumChain')
    await dialog.getByTestId('chain-option-1101').click()
    await expect.poll(() => wallet.requests('wallet_addEthereumChain').length).toBe(1)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('chain-option-1101')).not.toContainText('Confirm in Wallet')
    await expect(page.getByRole('button', { name: 'Wrong network', exact: true })).toBeVisible()
  })

  test('Disconnect from the wrong network returns to Connect Wallet', async ({ page, wallet }) => {
    await wallet.install({ chainId: 1, knownChains: [1] })
    await page.goto('/')
    await connectTestWallet(page)
    await page.getByRole('button', { name: 'Wrong network', exact: true }).click()
    await page.getByRole('dialog', { name: 'Switch Networks' }).getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  })

  test('account modal: copy address, add tokens to the wallet, accessible, Disconnect', async ({ page, wallet, devnet, context, baseURL }) => {
    await context.grantPermissions(['clipboard-write'], { origin: baseURL })
    await recordClipboard(page)
    await wallet.install()
    await page.goto('/')
    await connectTestWallet(page)

    const accountButton = page.getByTestId('account-button')
    await expect(accountButton).toContainText(short(wallet.address))
    await accountButton.click()
    const dialog = page.getByRole('dialog', { name: short(wallet.address) })
    await expect(dialog).toBeVisible()
    // The dev account holds ETH on the devnet: the balance shows with its symbol.
    await expect(dialog.getByTestId('account-modal-balance')).toHaveText(/^[\d.,]+[kmbt]? ETH$/)
    await expectAccessible(page, 'dialog')

    // Copy Address: the clipboard holds the address; 'Copied!' for 1.5 s.
    const copy = dialog.getByRole('button', { name: 'Copy Address' })
    await copy.click()
    const copiedAt = Date.now()
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
    expect(await lastCopied(page)).toBe(wallet.address)
    await expect(dialog.getByRole('button', { name: 'Copy Address' })).toBeVisible({ timeout: 5_000 })
    const shownFor = Date.now() - copiedAt
    expect(shownFor).toBeGreaterThanOrEqual(1_400)
    expect(shownFor).toBeLessThan(3_000)

    // wallet_watchAsset reaches the wallet with EIP-747 parameters and a fetchable icon.
    const { mango, pMango, usdc } = devnet.deployment
    const expected = [
      { symbol: 'MANGO', address: mango, decimals: 18 },
      { symbol: 'pMANGO', address: pMango, decimals: 18 },
      { symbol: 'USDC', address: usdc, decimals: 6 },
    ]
    for (const t of expected) {
      await dialog.getByRole('button', { name: `Add ${t.symbol} to wallet` }).click()
      await expect(dialog.getByRole('status')).toHaveText(`${t.symbol} added to your wallet.`)
    }
    const sent = wallet.requests('wallet_watchAsset').map((r) => r.params)
    expect(sent).toEqual(
      expected.map((t) => ({
        type: 'ERC20',
        options: { address: t.address, decimals: t.decimals, image: `${baseURL}/tokens/${t.symbol.toLowerCase()}.svg`, symbol: t.symbol },
      })),
    )
    for (const t of expected) {
      const icon = await page.request.get(`${baseURL}/tokens/${t.symbol.toLowerCase()}.svg`)
      expect(icon.status()).toBe(200)
    }

    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
    await expect(page.getByTestId('account-button')).toHaveCount(0)
  })

  test.describe('in dark mode', () => {
    test.use({ colorScheme: 'dark' })

    test('button and both modals pass axe', async ({ page, wallet }) => {
      await wallet.install({ chainId: 1, knownChains: [1] })
      await page.goto('/')
      await connectTestWallet(page)
      await expect(page.getByRole('button', { name: 'Wrong network', exact: true })).toBeVisible()
      await expectAccessible(page, 'connect button', '[data-connect-button]')
      await page.getByRole('button', { name: 'Wrong network', exact: true }).click()
      const chainDialog = page.getByRole('dialog', { name: 'Switch Networks' })
      await expect(chainDialog).toBeVisible()
      await expectAccessible(page, 'dialog')
      await chainDialog.getByTestId('chain-option-1101').click()
      await expect(chainDialog).toBeHidden()

      await page.getByTestId('account-button').click()
      await expect(page.getByRole('dialog', { name: short(wallet.address) })).toBeVisible()
      await expectAccessible(page, 'dialog')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      await expectAccessible(page, 'connect button', '[data-connect-button]')
    })
  })
})

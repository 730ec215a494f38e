/**
 * A wagmi 3 app moves to the kit by changing its imports (issue 32): the app of
 * test/consumer/wagmi3, written against wagmi 3's documented hooks, is built twice by
 * scripts/kit/wagmiApp.ts, on wagmi 3.7.7 itself and moved to the kit (imports rewritten,
 * src/wagmi.ts and src/providers.tsx replaced, type-checked strictly), and the same steps
 * drive both in Chromium with the testing entry's EIP-6963 wallet over two anvils (the
 * suite's devnet and a second node for the chain switch). Every number the page shows is
 * checked against the node.
 */
import { installTestWallet } from '@porch/kit/testing'
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, formatEther, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startAnvil, type AnvilInstance } from '../scripts/anvil'
import { devnetAccounts } from '../scripts/devnet'
import { buildWagmiApp, serveWagmiApp, type WagmiAppVariant } from '../scripts/kit/wagmiApp'
import { mail } from '../test/consumer/wagmi3/src/mail'
import { expect, test } from './fixtures'
import { devnetHandle } from './fixtures/chain'
import { readState } from './fixtures/state'
import { deployToken } from './fixtures/tokens'

const CHAIN_A = 1101 // the suite's devnet
const CHAIN_B = 31337 // wagmi's `anvil` chain, on a node of this file's own
const holder = devnetAccounts[1] // the wallet's account
const recipient = devnetAccounts[2].address
const variants: ReadonlyArray<[WagmiAppVariant, string]> = [
  ['wagmi', 'on wagmi 3.7.7 + TanStack Query'],
  ['kit', 'moved to the kit (imports rewritten, wagmi.ts and providers.tsx replaced)'],
]
let chainB: AnvilInstance | undefined
let snapshot: Hex | undefined
let token: Address
/** The build's VITE_* variables: the two chains' nodes (the token is in the page's address). */
let env: Record<string, string>

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const { deployment } = readState()
  // The token goes away after this file (later files see the devnet as before).
  snapshot = await devnetHandle(deployment).client.snapshot()
  chainB = await startAnvil({ chainId: CHAIN_B })
  env = { VITE_CHAIN_ID: String(CHAIN_A), VITE_RPC_URL: deployment.rpcUrl, VITE_ANVIL_RPC_URL: chainB.rpcUrl }
  // Both variants start building now, side by side (one's tsc beside the other's Vite);
  // each describe waits for its own below (buildWagmiApp hands out the same build).
  for (const [variant] of variants) void buildWagmiApp(variant, env).catch(() => {})
  token = await deployToken({ rpcUrl: deployment.rpcUrl, chainId: CHAIN_A, token: 'USDC', holder: holder.address, amount: parseUnits('1000', 6) })
})

test.afterAll(async () => {
  await chainB?.stop()
  if (snapshot) await devnetHandle(readState().deployment).client.revert({ id: snapshot })
})

/** The text of the page's field with this test id. */
const field = (page: Page, id: string) => page.getByTestId(id)

for (const [variant, title] of variants) {
  test.describe(`the wagmi 3 app ${title}`, () => {
    let server: { url: string; stop(): Promise<void> } | undefined

    test.beforeAll(async () => {
      // Type-check and production build (the kit's pack on first use): minutes on a busy machine, once per run.
      test.setTimeout(420_000)
      const dist = await buildWagmiApp(variant, env)
      server = await serveWagmiApp(dist)
    })

    test.afterAll(async () => {
      await server?.stop()
    })

    test('connects, reads, signs, sends, writes, watches events, batches, switches chain and disconnects', async ({ page, devnet }) => {
      test.setTimeout(120_000)
      const node = devnet.client
      const nodeB = createPublicClient({ transport: http(chainB!.rpcUrl) })
      const account = privateKeyToAccount(holder.privateKey)
      const wallet = await installTestWallet(page, {
        name: 'Test Wallet',
        rdns: 'com.example.testwallet',
        accounts: [holder.privateKey],
        chains: [
          { id: CHAIN_A, rpcUrl: devnet.rpcUrl },
          { id: CHAIN_B, rpcUrl: chainB!.rpcUrl },
        ],
        eip5792: 'v2',
      })
      await page.goto(`${server!.url}/?token=${token}`)

      // Before connecting: the chain, its clients, blocks.
      await expect(field(page, 'status')).toHaveText('disconnected')
      await expect(field(page, 'chain-id')).toHaveText(String(CHAIN_A))
      await expect(field(page, 'client-chain')).toHaveText(String(CHAIN_A))
      await expect(field(page, 'public-client-chain')).toHaveText(String(CHAIN_A))
      await expect(field(page, 'block-number')).toHaveText(String(await node.getBlockNumber({ cacheTime: 0 })))
      await expect(field(page, 'block-1-hash')).toHaveText((await node.getBlock({ blockNumber: 1n })).hash)

      // Connect from useConnectors' list.
      await page.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'Test Wallet' }).click()
      await expect(field(page, 'status')).toHaveText('connected')
      await expect(field(page, 'address')).toHaveText(holder.address)
      await expect(field(page, 'connector')).toHaveText('Test Wallet')
      await expect(field(page, 'connections')).toHaveText('1')
      await expect(field(page, 'connection-chain')).toHaveText(String(CHAIN_A))

      // The account and the chain as the node has them.
      await expect(field(page, 'balance')).toHaveText(`${formatEther(await node.getBalance({ address: holder.address }))} ETH`)
      await expect(field(page, 'nonce')).toHaveText(String(await node.getTransactionCount({ address: holder.address })))
      await expect(field(page, 'estimate-gas')).toHaveText('21000')
      await expect(field(page, 'gas-price')).toHaveText(/^[1-9]\d*$/)
      await expect(field(page, 'max-fee')).toHaveText(/^[1-9]\d*$/)
      await expect(field(page, 'bytecode-size')).toHaveText(String(((await node.getCode({ address: token }))!.length - 2) / 2))
      // No ENS on a local chain: the page renders the reads' empty answer.
      await expect(field(page, 'ens-name')).toHaveText('none')
      await expect(field(page, 'ens-address')).toHaveText('none')

      // Sign a message (refused once: viem's UserRejectedRequestError, in its short message),
      // verify it on the node; sign typed data.
      const sign = page.getByRole('form', { name: 'Sign a message' })
      await sign.getByLabel('Message').fill('hello from wagmi')
      wallet.rejectNext('personal_sign')
      await sign.getByRole('button', { name: 'Sign message' }).click()
      await expect(field(page, 'sign-error')).toHaveText('User rejected the request.')
      await sign.getByRole('button', { name: 'Sign message' }).click()
      await expect(field(page, 'message-signature')).toHaveText(await account.signMessage({ message: 'hello from wagmi' }))
      await expect(field(page, 'message-verified')).toHaveText('true')
      await expect(field(page, 'sign-error')).toHaveText('')
      await page.getByRole('button', { name: 'Sign typed data' }).click()
      await expect(field(page, 'typed-signature')).toHaveText(await account.signTypedData(mail))

      // Send ether, wait for the receipt, read the transaction back.
      const before = await node.getBalance({ address: recipient })
      const send = page.getByRole('form', { name: 'Send ether' })
      await send.getByLabel('Recipient').fill(recipient)
      await send.getByLabel('Amount (ETH)').fill('0.5')
      await send.getByRole('button', { name: 'Send' }).click()
      await expect(field(page, 'send-receipt')).toHaveText('success')
      const sent = (await field(page, 'send-hash').textContent()) as Hex
      const sentReceipt = await node.getTransactionReceipt({ hash: sent })
      expect(sentReceipt.status).toBe('success')
      expect(await node.getBalance({ address: recipient })).toBe(before + parseEther('0.5'))
      await expect(field(page, 'send-block')).toHaveText(String(sentReceipt.blockNumber))
      await expect(field(page, 'send-value')).toHaveText('0.5')
      await expect(field(page, 'send-confirmations')).toHaveText(String((await node.getBlockNumber({ cacheTime: 0 })) - sentReceipt.blockNumber + 1n))
      // Both block watchers saw the new block.
      await expect(field(page, 'block-number')).toHaveText(String(sentReceipt.blockNumber))
      await expect(field(page, 'watched-block')).toHaveText(String(sentReceipt.blockNumber))

      // The token: metadata, balance and events read; a transfer simulated, written, watched.
      await expect(field(page, 'token-name')).toHaveText('USD Coin')
      await expect(field(page, 'token-symbol')).toHaveText('USDC')
      await expect(field(page, 'token-balance')).toHaveText('1000')
      const transfers = await node.getContractEvents({ address: token, abi: erc20Abi, eventName: 'Transfer', fromBlock: 0n })
      await expect(field(page, 'token-events')).toHaveText(String(transfers.length))
      const transfer = page.getByRole('form', { name: 'Transfer tokens' })
      await transfer.getByLabel('Recipient').fill(recipient)
      await transfer.getByLabel('Amount').fill('12.5')
      await expect(field(page, 'transfer-simulation')).toHaveText('true')
      await transfer.getByRole('button', { name: 'Transfer' }).click()
      await expect(field(page, 'transfer-receipt')).toHaveText('success')
      expect(await devnet.balanceOf(token, recipient)).toBe(parseUnits('12.5', 6))
      await expect(field(page, 'token-balance')).toHaveText('987.5')
      await expect(field(page, 'token-events')).toHaveText(String(transfers.length + 1))
      await expect(field(page, 'token-watched')).toHaveText(`${parseUnits('12.5', 6)} to ${recipient}`)

      // EIP-5792: capabilities, then two calls as one batch, followed to their receipts.
      await expect(field(page, 'atomic')).toHaveText('supported')
      const ether = await node.getBalance({ address: recipient })
      const batch = page.getByRole('form', { name: 'Send a batch' })
      await batch.getByLabel('Recipient').fill(recipient)
      await batch.getByRole('button', { name: 'Send batch' }).click()
      await expect(field(page, 'calls-status')).toHaveText('success')
      await expect(field(page, 'calls-receipts')).toHaveText('success, success')
      expect(await node.getBalance({ address: recipient })).toBe(ether + parseEther('0.01'))
      expect(await devnet.balanceOf(token, recipient)).toBe(parseUnits('12.5', 6) + 1n)

      // What the wallet was asked: one prompt per action, nothing more.
      expect(wallet.requests('personal_sign').map((r) => r.rejected)).toEqual([true, undefined])
      expect(wallet.requests('eth_signTypedData_v4')).toHaveLength(1)
      expect(wallet.requests('eth_sendTransaction')).toHaveLength(2)
      expect(wallet.requests('wallet_sendCalls')).toHaveLength(1)

      // Switch to the second chain and back: the wallet, the connection and the reads follow.
      await page.getByRole('button', { name: 'Switch to Anvil' }).click()
      await expect(field(page, 'chain-id')).toHaveText(String(CHAIN_B))
      await expect(field(page, 'connection-chain')).toHaveText(String(CHAIN_B))
      await expect(field(page, 'client-chain')).toHaveText(String(CHAIN_B))
      expect(wallet.chainId).toBe(CHAIN_B)
      await expect(field(page, 'balance')).toHaveText(`${formatEther(await nodeB.getBalance({ address: holder.address }))} ETH`)
      await page.getByRole('button', { name: 'Switch to Devnet' }).click()
      await expect(field(page, 'chain-id')).toHaveText(String(CHAIN_A))
      await expect(field(page, 'balance')).toHaveText(`${formatEther(await node.getBalance({ address: holder.address }))} ETH`)

      // Disconnect: the connect list again.
      await page.getByRole('button', { name: 'Disconnect' }).click()
      await expect(field(page, 'status')).toHaveText('disconnected')
      await expect(field(page, 'connections')).toHaveText('0')
      await expect(page.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'Test Wallet' })).toBeVisible()
    })
  })
}

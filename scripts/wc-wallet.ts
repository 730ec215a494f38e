/**
 * `npm run wc-wallet -- "wc:..."`: a development WalletConnect wallet. Pairs with the
 * pairing link the site shows (WalletConnect -> Copy link), approves the session with the
 * devnet account (anvil key #0, the same as the "Devnet wallet"), then answers the site's
 * requests: signs with the devnet key and sends transactions to the devnet node. Reads the
 * relay and node from the files `npm start` writes. Ctrl-C disconnects and stops.
 *
 *   npm run wc-wallet -- "wc:…@2?relay-protocol=irn&symKey=…"   [--account 1]
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createWalletConnectWallet } from '@porch/kit/testing'
import { devnetAccounts } from './devnet/accounts'
import { devnetDir, readWalletConnectInfo } from './devnet/walletConnectInfo'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function parseArgs(argv: readonly string[]): { uri: string; account: number } {
  const i = argv.indexOf('--account')
  const account = i >= 0 ? Number(argv[i + 1]) : 0
  if (!Number.isInteger(account) || account < 0 || account >= devnetAccounts.length) {
    throw new Error(`--account expects 0-${devnetAccounts.length - 1}.`)
  }
  const uri = argv.find((a, j) => a.startsWith('wc:') && argv[j - 1] !== '--account')
  if (!uri) throw new Error('Pass the pairing link: npm run wc-wallet -- "wc:…" (WalletConnect -> Copy link on the site).')
  if (!/^wc:[0-9a-f]{64}@2\?/.test(uri) || !uri.includes('symKey=')) {
    throw new Error('That is not a WalletConnect v2 pairing link (expected wc:<topic>@2?…&symKey=…). Copy it again.')
  }
  return { uri, account }
}

async function main(): Promise<void> {
  const { uri, account: index } = parseArgs(process.argv.slice(2))
  const info = readWalletConnectInfo(devnetDir(repoRoot))
  const account = devnetAccounts[index]!
  const wallet = await createWalletConnectWallet({
    relayUrl: info.relayUrl,
    chains: [{ id: info.chainId, rpcUrl: info.rpcUrl }],
    accounts: [account.privateKey],
    name: 'Mango dev wallet',
    onRequest: ({ method, result, error }) =>
      console.log(error ? `✗ ${method}: ${error.message}` : `✓ ${method}${typeof result === 'string' ? ` -> ${result}` : ''}`),
  })
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    await Promise.race([wallet.disconnect(), new Promise((r) => setTimeout(r, 3_000))]).catch(() => {})
    await wallet.close()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))

  console.log(`Pairing through ${info.relayUrl} as ${account.address}...`)
  const timeout = setTimeout(() => {
    console.error('No connection request arrived for this link: it may have expired. Click RETRY on the site and copy the new link.')
    void stop(1)
  }, 30_000)
  await wallet.pair(uri)
  clearTimeout(timeout)
  console.log(`Connected: ${account.address} on chain ${info.chainId}. Answering the site's requests; Ctrl-C to disconnect.`)
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})

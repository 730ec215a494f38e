import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The project id the site uses with the local relay (the local relay accepts any id). */
export const LOCAL_WC_PROJECT_ID = 'mango-local-devnet'

/** What `npm start` tells `npm run wc-wallet`: where the relay and the node are. */
export interface WalletConnectInfo {
  relayUrl: string
  rpcUrl: string
  chainId: number
}

const FILE = 'walletconnect.json'

/** `.devnet/` in the repository, or MANGO_DEVNET_DIR (tests use a temporary one). */
export function devnetDir(repoRoot: string): string {
  return process.env.MANGO_DEVNET_DIR || join(repoRoot, '.devnet')
}

export function writeWalletConnectInfo(dir: string, info: WalletConnectInfo): void {
  writeFileSync(join(dir, FILE), `${JSON.stringify(info, null, 2)}\n`)
}

/** Reads and checks the file; a clear message when `npm start` is not running. */
export function readWalletConnectInfo(dir: string): WalletConnectInfo {
  const path = join(dir, FILE)
  if (!existsSync(path)) throw new Error(`${path} not found: start the site with \`npm start\` first (it starts the local relay).`)
  const data = JSON.parse(readFileSync(path, 'utf8')) as Partial<WalletConnectInfo>
  if (typeof data.relayUrl !== 'string' || typeof data.rpcUrl !== 'string' || typeof data.chainId !== 'number') {
    throw new Error(`${path} is incomplete: restart \`npm start\`.`)
  }
  return { relayUrl: data.relayUrl, rpcUrl: data.rpcUrl, chainId: data.chainId }
}

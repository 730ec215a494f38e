import { afterEach } from 'vitest'
import { injectedDiscovery } from '../../lib/connectors/discover'
import { createConfig } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import { memoryBackend } from '../fixtures/storage'
import { offlineChain as chain } from '../fixtures/chain'

/** The hydration tests' EIP-6963 test wallet and accounts (chain: the offline 1101 of fixtures/chain). */
export const RDNS = 'dev.porch.testwallet'
export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

/** The Cookie header of a user who connected ACCOUNT with the test wallet on chain 1101. */
export const RETURNING_COOKIE = `porch.version=1; porch.connection=${encodeURIComponent(JSON.stringify({ connectorId: RDNS, accounts: [ACCOUNT], chainId: 1101 }))}`

/**
 * A wallet extension: answers eip6963:requestProvider, authorised for `account` (default
 * ACCOUNT) on chain 1101, or for no account (`account: null`: no longer connected to the site).
 */
export function installWallet({ account = ACCOUNT }: { account?: string | null } = {}): () => void {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_accounts') return account ? [account] : []
      if (method === 'eth_requestAccounts') return [account ?? ACCOUNT]
      if (method === 'eth_chainId') return '0x44d'
      throw Object.assign(new Error(`${method} unsupported`), { code: 4200 })
    },
    on: () => undefined,
    removeListener: () => undefined,
  }
  const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d4', name: 'Porch Test Wallet', icon: ICON, rdns: RDNS }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce() // injected before the page's scripts, as extensions are
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

/** A config like an app's: the test chain, storage in memory, EIP-6963 discovery. */
export const makeConfig = (backend = memoryBackend()) =>
  createConfig({ chains: [chain], appName: 'Acme', storage: createStorage({ backend }), discover: injectedDiscovery() })

/** Cleanups run after each test of the calling file (wallets, roots), and the page emptied. */
export function cleanupsAfterEach(): Array<() => void> {
  const cleanups: Array<() => void> = []
  afterEach(() => {
    for (const c of cleanups.splice(0)) c()
    document.body.innerHTML = ''
  })
  return cleanups
}

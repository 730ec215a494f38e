/**
 * A real WalletConnect wallet for tests: a second @walletconnect/sign-client that approves
 * eip155:<chainId> with one private-key account, signs with viem and sends transactions to
 * the given RPC (anvil). Reused by the browser e2e tests (Playwright runs it in Node).
 */
import { randomBytes } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import {
  createWalletClient,
  defineChain,
  http,
  isHex,
  type Address,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export interface TestWalletOptions {
  relayUrl: string
  rpcUrl: string
  privateKey: Hex
  chainId: number
  /** Name shown to the dApp as the peer's metadata. Default 'Test Wallet'. */
  name?: string
  /** Called for every session request and its outcome (the dev wallet command logs them). */
  onRequest?: (entry: { method: string; params: unknown; result?: unknown; error?: RpcError }) => void
}

export interface TestWallet {
  readonly address: Address
  /** Pair with a wc: URI; resolves once the session proposal was approved (or rejected). */
  pair(uri: string): Promise<void>
  /** Delete every session from the wallet side (code 6000). */
  disconnect(): Promise<void>
  /** Every session request received, in order. */
  requests: Array<{ method: string; params: unknown }>
  /** Reject the next proposal or request as the user would (5000 / 4001). */
  rejectNext(): void
  /** Replace the session's accounts (session_update), e.g. to simulate adding an account. */
  updateAccounts(addresses: readonly Address[]): Promise<void>
  /** Send a session event (accountsChanged / chainChanged) to the dApp. */
  emit(name: 'accountsChanged' | 'chainChanged', data: unknown): Promise<void>
  close(): Promise<void>
}

type RpcError = { code: number; message: string }

export async function createTestWallet(opts: TestWalletOptions): Promise<TestWallet> {
  const account = privateKeyToAccount(opts.privateKey)
  const chain = defineChain({
    id: opts.chainId,
    name: `Test chain ${opts.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [opts.rpcUrl] } },
  })
  const walletClient = createWalletClient({ account, chain, transport: http(opts.rpcUrl) })
  const caipChain = `eip155:${opts.chainId}`

  const client = await SignClient.init({
    projectId: 'test-wallet',
    relayUrl: opts.relayUrl,
    // A distinct prefix per wallet: clients with the same prefix share one core per process.
    customStoragePrefix: `testWallet-${randomBytes(6).toString('hex')}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: opts.name ?? 'Test Wallet', description: 'Test wallet', url: 'http://127.0.0.1', icons: [] },
  })
  // Tests run offline: never ask verify.walletconnect.org about the dApp's origin.
  // (The real resolve also yields undefined when it has no answer; its type says otherwise.)
  client.core.verify.resolve = async () => undefined as unknown as { origin: string }

  let rejectNext = false
  const requests: TestWallet['requests'] = []
  let onProposalDone: (() => void) | undefined

  client.on('session_proposal', async ({ id, params }) => {
    const finish = () => onProposalDone?.()
    try {
      if (rejectNext) {
        rejectNext = false
        await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
        return
      }
      const wanted = [params.requiredNamespaces.eip155, params.optionalNamespaces.eip155]
      const methods = [...new Set(wanted.flatMap((n) => n?.methods ?? []))]
      const events = [...new Set(wanted.flatMap((n) => n?.events ?? []))]
      const { acknowledged } = await client.approve({
        id,
        namespaces: {
          eip155: { chains: [caipChain], accounts: [`${caipChain}:${account.address}`], methods, events },
        },
      })
      await acknowledged()
    } finally {
      finish()
    }
  })

  const answer = async (method: string, params: unknown): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'personal_sign': {
        const message = list[0] as string
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const raw = list[1]
        const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & {
          types: Record<string, unknown>
        }
        const { EIP712Domain: _domain, ...types } = typed.types
        return account.signTypedData({ ...typed, types } as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        const tx = list[0] as { to?: Address; data?: Hex; value?: Hex; gas?: Hex }
        return walletClient.sendTransaction({
          to: tx.to ?? null,
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        })
      }
      case 'wallet_switchEthereumChain': {
        const target = Number.parseInt((list[0] as { chainId: string }).chainId, 16)
        if (target === opts.chainId) return null
        throw { code: 4902, message: `Unrecognized chain ID ${target}.` } satisfies RpcError
      }
      case 'wallet_addEthereumChain':
        return null
      case 'wallet_watchAsset':
        return true
      default:
        throw { code: 4200, message: `${method} not supported by the test wallet.` } satisfies RpcError
    }
  }

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: p } = params.request
    requests.push({ method, params: p })
    let response: { id: number; jsonrpc: '2.0'; result: unknown } | { id: number; jsonrpc: '2.0'; error: RpcError }
    if (rejectNext) {
      rejectNext = false
      response = { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } }
    } else {
      try {
        response = { id, jsonrpc: '2.0', result: await answer(method, p) }
      } catch (e) {
        const err = e as Partial<RpcError>
        response = {
          id,
          jsonrpc: '2.0',
          error: { code: typeof err.code === 'number' ? err.code : -32603, message: err.message ?? String(e) },
        }
      }
    }
    opts.onRequest?.({ method, params: p, ...('result' in response ? { result: response.result } : { error: response.error }) })
    await client.respond({ topic, response })
  })

  const activeSessions = () => client.session.getAll().filter((s) => s.acknowledged)

  return {
    address: account.address,
    requests,
    rejectNext() {
      rejectNext = true
    },
    async pair(uri) {
      const done = new Promise<void>((resolve) => (onProposalDone = resolve))
      await client.pair({ uri })
      await done
      onProposalDone = undefined
    },
    async disconnect() {
      for (const s of activeSessions()) {
        await client.disconnect({ topic: s.topic, reason: { code: 6000, message: 'User disconnected.' } })
      }
    },
    async updateAccounts(addresses) {
      for (const s of activeSessions()) {
        const ns = s.namespaces.eip155
        if (!ns) continue
        const { acknowledged } = await client.update({
          topic: s.topic,
          namespaces: { eip155: { ...ns, accounts: addresses.map((a) => `${caipChain}:${a}`) } },
        })
        await acknowledged()
      }
    },
    async emit(name, data) {
      for (const s of activeSessions()) {
        await client.emit({ topic: s.topic, chainId: caipChain, event: { name, data } })
      }
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => {})
      client.core.heartbeat.stop()
    },
  }
}

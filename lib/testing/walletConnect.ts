import { isAddressEqual, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvilPrivateKeys } from './accounts'
import { loadPeer } from './peers'
import { hex, parseChainId, walletError } from './wallet/rpc'
import { sendTransaction, signPersonal, signTypedData, type TransactionParams } from './wallet/signer'
import type { TestChain, WalletRequest } from './wallet/types'

/** A proposal's sign-in request as the client hands it over (sign-client's `AuthTypes.AuthenticateParams`). */
interface AuthRequest {
  domain: string
  chains: string[]
  nonce: string
  aud: string
  version: string
  type: string
  iat: string
  exp?: string
  nbf?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** Parameters of {@link createWalletConnectWallet} and {@link connectWalletConnect}. */
export interface WalletConnectWalletParameters {
  /** The relay both sides use (see {@link startRelay}). */
  relayUrl: string
  /** Private keys of its accounts, the first one selected. Default: anvil's first development account. */
  accounts?: readonly Hex[]
  /** Chains the session approves, the first one current. */
  chains: readonly TestChain[]
  /** Name shown to the app as the peer's metadata. Default 'Test Wallet'. */
  name?: string
  /**
   * Answer a session proposal's sign-in request (WalletConnect one-click authentication,
   * `connect({ authentication })`) by signing its EIP-4361 message in the same approval.
   * `false`: approve the session alone, as a wallet that does not know the request.
   * `'authenticate'`: a wallet of the older one-click path only: it answers a
   * `wc_sessionAuthenticate` request (sign-client's `authenticate()`, `session_authenticate`
   * then `approveSessionAuthenticate`) with a signed CACAO, and approves a proposal's session
   * alone, not reading its sign-in request. Default true.
   */
  oneClick?: boolean | 'authenticate'
  /** Called for every session request with its outcome (e.g. to log them). */
  onRequest?: (entry: { method: string; params: unknown; result?: unknown; error?: { code: number; message: string } }) => void
}

/** A scripted WalletConnect wallet: the user's phone, driven by the test. */
export interface WalletConnectWallet {
  /** The selected account. */
  readonly address: Address
  /** The chain the wallet is on. */
  readonly chainId: number
  /** Pair with a `wc:` URI; resolves once the session proposal was approved (or refused). */
  pair(uri: string): Promise<void>
  /** Every session request received, in order. */
  requests(method?: string): WalletRequest[]
  /**
   * Every session proposal, in order, as `wc_sessionPropose` (its `params.authentication`: the
   * one-click sign-in requests it carried), followed by `wc_sessionAuthenticate` when the
   * wallet signed one in that same approval; with `oneClick: 'authenticate'`, each
   * `wc_sessionAuthenticate` request it signed (sign-client then skips the fallback proposal,
   * which is not listed); a refused one is marked `rejected`. One approval
   * that connects and signs in: one `wc_sessionPropose` here and no `personal_sign` in `requests()`.
   */
  proposals(method?: string): WalletRequest[]
  /** Refuse the next session request (4001), or with no method the next proposal or request (5000 / 4001). */
  rejectNext(method?: string): void
  /** Switch chain from the wallet's side (a `chainChanged` session event); the chain must be one of `chains`. */
  switchChain(chainId: number): Promise<void>
  /** Replace the session's accounts (session_update); each must be one of the wallet's keys. */
  setAccounts(addresses: readonly Address[]): Promise<void>
  /** Send a session event (`accountsChanged` / `chainChanged`) as is. */
  emit(name: 'accountsChanged' | 'chainChanged', data: unknown): Promise<void>
  /** End every session from the wallet's side (code 6000). */
  disconnect(): Promise<void>
  /** Close the wallet's relay socket (call at the end of a test). */
  close(): Promise<void>
}

/**
 * A WalletConnect v2 wallet on the real `@walletconnect/sign-client`: approves the app's
 * session for its accounts and chains, signs with viem accounts and sends to the chains'
 * nodes, and can refuse, switch chain or accounts, and disconnect.
 */
export async function createWalletConnectWallet(parameters: WalletConnectWalletParameters): Promise<WalletConnectWallet> {
  if (parameters.chains.length === 0) throw new Error('The WalletConnect test wallet needs at least one chain ({ id, rpcUrl }).')
  const { SignClient } = await loadPeer('@walletconnect/sign-client', 'connectWalletConnect', () => import('@walletconnect/sign-client'))
  const signers = (parameters.accounts?.length ? parameters.accounts : [anvilPrivateKeys[0]]).map((k) => privateKeyToAccount(k))
  const rpcUrls = new Map(parameters.chains.map((c) => [c.id, c.rpcUrl]))
  const state = { chainId: parameters.chains[0]!.id, accounts: [signers[0]!.address] }
  const caip = (id: number) => `eip155:${id}`
  const client = await SignClient.init({
    projectId: 'porch-test-wallet',
    relayUrl: parameters.relayUrl,
    // A distinct prefix per wallet: clients with the same prefix share one core per process.
    customStoragePrefix: `porchTestWallet-${hex(BigInt(Math.floor(Math.random() * 2 ** 48)))}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: parameters.name ?? 'Test Wallet', description: 'Test wallet', url: 'http://127.0.0.1', icons: [] },
  })
  // Offline: never ask verify.walletconnect.org about the app's origin (the real resolve also
  // yields undefined when it has no answer; its type says otherwise).
  client.core.verify.resolve = async () => undefined as unknown as { origin: string }

  let refuseNext: string | true | undefined
  const log: WalletRequest[] = []
  const proposalLog: WalletRequest[] = []
  let onProposalDone: (() => void) | undefined
  const namespaceAccounts = (accounts: readonly Address[]) => parameters.chains.flatMap((c) => accounts.map((a) => `${caip(c.id)}:${a}`))

  client.on('session_proposal', async ({ id, params }) => {
    try {
      if (refuseNext === true) {
        refuseNext = undefined
        proposalLog.push({ method: 'wc_sessionPropose', params: { authentication: params.requests?.authentication ?? null }, rejected: true })
        await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
        return
      }
      const auth = parameters.oneClick === false || parameters.oneClick === 'authenticate' ? undefined : params.requests?.authentication?.[0]
      proposalLog.push({ method: 'wc_sessionPropose', params: { authentication: params.requests?.authentication ?? null } })
      const cacao = auth ? await signAuthentication(auth) : undefined
      if (cacao) proposalLog.push({ method: 'wc_sessionAuthenticate', params: auth })
      const wanted = [params.requiredNamespaces.eip155, params.optionalNamespaces.eip155]
      const methods = [...new Set(wanted.flatMap((n) => n?.methods ?? []))]
      const events = [...new Set(wanted.flatMap((n) => n?.events ?? []))]
      const { acknowledged } = await client.approve({
        id,
        namespaces: { eip155: { chains: parameters.chains.map((c) => caip(c.id)), accounts: namespaceAccounts(state.accounts), methods, events } },
        ...(cacao ? { proposalRequestsResponses: { authentication: [cacao] } } : {}),
      })
      await acknowledged()
    } finally {
      onProposalDone?.()
    }
  })

  if (parameters.oneClick === 'authenticate') {
    // The older one-click path: the request comes on its own, beside a fallback proposal.
    client.on('session_authenticate', async ({ id, params }) => {
      try {
        const { authPayload } = params
        // The client's type leaves these open; its authenticate() always sets them.
        const cacao = await signAuthentication({ ...authPayload, type: authPayload.type ?? 'caip122', aud: authPayload.aud ?? '', version: authPayload.version ?? '1', iat: authPayload.iat ?? new Date().toISOString() })
        proposalLog.push({ method: 'wc_sessionAuthenticate', params: authPayload })
        if (cacao) await client.approveSessionAuthenticate({ id, auths: [cacao] })
        else await client.rejectSessionAuthenticate({ id, reason: { code: 5100, message: 'No chain in common.' } })
      } finally {
        onProposalDone?.()
      }
    })
  }

  /** The CACAO for a proposal's sign-in request: the EIP-4361 text the client formats, signed by the selected account on the wallet's chain. */
  const signAuthentication = async (auth: AuthRequest) => {
    const wanted = auth.chains.map((c) => Number(c.split(':')[1]))
    const chainId = wanted.includes(state.chainId) ? state.chainId : wanted.find((id) => rpcUrls.has(id))
    if (chainId === undefined) return undefined // no chain in common: the session alone
    const { chains: _chains, ...payload } = auth
    const p = { ...payload, iss: `did:pkh:${caip(chainId)}:${state.accounts[0]!}` }
    const message = client.formatAuthMessage({ request: p, iss: p.iss })
    const signature = await signPersonal(signer(state.accounts[0]), message, false)
    return { h: { t: 'caip122' as const }, p, s: { t: 'eip191' as const, s: signature as string } }
  }

  const signer = (from: unknown) => {
    const wanted = typeof from === 'string' ? (from as Address) : state.accounts[0]!
    const found = signers.find((s) => isAddressEqual(s.address, wanted) && state.accounts.some((a) => isAddressEqual(a, wanted)))
    if (!found) throw walletError(4100, `The wallet has not authorized ${wanted}.`)
    return found
  }
  const answer = async (method: string, params: unknown): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'personal_sign':
        return signPersonal(signer(list[1]), list[0], false)
      case 'eth_signTypedData_v4':
        return signTypedData(signer(list[0]), list[1], false)
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as TransactionParams
        return sendTransaction(signer(tx.from), state.chainId, rpcUrls.get(state.chainId)!, tx)
      }
      case 'wallet_switchEthereumChain': {
        const target = parseChainId((list[0] as { chainId?: unknown } | undefined)?.chainId)
        if (!rpcUrls.has(target)) throw walletError(4902, `Unrecognized chain ID ${target}.`)
        state.chainId = target
        return null
      }
      case 'wallet_addEthereumChain':
        return null
      case 'wallet_watchAsset':
        return true
      default:
        throw walletError(4200, `${method} is not supported by the test wallet.`)
    }
  }

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: p } = params.request
    const refused = refuseNext === true || refuseNext === method
    log.push({ method, params: p ?? null, ...(refused ? { rejected: true as const } : {}) })
    let response: { id: number; jsonrpc: '2.0'; result: unknown } | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }
    if (refused) {
      refuseNext = undefined
      response = { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } }
    } else {
      try {
        response = { id, jsonrpc: '2.0', result: await answer(method, p) }
      } catch (e) {
        const err = e as { code?: unknown; message?: unknown }
        response = { id, jsonrpc: '2.0', error: { code: typeof err.code === 'number' ? err.code : -32603, message: typeof err.message === 'string' ? err.message : String(e) } }
      }
    }
    parameters.onRequest?.({ method, params: p, ...('result' in response ? { result: response.result } : { error: response.error }) })
    await client.respond({ topic, response })
  })

  const sessions = () => client.session.getAll().filter((s) => s.acknowledged)
  const emit = async (name: 'accountsChanged' | 'chainChanged', data: unknown) => {
    for (const s of sessions()) await client.emit({ topic: s.topic, chainId: caip(state.chainId), event: { name, data } })
  }

  return {
    get address() {
      return state.accounts[0]!
    },
    get chainId() {
      return state.chainId
    },
    requests: (method) => (method ? log.filter((r) => r.method === method) : [...log]),
    proposals: (method) => (method ? proposalLog.filter((r) => r.method === method) : [...proposalLog]),
    rejectNext(method) {
      refuseNext = method ?? true
    },
    async pair(uri) {
      // The topic is a WalletConnect topic (64 hex digits, no 0x), not an Ethereum hash.
      if (!/^wc:[0-9a-f]{64}@2\?/.test(uri) || !uri.includes('symKey=')) throw new Error(`Not a WalletConnect v2 pairing URI (wc:<topic>@2?…&symKey=…): ${uri.slice(0, 40)}`)
      const done = new Promise<void>((resolve) => (onProposalDone = resolve))
      await client.pair({ uri })
      await done
      onProposalDone = undefined
    },
    async switchChain(chainId) {
      if (!rpcUrls.has(chainId)) throw new Error(`The WalletConnect test wallet does not know chain ${chainId}: add it to \`chains\` first.`)
      state.chainId = chainId
      await emit('chainChanged', chainId)
    },
    async setAccounts(addresses) {
      const next = addresses.map((a) => {
        const found = signers.find((s) => isAddressEqual(s.address, a))
        if (!found) throw new Error(`${a} is not one of the WalletConnect test wallet's accounts: pass its private key in \`accounts\`.`)
        return found.address
      })
      if (next.length === 0) throw new Error('A WalletConnect session keeps at least one account: use disconnect() instead.')
      state.accounts = next
      for (const s of sessions()) {
        const ns = s.namespaces.eip155
        if (!ns) continue
        const { acknowledged } = await client.update({ topic: s.topic, namespaces: { eip155: { ...ns, accounts: namespaceAccounts(next) } } })
        await acknowledged()
      }
    },
    emit,
    async disconnect() {
      for (const s of sessions()) await client.disconnect({ topic: s.topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => {})
      client.core.heartbeat.stop()
    },
  }
}

/** Creates a {@link WalletConnectWallet} and pairs it with the app's `wc:` URI (read from the modal's Copy link). */
export async function connectWalletConnect(uri: string, parameters: WalletConnectWalletParameters): Promise<WalletConnectWallet> {
  const wallet = await createWalletConnectWallet(parameters)
  try {
    await wallet.pair(uri)
  } catch (error) {
    await wallet.close()
    throw error
  }
  return wallet
}

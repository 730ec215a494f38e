import { createTestClient, getAddress, http, publicActions, type Address, type Hash } from 'viem'
import { safeHostPage, safeSiblingPage, type SafeHostPageOptions, type SafeHostRequest, type SafeHostState, type SafeHostTransaction } from './hostPage'
import { gatewayTxDetails } from './gatewayTx'
import { createMessageSigner, type SafeHostMessage, type SafeHostMessageSigning } from './messages'

/** The part of a Playwright route {@link openSafeHost} uses: answering it with a page. */
export interface SafeHostRoute {
  /** Playwright's `route.fulfill({ status, contentType, body })`. */
  fulfill(response: { status?: number; contentType?: string; body?: string }): Promise<void>
}

/** One step the controller asks of the host page: an operation and its arguments. */
export type SafeHostCall = [operation: string, args: unknown[]]

/**
 * The part of Playwright's `Page` the Safe host uses, taken structurally so Playwright stays
 * the app's own devDependency: pass a `Page`. `FrameLocatorT` is what `frameLocator` returns
 * (Playwright's `FrameLocator`), handed back as the controller's `app`.
 */
export interface SafeHostPage<FrameLocatorT = unknown> {
  /** Playwright's `page.route(predicate, handler)`: the host page is served from here, no server needed. */
  route(url: (url: URL) => boolean, handler: (route: SafeHostRoute) => Promise<void>): Promise<unknown>
  /** Playwright's `page.goto(url)`. */
  goto(url: string): Promise<unknown>
  /** Playwright's `page.evaluate(fn, arg)`. */
  evaluate(fn: (call: SafeHostCall) => unknown, arg: SafeHostCall): Promise<unknown>
  /** Playwright's `page.frameLocator(selector)`. */
  frameLocator(selector: string): FrameLocatorT
  /** Playwright's `page.context()`: the host origin is granted `local-network-access` there. */
  context(): { grantPermissions(permissions: string[], options?: { origin?: string }): Promise<void> }
  /** Playwright's `page.exposeFunction(name, callback)`: the owners' keys sign on the test's side (with `messageSigning`). */
  exposeFunction(name: string, callback: (method: 'signMessage' | 'signTypedMessage', params: { message?: unknown; typedData?: unknown }) => Promise<unknown>): Promise<unknown>
}

/** Options of {@link openSafeHost}. */
export interface SafeHostOptions {
  /** The app to open as a Safe App (framed by the host). */
  appUrl: string
  /** The Safe's address. */
  safe: Address
  /** Its owners; the first one confirms each proposal as it is made. */
  owners: readonly Address[]
  /** Node of the Safe's chain: `rpcCall` forwards to it and {@link SafeHost.execute} runs calls on it. */
  rpcUrl: string
  /**
   * Origin the host page is served from: the Safe{Wallet} origin the app trusts. Default
   * `https://app.safe.global` (the kit's default allow-list). Any origin works: the page is
   * answered by `page.route`, so nothing has to listen there.
   */
  origin?: string
  /** Confirmations needed before execution. Default 2 (1 with a single owner). */
  threshold?: number
  /** The Safe's chain. Default: the node's `eth_chainId`. */
  chainId?: number
  /** The chain's name in `getChainInfo`. Default `Chain <id>`. */
  chainName?: string
  /** Also frame a sibling page from this origin that answers leaked request ids in the host's place (see {@link SafeHost.leak}). */
  siblingOrigin?: string
  /**
   * A wallet service (or a local stand-in) each proposal is also posted to, as Safe{Wallet}
   * does, so an app can read its queue there; off-chain messages are posted there too.
   */
  serviceUrl?: string
  /**
   * Messages that need several owners: with the owners' keys, `signMessage` and
   * `signTypedMessage` are answered as Safe{Wallet} answers for a multisig (a `messageHash`
   * off-chain, or the `safeTxHash` of an on-chain signing transaction), and the test adds the
   * other owners' signatures with {@link SafeHost.confirmMessage}. Without it, Safe{Wallet}
   * answers with the `safeTxHash` of a transaction nobody follows.
   */
  messageSigning?: SafeHostMessageSigning
}

/** The Safe{Wallet} stand-in around the app, as the test drives it. */
export interface SafeHost<FrameLocatorT = unknown> {
  /** The app's frame (`page.frameLocator('#app')`). */
  app: FrameLocatorT
  /** The Safe's chain id. */
  chainId: number
  /** Requests the app posted, in order (only those of `method` when given). */
  requests(method?: string): Promise<SafeHostRequest[]>
  /** Proposed transactions by safeTxHash. */
  txs(): Promise<Record<string, SafeHostTransaction>>
  /** One proposed transaction (undefined when there is none with that hash). */
  tx(safeTxHash: string): Promise<SafeHostTransaction | undefined>
  /** Leave every request of `method` unanswered from now on. */
  drop(method: string): Promise<void>
  /** Hand the ids of `method`'s requests to the sibling frame, which answers them first (needs `siblingOrigin`). */
  leak(method: string): Promise<void>
  /** Request ids the sibling frame answered in the host's place. */
  forged(): Promise<string[]>
  /** Refuse the next proposal, as when the user closes it in Safe{Wallet}. */
  rejectNext(): Promise<void>
  /** Post a valid reply envelope with `data` for any request id. */
  replyAs(id: string, data: unknown): Promise<void>
  /** An owner confirms (default: the next owner who has not); at the threshold it awaits execution. */
  confirm(safeTxHash: string, owner?: Address): Promise<void>
  /**
   * Runs the proposal's calls on `node` (an anvil node: the Safe is impersonated) and marks
   * it executed with the last call's hash. A real Safe runs a batch as one MultiSend
   * transaction; here each call is its own transaction. Rejects when a call reverts.
   */
  execute(node: { rpcUrl: string }, safeTxHash: string): Promise<Hash>
  /** Messages the app asked the Safe to sign, in order (needs `messageSigning`). */
  messages(): Promise<SafeHostMessage[]>
  /**
   * Another owner signs a pending message (default: the next owner with a key who has not):
   * off-chain, their signature is posted to the wallet service; on-chain, they confirm the
   * signing transaction, which the test then executes with the owners' signatures
   * (`execTransaction`: a DELEGATECALL cannot run by impersonation, see {@link SafeHost.execute}).
   */
  confirmMessage(hash: string, owner?: Address): Promise<void>
}

// Runs in the host page (Playwright sends its source text): nothing from outside its body.
function hostCall([operation, args]: SafeHostCall): unknown {
  const host = (window as unknown as { safeHost: SafeHostState }).safeHost
  const [a, b] = args
  switch (operation) {
    case 'read':
      return { requests: host.requests, txs: host.txs, forged: host.forged }
    case 'drop':
      return void host.drop.push(a as string)
    case 'leak':
      return void host.leak.push(a as string)
    case 'rejectNext':
      return void (host.rejectNext = true)
    case 'replyAs':
      return host.replyAs(a as string, b)
    case 'confirm': {
      const t = host.txs[a as string]
      if (!t) throw new Error(`No Safe transaction ${String(a)}`)
      const owner = (b as Address | undefined) ?? host.safe.owners.find((o) => !t.confirmations.includes(o))
      if (!owner) throw new Error('Every owner has confirmed already.')
      return host.confirm(a as string, owner)
    }
    case 'setTx':
      return host.setTx(a as string, b as Partial<SafeHostTransaction>)
    default:
      throw new Error(`Unknown Safe host operation ${operation}`)
  }
}

/**
 * Grants the host origin Local Network Access (https://wicg.github.io/local-network-access/).
 * An older Playwright may not know the permission: then say which flag does the same.
 */
async function allowLocalNetwork(page: SafeHostPage<unknown>, origin: string): Promise<void> {
  try {
    await page.context().grantPermissions(['local-network-access'], { origin })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `openSafeHost could not grant ${origin} Local Network Access (${reason.split('\n')[0]}): update Playwright, or launch Chromium with --disable-features=LocalNetworkAccessChecks.`,
    )
  }
}

let opened = 0
const html = (title: string, script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><script>${script.replaceAll('</', '<\\/')}</script></body></html>`

async function nodeChainId(rpcUrl: string): Promise<number> {
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}', signal: AbortSignal.timeout(10_000) })
  const body = (await res.json()) as { result?: unknown }
  if (typeof body.result !== 'string' || !/^0x[0-9a-f]+$/i.test(body.result)) throw new Error(`The node at ${rpcUrl} did not answer eth_chainId; pass \`chainId\` to openSafeHost.`)
  return Number(body.result)
}

/**
 * Opens the app as a Safe App in `page`: a stand-in for Safe{Wallet} (on `origin`, default
 * https://app.safe.global) frames it and answers the Safe Apps SDK's postMessage protocol
 * for a Safe with these owners, as the real interface does. The test plays the owners:
 * confirm proposals, execute them on the node, refuse one, or leave a method unanswered.
 * The host origin is granted Chromium's `local-network-access` permission in the page's
 * context: a page answered by `page.route` counts as public, and Local Network Access would
 * not let it frame an app on 127.0.0.1 or reach its node.
 */
export async function openSafeHost<FrameLocatorT>(page: SafeHostPage<FrameLocatorT>, options: SafeHostOptions): Promise<SafeHost<FrameLocatorT>> {
  if (options.owners.length === 0) throw new Error('openSafeHost needs at least one owner.')
  const origin = new URL(options.origin ?? 'https://app.safe.global').origin
  const chainId = options.chainId ?? (await nodeChainId(options.rpcUrl))
  const n = ++opened
  const hostUrl = `${origin}/__porch-safe-host/${n}`
  const siblingUrl = options.siblingOrigin ? `${new URL(options.siblingOrigin).origin}/__porch-safe-sibling/${n}` : undefined
  const pageOptions: SafeHostPageOptions = {
    appUrl: options.appUrl,
    ...(siblingUrl ? { siblingUrl } : {}),
    safe: getAddress(options.safe),
    owners: options.owners.map((o) => getAddress(o)),
    threshold: options.threshold ?? Math.min(2, options.owners.length),
    chainId,
    chainName: options.chainName ?? `Chain ${chainId}`,
    rpcUrl: options.rpcUrl,
    ...(options.serviceUrl ? { serviceUrl: options.serviceUrl } : {}),
  }
  const hostHtml = html('Safe{Wallet} test host', `(${safeHostPage.toString()})(${JSON.stringify(pageOptions)}, ${gatewayTxDetails.toString()})`)
  const signer = options.messageSigning
    ? createMessageSigner({ ...options.messageSigning, safe: pageOptions.safe as Address, owners: pageOptions.owners as Address[], chainId, rpcUrl: options.rpcUrl, ...(options.serviceUrl ? { serviceUrl: options.serviceUrl } : {}) })
    : undefined
  if (signer) await page.exposeFunction('porchSafeHostSign', (method, params) => signer.sign(method, params))
  await allowLocalNetwork(page, origin)
  await page.route((url) => url.href === hostUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostHtml }))
  if (siblingUrl) {
    const siblingHtml = html('Sibling', `(${safeSiblingPage.toString()})()`)
    await page.route((url) => url.href === siblingUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: siblingHtml }))
  }
  await page.goto(hostUrl)

  const call = (operation: string, ...args: unknown[]) => page.evaluate(hostCall, [operation, args])
  const read = () => call('read') as Promise<Pick<SafeHostState, 'requests' | 'txs' | 'forged'>>
  return {
    app: page.frameLocator('#app'),
    chainId,
    async requests(method) {
      const { requests } = await read()
      return method ? requests.filter((r) => r.method === method) : requests
    },
    txs: async () => (await read()).txs,
    tx: async (hash) => (await read()).txs[hash],
    forged: async () => (await read()).forged,
    drop: async (method) => void (await call('drop', method)),
    leak: async (method) => {
      if (!siblingUrl) throw new Error('leak() needs a sibling frame: pass `siblingOrigin` to openSafeHost.')
      await call('leak', method)
    },
    rejectNext: async () => void (await call('rejectNext')),
    replyAs: async (id, data) => void (await call('replyAs', id, data)),
    confirm: async (hash, owner) => void (await call('confirm', hash, owner)),
    async messages() {
      if (!signer) throw new Error('messages() needs `messageSigning` (the owners\' keys) in openSafeHost\'s options.')
      return signer.messages()
    },
    async confirmMessage(hash, owner) {
      if (!signer) throw new Error('confirmMessage() needs `messageSigning` (the owners\' keys) in openSafeHost\'s options.')
      const m = signer.find(hash)
      if (m.mode === 'offchain') return signer.confirmOffchain(m, owner)
      await call('confirm', hash, owner)
    },
    async execute(node, hash) {
      const { txs } = await read()
      const tx = txs[hash]
      if (!tx) throw new Error(`No Safe transaction ${hash}`)
      const client = createTestClient({ mode: 'anvil', transport: http(node.rpcUrl, { timeout: 30_000 }) }).extend(publicActions)
      const safe = pageOptions.safe as Address
      await client.impersonateAccount({ address: safe })
      let last: Hash | undefined
      try {
        // Gas for its calls: the impersonated Safe pays them itself.
        if ((await client.getBalance({ address: safe })) < 10n ** 18n) await client.setBalance({ address: safe, value: 10n ** 18n })
        for (const c of tx.txs) {
          last = await client.sendUnsignedTransaction({ from: safe, to: c.to, data: c.data, value: BigInt(c.value) })
          const receipt = await client.waitForTransactionReceipt({ hash: last, timeout: 30_000 })
          if (receipt.status !== 'success') throw new Error(`The Safe's call to ${c.to} reverted (${last}).`)
        }
      } finally {
        await client.stopImpersonatingAccount({ address: safe })
      }
      await call('setTx', hash, { txStatus: 'SUCCESS', txHash: last ?? null, executedAt: Date.now() })
      return last!
    },
  }
}

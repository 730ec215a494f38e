import { createWalletEngine, type WalletEvent } from './engine'
import { pageWallet, type BindingAnswer, type PageWalletOptions } from './pageScript'
import type { TestWalletController, TestWalletParameters } from './types'

/**
 * The part of Playwright's `Page` the test wallet uses. Taken structurally, so Playwright
 * stays the app's own devDependency: pass a `Page` (or a `BrowserContext`'s page).
 */
export interface TestWalletPage {
  /** Playwright's `page.addInitScript(script, arg)`. */
  addInitScript(script: (arg: PageWalletOptions) => void, arg: PageWalletOptions): Promise<unknown>
  /** Playwright's `page.exposeBinding(name, callback)`. */
  exposeBinding(name: string, callback: (source: unknown, request: { method: string; params: unknown }) => Promise<BindingAnswer>): Promise<unknown>
  /** Playwright's `page.evaluate(fn, arg)`. */
  evaluate(fn: (arg: [string, string, unknown]) => void, arg: [string, string, unknown]): Promise<unknown>
}

/** How the wallet presents itself in the page, besides what it holds ({@link TestWalletParameters}). */
export interface InstallTestWalletParameters extends TestWalletParameters {
  /** Name announced through EIP-6963 (what the connect modal lists). */
  name: string
  /** Reverse-DNS id announced through EIP-6963 (e.g. `com.example.wallet`). */
  rdns: string
  /** Icon announced through EIP-6963 (a data: URI). Default: a plain square. */
  icon?: string
  /** Announce through EIP-6963. Default true. */
  announce?: boolean
  /** Also set `window.ethereum` (legacy injection). Default false. */
  legacy?: boolean
  /** Set `isCoinbaseWallet` on the provider, as the Coinbase extension's legacy provider does. */
  coinbaseFlag?: boolean
}

/** The controller of a wallet installed in a page. */
export interface InstalledTestWallet extends TestWalletController {
  /** Put the same wallet (same state: connected, chain) into another tab of the browser, as an extension is in every tab. */
  attach(page: TestWalletPage): Promise<void>
}

const DEFAULT_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6b4eff"/></svg>')}`

/**
 * Installs an EIP-1193 test wallet into a Playwright page (call before `page.goto`). The page
 * gets only a thin provider announced through EIP-6963; the wallet's state and keys stay in
 * the test's process, where it signs with viem accounts and talks to the chains' nodes, so
 * it works with any node, the page's CSP never sees its traffic, and its state survives
 * reloads as an extension's does.
 */
export async function installTestWallet(page: TestWalletPage, parameters: InstallTestWalletParameters): Promise<InstalledTestWallet> {
  if (!parameters.name || !parameters.rdns) throw new Error('installTestWallet needs the wallet\'s `name` and `rdns` (how the connect modal lists it).')
  const binding = `__porchTestWallet:${parameters.rdns}`
  const pages = new Set<TestWalletPage>()
  const emit = async ({ event, payload }: WalletEvent) => {
    // A page between two documents has no listener yet; it asks for the state when it loads.
    await Promise.all(
      [...pages].map((p) =>
        p.evaluate(([key, name, data]) => void (window as unknown as Record<string, ((e: string, d: unknown) => void) | undefined>)[key]?.(name, data), [`${binding}:emit`, event, payload]).catch(() => {}),
      ),
    )
  }
  const engine = createWalletEngine(parameters, emit)
  const options: PageWalletOptions = {
    binding,
    name: parameters.name,
    rdns: parameters.rdns,
    icon: parameters.icon ?? DEFAULT_ICON,
    announce: parameters.announce ?? true,
    legacy: parameters.legacy ?? false,
    flags: { isPorchTestWallet: true, ...(parameters.coinbaseFlag ? { isCoinbaseWallet: true } : {}) },
  }
  const attach = async (target: TestWalletPage) => {
    await target.exposeBinding(binding, async (_source, request) => {
      try {
        return { result: await engine.request(request.method, request.params) }
      } catch (error) {
        const e = error as { code?: unknown; message?: unknown; data?: unknown }
        const code = typeof e.code === 'number' ? e.code : -32603
        return { error: { code, message: typeof e.message === 'string' ? e.message : String(error), ...(e.data === undefined ? {} : { data: e.data }) } }
      }
    })
    await target.addInitScript(pageWallet, options)
    pages.add(target)
  }
  await attach(page)
  const { controller } = engine
  const wallet: InstalledTestWallet = {
    get address() {
      return controller.address
    },
    get chainId() {
      return controller.chainId
    },
    requests: controller.requests,
    rejectNext: controller.rejectNext,
    rejectAlways: controller.rejectAlways,
    allow: controller.allow,
    hold: controller.hold,
    delay: controller.delay,
    switchChain: controller.switchChain,
    setAccounts: controller.setAccounts,
    disconnect: controller.disconnect,
    lowGasNext: controller.lowGasNext,
    failNextBundle: controller.failNextBundle,
    nextCallsError: controller.nextCallsError,
    attach,
  }
  return wallet
}

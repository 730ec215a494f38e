import type { Address, EIP1193Provider } from 'viem'
import { chainNotConfigured, ProviderNotFoundError } from '../core/errors'
import { lazyImport } from '../core/lazy'
import { normalizedWalletError } from '../core/walletErrorsLazy'
import { parsers } from '../core/storage'
import type { Connector, ConnectResult, ConnectorContext, CreateConnectorFn } from '../core/types'
import type { SignInProof } from '../core/auth/oneClick'
import { parseChainId, rpc, type Eip1193 } from './eip1193'

// Switching (and adding) a chain loads when first asked for: no page needs it to show.
const loadSwitchOrAdd = lazyImport(() => import('./switchOrAdd'))
// ERC-7846 sign-in loads with the first connect that asks for it.
const loadErc7846 = lazyImport(() => import('./erc7846'))
/** How a wallet answered a one-approval sign-in last time: so a wallet without `wallet_connect` costs no extra request next time. */
type SignInWay = 'walletConnect' | 'twoSteps'
const parseWay = (v: unknown): SignInWay | undefined => (v === 'walletConnect' || v === 'twoSteps' ? v : undefined)
/** The mapping of what a wallet threw to typed errors (viem's RPC error classes): loaded when a connect fails, not with the page. */

/** Which injected provider an `injected()` connector drives, and how the picker names it. */
export interface InjectedTarget {
  /** The connector's id, unique in the config (default `'injected'`; EIP-6963 wallets use their rdns). */
  id: string
  /** The wallet's name in the picker (default 'Browser Wallet'). */
  name: string
  /** Data URI or same-origin URL of the wallet's icon. */
  icon?: string
  /** EIP-6963 reverse-DNS id of the wallet, when known. */
  rdns?: string
  /** The provider, or a getter evaluated lazily (window.ethereum may appear after load). */
  provider: Eip1193 | (() => Eip1193 | undefined)
}

function windowEthereum(): Eip1193 | undefined {
  if (typeof window === 'undefined') return undefined
  return (window as unknown as { ethereum?: Eip1193 }).ethereum
}


/**
 * Connector for a browser-injected EIP-1193 provider: `window.ethereum` by default, or one
 * announced through EIP-6963 (see eip6963.ts).
 */
export function injected(target?: InjectedTarget): CreateConnectorFn {
  const t: InjectedTarget = target ?? { id: 'injected', name: 'Browser Wallet', provider: windowEthereum }
  return (ctx) => createInjected(ctx, t)
}

function createInjected(ctx: ConnectorContext, t: InjectedTarget): Omit<Connector, 'uid'> {
  const getRaw = () => (typeof t.provider === 'function' ? t.provider() : t.provider)
  // Remembered so a user's Disconnect sticks across reloads even though the wallet still
  // exposes eth_accounts (most extensions have no programmatic disconnect).
  const flagKey = `connected.${t.id}`
  const wayKey = `signInWay.${t.id}`
  let subscribed: Eip1193 | undefined

  const require = (): Eip1193 => {
    const p = getRaw()
    if (!p) throw new ProviderNotFoundError(t.name)
    return p
  }

  const onAccountsChanged = (accounts: readonly Address[]) => {
    if (accounts.length === 0) {
      ctx.storage.remove(flagKey)
      ctx.emitter.emit('disconnect', undefined)
    } else ctx.emitter.emit('change', { accounts })
  }
  const onChainChanged = (chainId: string | number) => ctx.emitter.emit('change', { chainId: parseChainId(chainId) })
  const onDisconnect = async (error?: { code?: number; message?: string }) => {
    // MetaMask emits 1013 ("try again later") while it reconnects its own RPC; ignore it
    // while an account is still there. https://github.com/MetaMask/providers/issues/206
    if (error?.code === 1013) {
      const accounts = await rpc<Address[]>(require(), 'eth_accounts').catch(() => [])
      if (accounts.length > 0) return
    }
    ctx.storage.remove(flagKey)
    // EIP-1193's disconnect carries a ProviderRpcError (4900: disconnected from all chains):
    // the app hears why (wagmi's `error` event) before the disconnect itself.
    // The error classes load on demand (only a failure needs them), so the event waits for them.
    if (error?.code !== undefined) {
      ctx.emitter.emit('error', { error: await normalizedWalletError(error) })
    }
    ctx.emitter.emit('disconnect', undefined)
  }

  const subscribe = (p: Eip1193) => {
    if (subscribed === p) return
    unsubscribe()
    p.on?.('accountsChanged', onAccountsChanged as (...a: never[]) => void)
    p.on?.('chainChanged', onChainChanged as (...a: never[]) => void)
    p.on?.('disconnect', onDisconnect as (...a: never[]) => void)
    subscribed = p
  }
  const unsubscribe = () => {
    subscribed?.removeListener?.('accountsChanged', onAccountsChanged as (...a: never[]) => void)
    subscribed?.removeListener?.('chainChanged', onChainChanged as (...a: never[]) => void)
    subscribed?.removeListener?.('disconnect', onDisconnect as (...a: never[]) => void)
    subscribed = undefined
  }

  const connector: Omit<Connector, 'uid'> = {
    id: t.id,
    name: t.name,
    type: 'injected',
    ...(t.icon ? { icon: t.icon } : {}),
    ...(t.rdns ? { rdns: t.rdns } : {}),
    emitter: ctx.emitter,
    async connect(params): Promise<ConnectResult & { signIn?: SignInProof }> {
      const p = require()
      try {
        const method = params?.isReconnecting ? 'eth_accounts' : 'eth_requestAccounts'
        let accounts: Address[] | undefined
        let signIn: SignInProof | undefined
        if (params?.signIn && !params.isReconnecting && ctx.storage.get(wayKey, parseWay) !== 'twoSteps') {
          const answer = await (await loadErc7846()).requestWithSignIn(p, params.signIn)
          ctx.storage.set(wayKey, answer === 'unsupported' ? 'twoSteps' : 'walletConnect')
          if (answer !== 'unsupported') ({ accounts, proof: signIn } = answer)
        }
        accounts ??= await rpc<Address[]>(p, method)
        // An empty account list counts as a rejection (EIP-1193 4001).
        if (!Array.isArray(accounts) || accounts.length === 0) throw Object.assign(new Error('The wallet returned no accounts.'), { code: 4001 })
        let chainId = parseChainId(await rpc(p, 'eth_chainId'))
        subscribe(p)
        if (params?.chainId !== undefined && params.chainId !== chainId) {
          await connector.switchChain!(params.chainId).then(
            () => (chainId = params.chainId!),
            () => {}, // stay connected on the wallet's chain; the UI offers the switch
          )
        }
        ctx.storage.set(flagKey, true)
        return signIn ? { accounts, chainId, signIn } : { accounts, chainId }
      } catch (e) {
        throw await normalizedWalletError(e)
      }
    },
    signsInOnConnect: () => ctx.storage.get(wayKey, parseWay) !== 'twoSteps',
    async disconnect() {
      unsubscribe()
      ctx.storage.remove(flagKey)
      // EIP-2255: wallets that support it forget the permission; others ignore the call.
      await rpc(require(), 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => {})
    },
    async getAccounts() {
      return rpc<Address[]>(require(), 'eth_accounts')
    },
    async getChainId() {
      return parseChainId(await rpc(require(), 'eth_chainId'))
    },
    async getProvider() {
      return require() as EIP1193Provider
    },
    async isAuthorized() {
      const p = getRaw()
      if (!p || ctx.storage.get(flagKey, parsers.boolean) !== true) return false
      const accounts = await rpc<Address[]>(p, 'eth_accounts').catch(() => [])
      return accounts.length > 0
    },
    async switchChain(chainId) {
      const chain = ctx.chains.find((c) => c.id === chainId)
      if (!chain) throw chainNotConfigured(chainId)
      const p = require()
      const { switchOrAdd } = await loadSwitchOrAdd()
      await switchOrAdd(p, chain, ctx.appName)
      ctx.emitter.emit('change', { chainId })
    },
  }
  return connector
}

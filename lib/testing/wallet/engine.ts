import { getAddress, isAddressEqual, type Address, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { anvilPrivateKeys } from '../accounts'
import { createBundles, LOW_GAS } from './calls'
import { hex, nodeRequest, parseChainId, walletError } from './rpc'
import { sendTransaction, signPersonal, signTransaction, signTypedData, type TransactionParams } from './signer'
import type { HeldRequest, TestWalletController, TestWalletParameters, WalletRequest } from './types'
import { isAddressLike } from '../../core/address'
import { signIn, siweCapability } from './signIn'

/** An event the wallet emits to the page (EIP-1193 `accountsChanged` / `chainChanged`). */
export type WalletEvent = { event: 'accountsChanged'; payload: Address[] } | { event: 'chainChanged'; payload: Hex }

/** The wallet's engine: its "extension state", refusals and signing, outside the page. */
export interface WalletEngine {
  /** Answers one EIP-1193 request (throws an error with an EIP-1193 code). */
  request(method: string, params: unknown): Promise<unknown>
  /** The controller the test drives. */
  controller: TestWalletController
}

const unsupported = (method: string) => walletError(4200, `The wallet does not support ${method}.`)

/**
 * The wallet's logic, shared by the Playwright wallet (it runs in the test's process and
 * the page only relays to it) and the jsdom mock connector. Its state (connected, chain,
 * known chains, bundles) lives here, so it survives a page reload like an extension's.
 */
export function createWalletEngine(params: TestWalletParameters, emit: (e: WalletEvent) => Promise<void>): WalletEngine {
  if (params.chains.length === 0) throw new Error('The test wallet needs at least one chain ({ id, rpcUrl }).')
  const answersWalletConnect = params.signInWithEthereum ?? false
  const keys = params.accounts?.length ? params.accounts : [anvilPrivateKeys[0]]
  const signers: PrivateKeyAccount[] = keys.map((k) => privateKeyToAccount(k))
  const contract = params.contractAccount ? getAddress(params.contractAccount) : undefined
  const rpcUrls = new Map(params.chains.map((c) => [c.id, c.rpcUrl]))
  const state = {
    connected: params.connected ?? false,
    chainId: params.chainId ?? params.chains[0]!.id,
    accounts: contract ? [contract] : [signers[0]!.address],
  }
  if (!rpcUrls.has(state.chainId)) throw new Error(`The test wallet starts on chain ${state.chainId}, which is not among its chains.`)
  const log: WalletRequest[] = []
  const rejections = new Map<string, 'once' | 'always'>()
  const holds = new Map<string, { arrived: (r: WalletRequest) => void; gate: Promise<boolean>; pending: boolean }>()
  const delays = new Map<string, number>()
  const eip5792 = params.eip5792 ?? 'none'
  const bundles = createBundles()
  let lowGas = false
  let failBundle = false
  let callsError: number | undefined

  const signerFor = (from: unknown): PrivateKeyAccount => {
    if (contract) return signers[0]!
    const wanted = isAddressLike(from) ? from : state.accounts[0]!
    const signer = signers.find((s) => isAddressEqual(s.address, wanted))
    if (!signer || !state.accounts.some((a) => isAddressEqual(a, wanted))) throw walletError(4100, `The wallet has not authorized ${wanted}.`)
    return signer
  }
  const rpcUrl = () => rpcUrls.get(state.chainId)!
  const requireConnected = () => {
    if (!state.connected) throw walletError(4100, 'Unauthorized: connect first (eth_requestAccounts).')
  }
  const requireCalls = (method: string) => {
    if (eip5792 === 'none') throw unsupported(method)
  }

  async function answer(method: string, params: unknown): Promise<unknown> {
    const args = Array.isArray(params) ? (params as unknown[]) : []
    const first = (args[0] ?? {}) as Record<string, unknown>
    switch (method) {
      case 'eth_requestAccounts':
        state.connected = true
        return [...state.accounts]
      case 'eth_accounts':
        return state.connected ? [...state.accounts] : []
      case 'wallet_connect': {
        // ERC-7846: connect, and sign in with the same approval when the app asks.
        if (!answersWalletConnect) throw walletError(-32601, 'The method "wallet_connect" does not exist / is not available.')
        const siwe = siweCapability(params)
        state.connected = true
        const signed = siwe ? await signIn(siwe, state.accounts[0]!, signerFor(state.accounts[0]), contract !== undefined) : undefined
        return { accounts: state.accounts.map((address, i) => ({ address, capabilities: i === 0 && signed ? { signInWithEthereum: signed } : {} })) }
      }
      case 'eth_chainId':
        return hex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'wallet_requestPermissions':
        state.connected = true
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_revokePermissions':
        state.connected = false
        return null
      case 'wallet_switchEthereumChain': {
        const id = parseChainId(first.chainId)
        if (!rpcUrls.has(id)) throw walletError(4902, `Unrecognized chain ID "${String(first.chainId)}". Try adding the chain using wallet_addEthereumChain first.`)
        if (id !== state.chainId) await switchTo(id)
        return null
      }
      case 'wallet_addEthereumChain': {
        const id = parseChainId(first.chainId)
        const url = Array.isArray(first.rpcUrls) ? first.rpcUrls.find((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u)) : undefined
        if (Number.isNaN(id) || !url) throw walletError(-32602, 'wallet_addEthereumChain expects a chainId and an http(s) rpcUrl.')
        if (!rpcUrls.has(id)) rpcUrls.set(id, url)
        return null
      }
      case 'wallet_watchAsset':
        return true
      case 'personal_sign':
        requireConnected()
        return signPersonal(signerFor(args[1]), args[0], contract !== undefined)
      case 'eth_signTypedData_v4':
        requireConnected()
        return signTypedData(signerFor(args[0]), args[1], contract !== undefined)
      case 'eth_sendTransaction': {
        requireConnected()
        if (contract) throw unsupported('eth_sendTransaction from a contract account')
        const tx = first as TransactionParams
        const gas = lowGas ? LOW_GAS : undefined
        lowGas = false
        return sendTransaction(signerFor(tx.from), state.chainId, rpcUrl(), tx, gas)
      }
      case 'eth_signTransaction': {
        requireConnected()
        if (contract) throw unsupported('eth_signTransaction from a contract account')
        const tx = first as TransactionParams & { chainId?: unknown }
        // A wallet signs for the chain it is on; a request for another one is refused, not re-targeted.
        if (tx.chainId !== undefined && parseChainId(tx.chainId) !== state.chainId) {
          throw walletError(-32602, `eth_signTransaction for chain ${String(tx.chainId)}, but the wallet is on ${hex(state.chainId)}.`)
        }
        return signTransaction(signerFor(tx.from), state.chainId, rpcUrl(), tx)
      }
      case 'wallet_getCapabilities':
        requireCalls(method)
        return { [hex(state.chainId)]: eip5792 === 'v2' ? { atomic: { status: 'supported' } } : { atomicBatch: { supported: true } } }
      case 'wallet_sendCalls': {
        requireCalls(method)
        requireConnected()
        if (callsError !== undefined) {
          const code = callsError
          callsError = undefined
          throw walletError(code, `EIP-5792 error ${code}`)
        }
        const failLast = failBundle
        failBundle = false
        const signer = signerFor(first.from)
        return bundles.send(first, { chainId: state.chainId, rpcUrl: rpcUrl() }, failLast, (call, gas) =>
          sendTransaction(signer, state.chainId, rpcUrl(), call, gas),
        )
      }
      case 'wallet_getCallsStatus':
        requireCalls(method)
        return bundles.status(args[0])
      case 'wallet_showCallsStatus':
        requireCalls(method)
        return null
      default:
        if (method.startsWith('wallet_') || method.startsWith('eth_sign')) throw unsupported(method)
        // Reads go to the node of the chain the wallet is on, as an extension's do.
        return nodeRequest(rpcUrl(), method, params)
    }
  }

  async function switchTo(id: number): Promise<void> {
    state.chainId = id
    await emit({ event: 'chainChanged', payload: hex(id) })
  }

  async function request(method: string, params: unknown): Promise<unknown> {
    const refusal = rejections.get(method)
    const entry: WalletRequest = { method, params: params ?? null, ...(refusal ? { rejected: true as const } : {}) }
    log.push(entry)
    if (refusal === 'once') rejections.delete(method)
    if (refusal) throw walletError(4001, 'User rejected the request.')
    const hold = holds.get(method)
    if (hold) {
      if (hold.pending) throw walletError(-32002, `Request of type '${method}' already pending. Please wait.`)
      hold.pending = true
      hold.arrived(entry)
      const approved = await hold.gate
      holds.delete(method)
      if (!approved) {
        entry.rejected = true
        throw walletError(4001, 'User rejected the request.')
      }
    }
    const wait = delays.get(method)
    if (wait) await new Promise((done) => setTimeout(done, wait))
    return answer(method, params)
  }

  const controller: TestWalletController = {
    get address() {
      return state.accounts[0]!
    },
    get chainId() {
      return state.chainId
    },
    requests: (method) => (method ? log.filter((r) => r.method === method) : [...log]),
    rejectNext: (method) => void rejections.set(method, 'once'),
    rejectAlways: (method) => void rejections.set(method, 'always'),
    allow: (method) => void rejections.delete(method),
    hold(method): HeldRequest {
      let arrived!: (r: WalletRequest) => void
      let decide!: (approved: boolean) => void
      const arrival = new Promise<WalletRequest>((r) => (arrived = r))
      holds.set(method, { arrived, gate: new Promise<boolean>((r) => (decide = r)), pending: false })
      return { arrived: arrival, release: () => decide(true), reject: () => decide(false) }
    },
    delay: (method, ms) => void (ms > 0 ? delays.set(method, ms) : delays.delete(method)),
    async switchChain(chainId) {
      if (!rpcUrls.has(chainId)) throw new Error(`The test wallet does not know chain ${chainId}: add it to \`chains\` first.`)
      await switchTo(chainId)
    },
    async setAccounts(addresses) {
      const next = addresses.map((a) => {
        if (contract && isAddressEqual(a, contract)) return contract
        const signer = signers.find((s) => isAddressEqual(s.address, a))
        if (!signer) throw new Error(`${a} is not one of the test wallet's accounts: pass its private key in \`accounts\`.`)
        return signer.address
      })
      state.accounts = next.length ? next : state.accounts
      if (next.length === 0) state.connected = false
      await emit({ event: 'accountsChanged', payload: next })
    },
    async disconnect() {
      state.connected = false
      await emit({ event: 'accountsChanged', payload: [] })
    },
    lowGasNext: () => void (lowGas = true),
    failNextBundle: () => void (failBundle = true),
    nextCallsError: (code) => void (callsError = code),
  }
  return { request, controller }
}

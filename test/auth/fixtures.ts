import { hexToString, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { injected } from '../../lib/connectors/injected'
import type { Eip1193 } from '../../lib/connectors/eip1193'
import { createConfig, type Config } from '../../lib/core/config'
import { createStorage } from '../../lib/core/storage'
import type { AuthenticationAdapter, AuthSession } from '../../lib/core/auth/types'
import { zkevm } from '../core/setup'
import { memoryBackend } from '../fixtures/storage'

// anvil's well-known development keys (accounts 1 and 2).
export const KEY_A = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const
export const KEY_B = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' as const
export const ACCOUNT_A = privateKeyToAccount(KEY_A).address
export const ACCOUNT_B = privateKeyToAccount(KEY_B).address


type Outcome = 'sign' | 'reject' | 'fail' | 'hold'

/** An EIP-1193 wallet that really signs (personal_sign) with a dev key, scripted per call. */
export function signingWallet(key: Hex = KEY_A, opts: { chainId?: number } = {}) {
  let account = privateKeyToAccount(key)
  let chainId = opts.chainId ?? 1101
  const switches: number[] = []
  let switchGate: Promise<void> | undefined
  const listeners = new Map<string, Set<(p: unknown) => void>>()
  const signs: Array<{ message: string; address: Address }> = []
  const outcomes: Outcome[] = []
  let release: ((v: Hex) => void) | undefined
  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload))
  const provider = {
    on(event: string, l: (p: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(l)
    },
    removeListener(event: string, l: (p: unknown) => void) {
      listeners.get(event)?.delete(l)
    },
    request: (async ({ method, params }: { method: string; params?: unknown[] }) => {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address]
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const id = Number((params as [{ chainId: string }])[0].chainId)
          switches.push(id)
          if (switchGate) await switchGate
          chainId = id
          emit('chainChanged', `0x${id.toString(16)}`)
          return null
        }
        case 'wallet_revokePermissions':
          return null
        case 'personal_sign': {
          const [data, address] = params as [Hex, Address]
          const message = hexToString(data)
          signs.push({ message, address })
          const outcome = outcomes.shift() ?? 'sign'
          if (outcome === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          if (outcome === 'fail') throw Object.assign(new Error('Internal wallet error'), { code: -32603 })
          const signature = await account.signMessage({ message })
          if (outcome === 'hold') return new Promise<Hex>((r) => (release = () => r(signature)))
          return signature
        }
        default:
          throw Object.assign(new Error(`${method} not supported`), { code: 4200 })
      }
    }) as Eip1193['request'],
  }
  return {
    provider: provider as Eip1193,
    signs,
    /** Script the next personal_sign answers. */
    next: (...o: Outcome[]) => void outcomes.push(...o),
    release: () => release?.('0x' as Hex),
    switchTo(nextKey: Hex) {
      account = privateKeyToAccount(nextKey)
      emit('accountsChanged', [account.address])
    },
    disconnect: () => emit('accountsChanged', []),
    /** Chain ids asked for with wallet_switchEthereumChain. */
    switches,
    /** Hold the next switches until the returned function is called. */
    holdSwitch() {
      let open!: () => void
      switchGate = new Promise<void>((r) => (open = r))
      return () => {
        switchGate = undefined
        open()
      }
    },
    get address() {
      return account.address
    },
  }
}

export function kitConfig(provider: Eip1193): Config {
  return createConfig({
    chains: [zkevm],
    appName: 'Mango',
    storage: createStorage({ backend: memoryBackend() }),
    connectors: [injected({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', provider })],
  })
}

/** A deferred answer a test settles when it wants. */
export function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

/**
 * An adapter scripted like a server: nonces are unique and single-use (verify refuses a
 * spent or unknown one), and each call can be made to fail or wait.
 */
export function scriptedAdapter(o: { session?: AuthSession | null } = {}) {
  let n = 0
  const issued = new Set<string>()
  const calls = { getNonce: 0, verify: [] as Array<{ message: string; signature: Hex }>, signOut: 0, getSession: 0 }
  const nonceScript: Array<'fail' | Promise<void>> = []
  const verifyScript: Array<'refuse' | 'throw' | Promise<void>> = []
  const adapter: AuthenticationAdapter & { getSession(): Promise<AuthSession | null> } = {
    async getNonce() {
      calls.getNonce++
      const step = nonceScript.shift()
      if (step === 'fail') throw new Error('server down')
      if (step) await step
      const nonce = `nonce${String(++n).padStart(4, '0')}x`
      issued.add(nonce)
      return nonce
    },
    createMessage: ({ address, chainId, nonce }) => `Sign in ${address} on ${chainId}\nNonce: ${nonce}`,
    async verify(args) {
      calls.verify.push(args)
      const step = verifyScript.shift()
      const nonce = /Nonce: (\w+)/.exec(args.message)?.[1] ?? ''
      const fresh = issued.delete(nonce) // spent whatever the outcome, like a real server
      if (step === 'refuse') return false
      if (step === 'throw') throw new Error('500')
      if (step) await step
      return fresh
    },
    async signOut() {
      calls.signOut++
    },
    async getSession() {
      calls.getSession++
      return o.session ?? null
    },
  }
  return {
    adapter,
    calls,
    failNonce: () => void nonceScript.push('fail'),
    holdNonce: () => {
      const d = deferred<void>()
      nonceScript.push(d.promise)
      return d
    },
    refuseVerify: () => void verifyScript.push('refuse'),
    throwVerify: () => void verifyScript.push('throw'),
    holdVerify: () => {
      const d = deferred<void>()
      verifyScript.push(d.promise)
      return d
    },
    nonceOf: (message: string) => /Nonce: (\w+)/.exec(message)?.[1],
  }
}

import type { Address } from 'viem'

type Listener = (payload: unknown) => void
export interface WalletCall {
  method: string
  params: unknown
}

export interface FakeWalletOptions {
  address: Address
  chainId: number
  /** Chains the wallet knows; switching to another answers 4902 until it is added. */
  knownChains?: number[]
  /** false: wallet_switchEthereumChain answers 4200 (method not supported). */
  canSwitch?: boolean
}

const fail = (code: number, message: string) => Object.assign(new Error(message), { code })

/**
 * An EIP-1193 wallet in memory, for unit tests only (the e2e suite uses a real injected
 * test wallet talking to anvil). Records every request; `hold(method)` makes the next
 * request of that method wait until `release()`/`reject()`, to observe pending states.
 */
export function createFakeWallet(o: FakeWalletOptions) {
  const listeners = new Map<string, Set<Listener>>()
  const calls: WalletCall[] = []
  const known = new Set(o.knownChains ?? [o.chainId])
  let chainId = o.chainId
  let held: string | undefined
  let gate: { resolve: () => void; reject: (e: unknown) => void } | undefined
  const rejectNext = new Set<string>()
  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload))
  const hex = (n: number) => `0x${n.toString(16)}`

  const waitIfHeld = async (method: string) => {
    if (held !== method) return
    held = undefined
    await new Promise<void>((resolve, reject) => (gate = { resolve, reject }))
  }

  const provider = {
    on(event: string, l: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(l)
    },
    removeListener(event: string, l: Listener) {
      listeners.get(event)?.delete(l)
    },
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      calls.push({ method, params: params ?? null })
      await waitIfHeld(method)
      if (rejectNext.delete(method)) throw fail(4001, 'User rejected the request.')
      const first = (Array.isArray(params) ? params[0] : undefined) as { chainId?: string } | undefined
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [o.address]
        case 'eth_chainId':
          return hex(chainId)
        case 'wallet_revokePermissions':
          return null
        case 'wallet_switchEthereumChain': {
          if (o.canSwitch === false) throw fail(4200, 'Method not supported')
          const id = Number.parseInt(String(first?.chainId), 16)
          if (!known.has(id)) throw fail(4902, `Unrecognized chain ID "${hex(id)}".`)
          chainId = id
          emit('chainChanged', hex(id))
          return null
        }
        case 'wallet_addEthereumChain':
          known.add(Number.parseInt(String(first?.chainId), 16))
          return null
        case 'wallet_watchAsset':
          return true
        default:
          throw fail(4200, `${method} not supported by the fake wallet`)
      }
    },
  }

  return {
    provider,
    calls,
    requests: (method: string) => calls.filter((c) => c.method === method),
    hold(method: string) {
      held = method
    },
    release() {
      gate?.resolve()
      gate = undefined
    },
    rejectHeld() {
      gate?.reject(fail(4001, 'User rejected the request.'))
      gate = undefined
    },
    rejectNext(method: string) {
      rejectNext.add(method)
    },
    /** The user switches chains inside the wallet. */
    switchTo(id: number) {
      chainId = id
      emit('chainChanged', hex(id))
    },
  }
}
export type FakeWallet = ReturnType<typeof createFakeWallet>

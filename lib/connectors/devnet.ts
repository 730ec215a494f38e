import { createWalletClient, http, type Chain, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createEmitter } from '../core/emitter'
import type { CreateConnectorFn } from '../core/types'
import { injected } from './injected'
import type { Eip1193 } from './eip1193'

/**
 * A development wallet for the local devnet: an EIP-1193 provider that signs locally with
 * an anvil key. The site imports this module only in dev builds on the devnet, so neither
 * the code nor the key reaches a production bundle (a test checks that).
 */
export function devnetWallet(options: { privateKey: Hex; chain: Chain; rpcUrl: string }): CreateConnectorFn {
  const account = privateKeyToAccount(options.privateKey)
  const wallet = createWalletClient({ account, chain: options.chain, transport: http(options.rpcUrl) })
  const events = createEmitter<Record<string, unknown>>()
  const chainHex = `0x${options.chain.id.toString(16)}`
  const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

  const provider: Eip1193 = {
    on: (event, listener) => void events.on(event, listener as (p: unknown) => void),
    removeListener: (event, listener) => events.off(event, listener as (p: unknown) => void),
    request: (async ({ method, params }: { method: string; params?: unknown }) => {
      const args = (Array.isArray(params) ? params : []) as unknown[]
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address]
        case 'eth_chainId':
          return chainHex
        case 'wallet_switchEthereumChain': {
          const id = (args[0] as { chainId?: string } | undefined)?.chainId
          if (id?.toLowerCase() !== chainHex) throw rpcError(4902, 'Unrecognized chain ID')
          return null
        }
        case 'wallet_addEthereumChain':
        case 'wallet_watchAsset':
        case 'wallet_revokePermissions':
          return method === 'wallet_watchAsset' ? true : null
        case 'eth_sendTransaction': {
          const tx = args[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex }
          return wallet.sendTransaction({
            to: tx.to ?? null,
            data: tx.data,
            value: tx.value ? BigInt(tx.value) : undefined,
            gas: tx.gas ? BigInt(tx.gas) : undefined,
          })
        }
        case 'personal_sign':
          return account.signMessage({ message: { raw: args[0] as Hex } })
        case 'eth_signTypedData_v4': {
          const data = JSON.parse(String(args[1])) as Parameters<typeof account.signTypedData>[0]
          return account.signTypedData(data)
        }
        default:
          return wallet.request({ method, params } as never)
      }
    }) as Eip1193['request'],
  }
  return injected({ id: 'devnet', name: 'Devnet wallet', provider })
}

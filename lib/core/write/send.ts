import { createWalletClient, custom, type Account, type Address, type Chain, type CustomTransport, type Hash, type Hex, type WalletClient } from 'viem'
import { estimateGas, sendTransaction as viemSendTransaction } from 'viem/actions'
import type { Config } from '../config'
import type { WritableAccount } from './account'
import { normalizeSimulationError, normalizeWriteError } from './errors'

/** The fields of a transaction the kit sends. */
export interface TransactionRequest {
  /** Absent: a contract deployment (`data` is the creation code). */
  to?: Address | undefined
  data?: Hex
  value?: bigint
  gas?: bigint
  nonce?: number
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  gasPrice?: bigint
}

/**
 * The gas limit a write goes out with: the caller's, else the node's estimate, which is
 * how a transaction that would revert or cannot be paid is refused with a typed error
 * before the wallet shows a prompt.
 */
export async function checkedGas(config: Config, { address, chain }: WritableAccount, request: TransactionRequest): Promise<bigint> {
  if (request.gas !== undefined) return request.gas
  try {
    return await estimateGas(config.getClient({ chainId: chain.id }), { account: address, to: request.to, data: request.data, value: request.value })
  } catch (e) {
    throw normalizeSimulationError(e)
  }
}

/** The fee fields of a request, legacy or EIP-1559 (never both, as viem requires). */
export function feesOf({ gasPrice, maxFeePerGas, maxPriorityFeePerGas }: TransactionRequest) {
  return gasPrice !== undefined ? { gasPrice } : { maxFeePerGas, maxPriorityFeePerGas }
}

/** A viem wallet client over the connected wallet's provider, for its account and chain. */
export async function walletClientOf({ connector, address, chain }: WritableAccount): Promise<WalletClient<CustomTransport, Chain, Account>> {
  return createWalletClient({ account: address, chain, transport: custom(await connector.getProvider()) })
}

/**
 * Sends through the connected wallet, after asking the node whether it can succeed
 * (checkedGas; `preflight` false when the caller has simulated it already).
 */
export async function sendChecked(config: Config, account: WritableAccount, request: TransactionRequest, preflight = true): Promise<Hash> {
  const gas = preflight ? await checkedGas(config, account, request) : request.gas
  const wallet = await walletClientOf(account)
  try {
    return await viemSendTransaction(wallet, { account: account.address, chain: account.chain, to: request.to, data: request.data, value: request.value, gas, nonce: request.nonce, ...feesOf(request) })
  } catch (e) {
    throw normalizeWriteError(e, 'eth_sendTransaction')
  }
}

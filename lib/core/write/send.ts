import { createWalletClient, custom, type Address, type Hash, type Hex } from 'viem'
import { estimateGas, sendTransaction as viemSendTransaction } from 'viem/actions'
import type { Config } from '../config'
import type { WritableAccount } from './account'
import { normalizeSimulationError, normalizeWriteError } from './errors'

/** The fields of a transaction the kit sends. */
export interface TransactionRequest {
  to: Address
  data?: Hex
  value?: bigint
  gas?: bigint
  nonce?: number
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  gasPrice?: bigint
}

/**
 * Sends through the connected wallet, after asking the node whether it can succeed: gas
 * is estimated first (unless given), so a revert or a shortfall is refused with a typed
 * error before the wallet shows a prompt.
 */
export async function sendChecked(config: Config, { connector, address, chain }: WritableAccount, request: TransactionRequest, preflight = true): Promise<Hash> {
  let gas = request.gas
  if (gas === undefined && preflight) {
    try {
      gas = await estimateGas(config.getClient(chain.id), { account: address, to: request.to, data: request.data, value: request.value })
    } catch (e) {
      throw normalizeSimulationError(e)
    }
  }
  const provider = await connector.getProvider()
  const wallet = createWalletClient({ account: address, chain, transport: custom(provider) })
  try {
    const { gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce } = request
    const fees = gasPrice !== undefined ? { gasPrice } : { maxFeePerGas, maxPriorityFeePerGas }
    return await viemSendTransaction(wallet, { account: address, chain, to: request.to, data: request.data, value: request.value, gas, nonce, ...fees })
  } catch (e) {
    throw normalizeWriteError(e, 'eth_sendTransaction')
  }
}

import type { Hex } from 'viem'
import { signTransaction as viemSignTransaction } from 'viem/actions'
import type { Config } from '../config'
import { writableAccount } from '../write/account'
import { normalizeWriteError } from '../write/errors'
import { checkedGas, feesOf, walletClientOf } from '../write/send'
import type { SendTransactionErrorType, SendTransactionParameters } from './sendTransaction'

/** Parameters of signTransaction: sendTransaction's (wagmi's fields), without `recent` (nothing is sent). */
export type SignTransactionParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = Omit<
  SendTransactionParameters<config, chainId>,
  'recent'
>

/** The signed transaction, serialized (RLP, with its type prefix): send it with `eth_sendRawTransaction`. */
export type SignTransactionReturnType = Hex

/** What signTransaction rejects with (as sendTransaction). */
export type SignTransactionErrorType = SendTransactionErrorType

/**
 * Asks the connected wallet to sign a transaction without sending it
 * (`eth_signTransaction`); the wallet fills what is left out (nonce, fees). Gated by
 * sign-in like every write, and checked with the node first (gas estimate) as
 * sendTransaction is: a transaction that would revert or cannot be paid is refused with a
 * typed error and the wallet is never asked. Many wallets refuse the method
 * (MethodNotSupportedError); wagmi's signTransaction has the same limit.
 * Rejects with a SignTransactionErrorType.
 */
export async function signTransaction<config extends Config, chainId extends config['chains'][number]['id']>(
  config: config,
  parameters: SignTransactionParameters<config, chainId>,
): Promise<SignTransactionReturnType> {
  const { chainId, ...request } = parameters
  const account = writableAccount(config, chainId)
  const gas = await checkedGas(config, account, request)
  const wallet = await walletClientOf(account)
  try {
    return await viemSignTransaction(wallet, {
      account: account.address,
      chain: account.chain,
      to: request.to,
      data: request.data,
      value: request.value,
      gas,
      nonce: request.nonce,
      ...feesOf(request),
    } as Parameters<typeof viemSignTransaction>[1])
  } catch (e) {
    throw normalizeWriteError(e, 'eth_signTransaction')
  }
}

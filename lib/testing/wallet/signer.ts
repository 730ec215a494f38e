import { createWalletClient, defineChain, hashMessage, hashTypedData, http, isHex, type Hex, type TypedDataDefinition } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { walletError } from './rpc'

/** A transaction as an app passes it to `eth_sendTransaction` (hex quantities). */
export interface TransactionParams {
  from?: string
  to?: Hex | null
  data?: Hex
  value?: Hex
  gas?: Hex
  nonce?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

const big = (v: Hex | undefined) => (v === undefined ? undefined : BigInt(v))

/**
 * Signs `personal_sign` data. A contract account (ERC-1271) gets its owner's raw signature
 * of the EIP-191 hash, which the account's `isValidSignature` checks.
 */
export function signPersonal(account: PrivateKeyAccount, data: unknown, contractAccount: boolean): Promise<Hex> {
  if (typeof data !== 'string') throw walletError(-32602, 'personal_sign expects the message as its first parameter.')
  const message = isHex(data) ? { raw: data } : data
  return contractAccount ? account.sign({ hash: hashMessage(message) }) : account.signMessage({ message })
}

/** Signs `eth_signTypedData_v4` JSON (EIP-712); a contract account signs the typed-data hash raw. */
export function signTypedData(account: PrivateKeyAccount, json: unknown, contractAccount: boolean): Promise<Hex> {
  let typed: TypedDataDefinition & { types: Record<string, unknown> }
  try {
    typed = (typeof json === 'string' ? JSON.parse(json) : json) as typeof typed
  } catch {
    throw walletError(-32602, 'eth_signTypedData_v4 expects typed data as JSON.')
  }
  const { EIP712Domain: _domain, ...types } = typed.types ?? {}
  const definition = { ...typed, types } as TypedDataDefinition
  return contractAccount ? account.sign({ hash: hashTypedData(definition) }) : account.signTypedData(definition)
}

/** A wallet client of `account` on `chainId`, reaching the node at `rpcUrl`. */
function walletClient(account: PrivateKeyAccount, chainId: number, rpcUrl: string) {
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({ account, chain, transport: http(rpcUrl, { timeout: 15_000 }) })
}

/** The app's hex fields as viem's transaction request; `gas` overrides the app's limit. */
function requestOf(tx: TransactionParams, gas?: bigint) {
  const fees =
    tx.maxFeePerGas !== undefined
      ? { maxFeePerGas: BigInt(tx.maxFeePerGas), ...(tx.maxPriorityFeePerGas ? { maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas) } : {}) }
      : tx.gasPrice !== undefined
        ? { gasPrice: BigInt(tx.gasPrice) }
        : {}
  const nonce = tx.nonce === undefined ? {} : { nonce: Number(BigInt(tx.nonce)) }
  const limit = gas ?? big(tx.gas)
  return {
    to: tx.to ?? null,
    ...(tx.data ? { data: tx.data } : {}),
    ...(tx.value ? { value: BigInt(tx.value) } : {}),
    ...(limit === undefined ? {} : { gas: limit }),
    ...nonce,
    ...fees,
  }
}

/** Signs and sends a transaction on `chainId` through `rpcUrl`, filling what the app left out (nonce, gas, fees). */
export function sendTransaction(account: PrivateKeyAccount, chainId: number, rpcUrl: string, tx: TransactionParams, gas?: bigint): Promise<Hex> {
  const client = walletClient(account, chainId, rpcUrl)
  return client.sendTransaction(requestOf(tx, gas) as Parameters<typeof client.sendTransaction>[0])
}

/**
 * Signs a transaction without sending it (`eth_signTransaction`), filling what the app
 * left out from the node (nonce, gas, fees) as a wallet does; returns the serialized
 * signed transaction, ready for `eth_sendRawTransaction`.
 */
export async function signTransaction(account: PrivateKeyAccount, chainId: number, rpcUrl: string, tx: TransactionParams): Promise<Hex> {
  const client = walletClient(account, chainId, rpcUrl)
  const prepared = await client.prepareTransactionRequest(requestOf(tx) as Parameters<typeof client.prepareTransactionRequest>[0])
  return client.signTransaction(prepared as Parameters<typeof client.signTransaction>[0])
}

import { createPublicClient, encodeFunctionData, getAddress, hashMessage, hashTypedData, hexToString, http, isHex, zeroAddress, type Address, type Hash, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { SafeHostTransaction } from './hostPage'

/** Options of {@link openSafeHost}'s `messageSigning`: Safe{Wallet}'s side of a message that needs several owners. */
export interface SafeHostMessageSigning {
  /** Private keys of owners, in the order they sign: the first signs when the app asks, the others through `confirmMessage`. */
  ownerKeys: readonly Hex[]
  /**
   * `'offchain'` (default): the first owner signs the SafeMessage (EIP-712) and Safe{Wallet}
   * posts it to the wallet service (`serviceUrl` is required), answering `{ messageHash }`.
   * `'onchain'`: Safe{Wallet} proposes SignMessageLib's `signMessage` (a DELEGATECALL) as a
   * Safe transaction confirmed by the first owner, answering `{ safeTxHash }`.
   */
  mode?: 'offchain' | 'onchain'
  /** SignMessageLib's address for `'onchain'`. Default: the canonical v1.4.1 deployment. */
  signMessageLib?: Address
}

/** A message the app asked the Safe to sign, as the stand-in keeps it. */
export interface SafeHostMessage {
  /** `signMessage` or `signTypedMessage`. */
  method: 'signMessage' | 'signTypedMessage'
  /** The text (hex decoded as Safe{Wallet} shows it) or the typed data. */
  message: string | TypedDataDefinition
  /** EIP-191 or EIP-712 hash of the message: what the Safe's ERC-1271 check is asked about. */
  dataHash: Hash
  /** `offchain`: the SafeMessage hash (`messageHash`); `onchain`: the signing transaction's `safeTxHash`. */
  hash: Hash
  /** How it is signed. */
  mode: 'offchain' | 'onchain'
  /** Owners who signed so far (off-chain; on-chain, see the transaction's confirmations). */
  confirmations: Address[]
}

/** What the host page asks of the test's side, and what it gets back. */
export interface SafeHostSignReply {
  reply: { safeTxHash?: Hash; messageHash?: Hash }
  tx?: Pick<SafeHostTransaction, 'txs' | 'txStatus' | 'confirmations' | 'operation'>
}

/** SignMessageLib v1.4.1 (https://github.com/safe-global/safe-deployments). */
const SIGN_MESSAGE_LIB = '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9'
const SIGN_MESSAGE_ABI = [{ type: 'function', name: 'signMessage', stateMutability: 'nonpayable', inputs: [{ name: '_data', type: 'bytes' }], outputs: [] }] as const
const NONCE_ABI = [{ type: 'function', name: 'nonce', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] }] as const
const SAFE_TX_TYPES = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

/**
 * The Node side of Safe{Wallet}'s message signing for {@link openSafeHost}: signs with the
 * owners' keys (Safe 1.3+/1.4.1 EIP-712 domains), talks to the wallet service as Safe{Wallet}
 * does, and keeps every message the app asked for.
 */
export function createMessageSigner(o: SafeHostMessageSigning & { safe: Address; owners: readonly Address[]; chainId: number; rpcUrl: string; serviceUrl?: string }) {
  const mode = o.mode ?? 'offchain'
  if (mode === 'offchain' && !o.serviceUrl) throw new Error("openSafeHost's off-chain message signing needs `serviceUrl`: the wallet service the owners' signatures are posted to.")
  const signers: PrivateKeyAccount[] = o.ownerKeys.map((k) => privateKeyToAccount(k))
  for (const s of signers) if (!o.owners.includes(s.address)) throw new Error(`The key of ${s.address} is not one of the Safe's owners.`)
  if (signers.length === 0) throw new Error('messageSigning needs at least one owner key.')
  const messages: SafeHostMessage[] = []
  const domain = { chainId: o.chainId, verifyingContract: o.safe }
  const safeMessageHash = (dataHash: Hash) => hashTypedData({ domain, types: { SafeMessage: [{ name: 'message', type: 'bytes' }] }, primaryType: 'SafeMessage', message: { message: dataHash } })
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${o.serviceUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) })
    if (!res.ok) throw new Error(`The wallet service refused ${path}: ${res.status} ${await res.text()}`)
  }
  const find = (hash: string) => {
    const m = messages.find((x) => x.hash.toLowerCase() === hash.toLowerCase())
    if (!m) throw new Error(`No Safe message ${hash}`)
    return m
  }

  return {
    messages: () => messages.map((m) => ({ ...m, confirmations: [...m.confirmations] })),
    find,
    /** Safe{Wallet}'s answer to signMessage / signTypedMessage (the host page calls it). */
    async sign(method: SafeHostMessage['method'], params: { message?: unknown; typedData?: unknown }): Promise<SafeHostSignReply> {
      const raw = method === 'signMessage' ? String(params.message) : undefined
      const message = raw !== undefined ? (isHex(raw) ? hexToString(raw) : raw) : (params.typedData as TypedDataDefinition)
      const dataHash = typeof message === 'string' ? hashMessage(message) : hashTypedData(message)
      const first = signers[0]!
      if (mode === 'offchain') {
        const hash = safeMessageHash(dataHash)
        await post(`/v1/chains/${o.chainId}/safes/${o.safe}/messages`, { message, signature: await first.sign({ hash }) })
        messages.push({ method, message, dataHash, hash, mode, confirmations: [first.address] })
        return { reply: { messageHash: hash } }
      }
      const to = getAddress(o.signMessageLib ?? SIGN_MESSAGE_LIB)
      const data = encodeFunctionData({ abi: SIGN_MESSAGE_ABI, functionName: 'signMessage', args: [dataHash] })
      const client = createPublicClient({ transport: http(o.rpcUrl, { timeout: 10_000 }) })
      const nonce = await client.readContract({ address: o.safe, abi: NONCE_ABI, functionName: 'nonce' })
      const zero = { value: 0n, safeTxGas: 0n, baseGas: 0n, gasPrice: 0n, gasToken: zeroAddress, refundReceiver: zeroAddress }
      const hash = hashTypedData({ domain, types: SAFE_TX_TYPES, primaryType: 'SafeTx', message: { to, data, operation: 1, nonce, ...zero } })
      messages.push({ method, message, dataHash, hash, mode, confirmations: [first.address] })
      return { reply: { safeTxHash: hash }, tx: { txs: [{ to, value: '0', data }], operation: 1, txStatus: 'AWAITING_CONFIRMATIONS', confirmations: [first.address] } }
    },
    /** An owner adds their signature to an off-chain message through the wallet service. */
    async confirmOffchain(m: SafeHostMessage, owner?: Address): Promise<void> {
      const signer = owner ? signers.find((s) => s.address === getAddress(owner)) : signers.find((s) => !m.confirmations.includes(s.address))
      if (!signer) throw new Error(owner ? `No key for owner ${owner}: pass it in messageSigning.ownerKeys.` : 'Every owner with a key has signed this message already.')
      await post(`/v1/chains/${o.chainId}/messages/${m.hash}/signatures`, { signature: await signer.sign({ hash: m.hash }) })
      if (!m.confirmations.includes(signer.address)) m.confirmations.push(signer.address)
    },
  }
}

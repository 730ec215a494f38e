import { getAddress, type Address, type Hash, type Hex } from 'viem'
import { gatewayTxDetails } from '../../lib/testing/safe/gatewayTx'
import { gatewayResponder, type RecordedRequest, type Responder } from './serviceServer'

interface StoredTx {
  chainId: number
  safe: Address
  safeTxHash: Hash
  to: Address
  value: string
  data: Hex
  operation: 0 | 1
  nonce: number
  submittedAt: number
  confirmations: Address[]
  status: 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'SUCCESS'
  txHash: Hash | null
}

/** One Safe as the stand-in knows it. */
export interface StandInSafe {
  chainId: number
  address: Address
  owners: readonly Address[]
  threshold: number
}

/**
 * A stateful wallet-service stand-in for a Safe's queue: chains it serves (404 for the others,
 * as Safe's service answers for chain 1101 today), Safes, proposals (POST .../propose), the
 * queue, transaction details, and confirming and executing them (the test's side).
 */
export function createQueueGateway() {
  const chains = new Map<number, string>()
  const safes = new Map<string, StandInSafe>()
  const txs = new Map<string, StoredTx>()
  const safeKey = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`
  const txId = (t: StoredTx) => `multisig_${t.safe}_${t.safeTxHash}`
  const safeOf = (t: StoredTx) => safes.get(safeKey(t.chainId, t.safe))!
  const chainOf = (request: RecordedRequest) => Number(request.pathname.split('/')[3])
  const served = (request: RecordedRequest) => chains.has(chainOf(request))

  const summary = (t: StoredTx) => {
    const s = safeOf(t)
    return {
      type: 'TRANSACTION',
      conflictType: 'None',
      transaction: {
        id: txId(t),
        timestamp: t.submittedAt,
        txStatus: t.status,
        txInfo: { type: 'Custom', to: { value: t.to }, dataSize: String((t.data.length - 2) / 2), value: t.value, methodName: null, isCancellation: false },
        executionInfo: {
          type: 'MULTISIG',
          nonce: t.nonce,
          confirmationsRequired: s.threshold,
          confirmationsSubmitted: t.confirmations.length,
          missingSigners: s.owners.filter((o) => !t.confirmations.includes(o)).map((value) => ({ value })),
        },
      },
    }
  }
  const details = (t: StoredTx) => {
    const s = safeOf(t)
    const executedAt = t.status === 'SUCCESS' ? Date.now() : null
    return gatewayTxDetails({ ...t, txStatus: t.status, executedAt, owners: s.owners, threshold: s.threshold, actionCount: 1 })
  }
  const find = (hashOrId: string) => {
    const hash = hashOrId.slice(-66).toLowerCase()
    return txs.get(hash)
  }
  const notFound = { __status: 404 }

  const answers = {
    getChainConfig: (r: RecordedRequest) =>
      chains.has(chainOf(r))
        ? { chainId: String(chainOf(r)), chainName: 'Polygon zkEVM', shortName: chains.get(chainOf(r)), l2: true, features: ['SAFE_APPS'], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: null }, rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1' }, blockExplorerUriTemplate: { address: '', txHash: '', api: '' } }
        : notFound,
    getTransactionQueue: (r: RecordedRequest) => {
      if (!served(r)) return notFound
      const safe = r.pathname.split('/')[5]!.toLowerCase()
      const queued = [...txs.values()].filter((t) => t.chainId === chainOf(r) && t.safe.toLowerCase() === safe && t.status !== 'SUCCESS').sort((a, b) => a.nonce - b.nonce)
      return { next: null, previous: null, results: queued.length ? [{ type: 'LABEL', label: 'Next' }, ...queued.map(summary)] : [] }
    },
    getTransactionDetails: (r: RecordedRequest) => {
      const t = served(r) ? find(r.pathname.split('/')[5]!) : undefined
      return t ? details(t) : notFound
    },
    proposeTransaction: (r: RecordedRequest) => {
      if (!served(r)) return notFound
      const body = JSON.parse(r.body) as { to: string; value: string; data?: string | null; operation: 0 | 1; nonce: string; safeTxHash: Hash; sender: string }
      const safe = getAddress(r.pathname.split('/')[5]!)
      const known = safes.get(safeKey(chainOf(r), safe))
      if (!known || !known.owners.includes(getAddress(body.sender))) return { __status: 422, code: 50, message: 'Sender is not an owner' }
      const t: StoredTx = {
        chainId: chainOf(r),
        safe,
        safeTxHash: body.safeTxHash.toLowerCase() as Hash,
        to: getAddress(body.to),
        value: body.value,
        data: (body.data ?? '0x') as Hex,
        operation: body.operation,
        nonce: Number(body.nonce),
        submittedAt: Date.now(),
        confirmations: [getAddress(body.sender)],
        status: known.threshold <= 1 ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS',
        txHash: null,
      }
      txs.set(t.safeTxHash, t)
      return details(t)
    },
  }
  const routes = gatewayResponder(answers)
  const responder: Responder = async (request) => {
    const reply = await routes(request)
    const body = reply.body as { __status?: number } | undefined
    if (body && typeof body === 'object' && body.__status) {
      const { __status, ...rest } = body
      return { status: __status, body: Object.keys(rest).length ? rest : { code: __status, message: 'Not found' } }
    }
    return reply
  }

  return {
    responder,
    /** Serve `chainId` (its short name for links); every other chain answers 404. */
    serve(chainId: number, shortName: string) {
      chains.set(chainId, shortName)
    },
    addSafe(safe: StandInSafe) {
      safes.set(safeKey(safe.chainId, safe.address), { ...safe, address: getAddress(safe.address), owners: safe.owners.map((o) => getAddress(o)) })
    },
    /** Another owner signs. */
    confirm(safeTxHash: string, owner: Address) {
      const t = txs.get(safeTxHash.toLowerCase())
      if (!t) throw new Error(`No proposal ${safeTxHash}`)
      if (!t.confirmations.includes(getAddress(owner))) t.confirmations.push(getAddress(owner))
      if (t.confirmations.length >= safeOf(t).threshold) t.status = 'AWAITING_EXECUTION'
    },
    /** Someone executed it on chain: it leaves the queue. */
    execute(safeTxHash: string, txHash: Hash | null = null) {
      const t = txs.get(safeTxHash.toLowerCase())
      if (!t) throw new Error(`No proposal ${safeTxHash}`)
      t.status = 'SUCCESS'
      t.txHash = txHash
    },
    /** Answer 404 for `chainId` from now on (as Safe's service for a chain it dropped). */
    unserve(chainId: number) {
      chains.delete(chainId)
    },
    reset() {
      chains.clear()
      safes.clear()
      txs.clear()
    },
  }
}

import type { Address, Hash, Hex } from 'viem'

/** One multisig transaction, as a Safe{Wallet} stand-in or a wallet-service stand-in keeps it. */
export interface GatewayTxInput {
  /** The Safe. */
  safe: Address
  /** Its safeTxHash. */
  safeTxHash: Hash
  /** The Safe transaction's target (MultiSendCallOnly for a batch). */
  to: Address
  /** Wei, as a decimal string. */
  value: string
  /** Calldata. */
  data: Hex
  /** 0 call, 1 DELEGATECALL. */
  operation: 0 | 1
  /** `AWAITING_CONFIRMATIONS`, `AWAITING_EXECUTION`, `SUCCESS`, ... */
  txStatus: string
  /** The Safe nonce. */
  nonce: number
  /** When proposed (ms since the epoch). */
  submittedAt: number
  /** When executed (ms since the epoch), else null. */
  executedAt: number | null
  /** The executing transaction's hash, else null. */
  txHash: Hash | null
  /** The Safe's owners. */
  owners: readonly Address[]
  /** Confirmations required. */
  threshold: number
  /** Owners who confirmed. */
  confirmations: readonly Address[]
  /** Calls in the batch (1 for a single call). */
  actionCount: number
}

/**
 * The client gateway's transaction-details answer (`GET /v1/chains/{chainId}/transactions/{id}`,
 * and the Safe Apps SDK's `getTxBySafeTxHash`) for one multisig transaction. Self-contained
 * (no imports at run time): openSafeHost writes its source text into the host page.
 */
export function gatewayTxDetails(t: GatewayTxInput) {
  const ZERO = '0x0000000000000000000000000000000000000000'
  const txInfo = {
    type: 'Custom',
    to: { value: t.to },
    dataSize: String((t.data.length - 2) / 2),
    value: t.value,
    methodName: t.actionCount > 1 ? 'multiSend' : null,
    actionCount: t.actionCount,
    isCancellation: false,
  }
  return {
    safeAddress: t.safe,
    txId: `multisig_${t.safe}_${t.safeTxHash}`,
    executedAt: t.executedAt,
    txStatus: t.txStatus,
    txInfo,
    txData: { hexData: t.data, to: { value: t.to }, value: t.value, operation: t.operation, trustedDelegateCallTarget: t.operation === 1 },
    txHash: t.txHash,
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: t.submittedAt,
      nonce: t.nonce,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: ZERO,
      refundReceiver: { value: ZERO },
      safeTxHash: t.safeTxHash,
      executor: t.txHash ? { value: t.confirmations[0] ?? t.owners[0] } : null,
      signers: t.owners.map((value) => ({ value })),
      confirmationsRequired: t.threshold,
      confirmations: t.confirmations.map((value) => ({ signer: { value }, signature: `0x${'11'.repeat(65)}`, submittedAt: t.submittedAt })),
      rejectors: [],
      trusted: true,
    },
    safeAppInfo: null,
  }
}

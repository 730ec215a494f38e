import { describe, expect, it } from 'vitest'
import {
  chainFeatures,
  deviceTypes,
  implementationVersionStates,
  isChainFeature,
  isDeviceType,
  isFinalTransactionStatus,
  isImplementationVersionState,
  isSafeMessageStatus,
  isTokenType,
  isTransactionStatus,
  messageStatuses,
  tokenTypes,
  transactionStatuses,
  type TransactionDetails,
} from '../../lib/core/safe/service'
import type { SafeTransactionDetails } from '../../lib/core/safe/messaging/types'
import { toSafeTxProgress } from '../../lib/core/safe/progress'

describe('wallet-service vocabulary', () => {
  it('lists exactly the service vocabulary', () => {
    expect(transactionStatuses).toEqual(['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION', 'CANCELLED', 'FAILED', 'SUCCESS'])
    expect(messageStatuses).toEqual(['NEEDS_CONFIRMATION', 'CONFIRMED'])
    expect(implementationVersionStates).toEqual(['UP_TO_DATE', 'OUTDATED', 'UNKNOWN'])
    expect(tokenTypes).toEqual(['ERC20', 'ERC721', 'NATIVE_COIN', 'NATIVE_TOKEN'])
    expect(deviceTypes).toEqual(['ANDROID', 'IOS', 'WEB'])
    expect(chainFeatures).toEqual([
      'ERC721',
      'SAFE_APPS',
      'CONTRACT_INTERACTION',
      'DOMAIN_LOOKUP',
      'SPENDING_LIMIT',
      'EIP1559',
      'SAFE_TX_GAS_OPTIONAL',
      'TX_SIMULATION',
      'EIP1271',
    ])
  })

  it('guards accept members only, by exact spelling', () => {
    expect(isTransactionStatus('AWAITING_EXECUTION')).toBe(true)
    expect(isTransactionStatus('awaiting_execution')).toBe(false)
    expect(isTransactionStatus(undefined)).toBe(false)
    expect(isSafeMessageStatus('CONFIRMED')).toBe(true)
    expect(isSafeMessageStatus('PENDING')).toBe(false)
    expect(isImplementationVersionState('OUTDATED')).toBe(true)
    expect(isTokenType('NATIVE_TOKEN')).toBe(true)
    expect(isTokenType('ERC1155')).toBe(false)
    expect(isDeviceType('WEB')).toBe(true)
    expect(isChainFeature('EIP1271')).toBe(true)
    expect(isChainFeature({})).toBe(false)
  })

  it('SUCCESS, FAILED and CANCELLED are final; the awaiting states are not', () => {
    expect(transactionStatuses.filter(isFinalTransactionStatus)).toEqual(['CANCELLED', 'FAILED', 'SUCCESS'])
  })
})

const owner = (n: number) => ({ value: `0x${String(n).padStart(40, '0')}` })
function details(overrides: Partial<TransactionDetails>): TransactionDetails {
  return {
    safeAddress: owner(9).value,
    txId: 'multisig_x',
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: { type: 'Custom', to: owner(5), dataSize: '68', value: '0', isCancellation: false },
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: 1,
      nonce: 3,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: owner(0).value,
      refundReceiver: owner(0),
      safeTxHash: `0x${'ab'.repeat(32)}`,
      signers: [owner(1), owner(2)],
      confirmationsRequired: 2,
      confirmations: [{ signer: owner(1), submittedAt: 1 }],
      trusted: true,
    },
    ...overrides,
  }
}

// The wallet-service's details go through the kit's one txStatus mapping (lib/core/safe/progress.ts).
describe('wallet-service details -> Safe transaction progress', () => {
  const progressOf = (d: TransactionDetails) => toSafeTxProgress(d as unknown as SafeTransactionDetails)

  it('reads confirmations so far and required from multisig details', () => {
    expect(progressOf(details({}))).toEqual({ state: 'awaiting_confirmations', confirmations: 1, required: 2 })
    expect(progressOf(details({ txStatus: 'SUCCESS', txHash: `0x${'12'.repeat(32)}` }))).toEqual({ state: 'executed', txHash: `0x${'12'.repeat(32)}` })
  })

  it('without execution details, counts no confirmations yet', () => {
    expect(progressOf(details({ detailedExecutionInfo: null }))).toEqual({ state: 'awaiting_confirmations', confirmations: 0, required: 1 })
  })
})

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
  multisigProgress,
  tokenTypes,
  transactionStatuses,
  type MultisigProgress,
  type TransactionDetails,
} from '../../lib/safe/service'

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

describe('multisigProgress', () => {
  it('reads confirmations so far and required from multisig details', () => {
    const awaiting: MultisigProgress = {
      status: 'AWAITING_CONFIRMATIONS',
      safeTxHash: `0x${'ab'.repeat(32)}`,
      confirmations: 1,
      confirmationsRequired: 2,
      txHash: undefined,
    }
    expect(multisigProgress(details({}))).toEqual(awaiting)
    const executed = multisigProgress(details({ txStatus: 'SUCCESS', txHash: `0x${'12'.repeat(32)}` }))
    expect(executed).toMatchObject({ status: 'SUCCESS', txHash: `0x${'12'.repeat(32)}` })
  })

  it('is undefined for module transactions and answers without execution details', () => {
    expect(multisigProgress(details({ detailedExecutionInfo: { type: 'MODULE', address: owner(3) } }))).toBeUndefined()
    expect(multisigProgress(details({ detailedExecutionInfo: null }))).toBeUndefined()
    expect(multisigProgress(details({ detailedExecutionInfo: undefined }))).toBeUndefined()
  })
})

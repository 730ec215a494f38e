/**
 * Well-formed answers of the Safe client gateway, one per endpoint, after its published
 * response shapes (safe-client-gateway route entities). Used by the stand-in server.
 */
export const CHAIN = '1101'
export const SAFE = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe'
export const OWNER = '0x0000000000000000000000000000000000000b0b'
export const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
export const MESSAGE_HASH = `0x${'cd'.repeat(32)}`
export const UUID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301'

const address = (value: string) => ({ value, name: null, logoUri: null })
const token = { type: 'ERC20', address: OWNER, decimals: 18, symbol: 'MNG', name: 'Mango', logoUri: null }

export const safeInfo = {
  address: address(SAFE),
  chainId: CHAIN,
  nonce: 4,
  threshold: 2,
  owners: [address(OWNER), address('0x0000000000000000000000000000000000000a11')],
  implementation: address('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
  implementationVersionState: 'UP_TO_DATE',
  modules: null,
  guard: null,
  fallbackHandler: address('0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99'),
  version: '1.4.1',
}

export const transactionSummaryItem = {
  type: 'TRANSACTION',
  conflictType: 'None',
  transaction: {
    id: `multisig_${SAFE}_${SAFE_TX_HASH}`,
    timestamp: 1_700_000_000_000,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: { type: 'Custom', to: address(OWNER), dataSize: '68', value: '0', methodName: 'plant', isCancellation: false },
    executionInfo: { type: 'MULTISIG', nonce: 4, confirmationsRequired: 2, confirmationsSubmitted: 1, missingSigners: [address(OWNER)] },
  },
}

export const transactionPage = { count: 2, next: null, previous: null, results: [{ type: 'LABEL', label: 'Next' }, transactionSummaryItem] }

export const transactionDetails = {
  safeAddress: SAFE,
  txId: `multisig_${SAFE}_${SAFE_TX_HASH}`,
  executedAt: null,
  txStatus: 'AWAITING_CONFIRMATIONS',
  txInfo: transactionSummaryItem.transaction.txInfo,
  txHash: null,
  detailedExecutionInfo: {
    type: 'MULTISIG',
    submittedAt: 1_700_000_000_000,
    nonce: 4,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: '0x0000000000000000000000000000000000000000',
    refundReceiver: address('0x0000000000000000000000000000000000000000'),
    safeTxHash: SAFE_TX_HASH,
    signers: safeInfo.owners,
    confirmationsRequired: 2,
    confirmations: [{ signer: address(OWNER), signature: '0x01', submittedAt: 1_700_000_000_000 }],
    trusted: true,
  },
}

export const balances = { fiatTotal: '12.5', items: [{ tokenInfo: token, balance: '1000', fiatBalance: '12.5', fiatConversion: '0.0125' }] }

export const collectible = {
  address: OWNER,
  tokenName: 'Mango Trees',
  tokenSymbol: 'TREE',
  logoUri: '',
  id: '1',
  uri: null,
  name: null,
  description: null,
  imageUri: null,
  metadata: null,
}

export const chainInfo = {
  chainId: CHAIN,
  chainName: 'Polygon zkEVM',
  shortName: 'zkevm',
  l2: true,
  rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'https://zkevm-rpc.com' },
  blockExplorerUriTemplate: { address: 'https://zkevm.polygonscan.com/address/{{address}}', txHash: 'https://zkevm.polygonscan.com/tx/{{txHash}}', api: '' },
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: null },
  features: ['EIP1559', 'EIP1271', 'SAFE_APPS'],
}

export const safeMessage = {
  messageHash: MESSAGE_HASH,
  status: 'NEEDS_CONFIRMATION',
  logoUri: null,
  name: null,
  message: 'hello',
  creationTimestamp: 1_700_000_000_000,
  modifiedTimestamp: 1_700_000_000_000,
  confirmationsSubmitted: 1,
  confirmationsRequired: 2,
  proposedBy: address(OWNER),
  confirmations: [{ owner: address(OWNER), signature: '0x01' }],
  preparedSignature: null,
}

/** One well-formed answer per client function. */
export const wellFormed = {
  getSafeInfo: safeInfo,
  getIncomingTransfers: transactionPage,
  getModuleTransactions: transactionPage,
  getMultisigTransactions: transactionPage,
  getBalances: balances,
  getFiatCurrencies: ['USD', 'EUR'],
  getOwnedSafes: { safes: [SAFE] },
  getCollectibles: [collectible],
  getCollectiblesPage: { next: null, previous: null, results: [collectible] },
  getTransactionHistory: transactionPage,
  getTransactionQueue: transactionPage,
  getTransactionDetails: transactionDetails,
  postSafeGasEstimation: { currentNonce: 4, recommendedNonce: 5, safeTxGas: '0' },
  proposeTransaction: transactionDetails,
  getChainsConfig: { count: 1, next: null, previous: null, results: [chainInfo] },
  getChainConfig: chainInfo,
  getSafeApps: [{ id: 7, url: 'https://mango.example', name: 'Mango', iconUrl: '', description: '', chainIds: [CHAIN], tags: [] }],
  getMasterCopies: [{ address: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', version: '1.4.1' }],
  getDecodedData: { method: 'approve', parameters: [{ name: 'spender', type: 'address', value: OWNER }] },
  getSafeMessages: { next: null, previous: null, results: [{ type: 'DATE_LABEL', timestamp: 1_700_000_000_000 }, { type: 'MESSAGE', ...safeMessage }] },
  proposeSafeMessage: undefined,
  getSafeMessage: safeMessage,
  confirmSafeMessage: undefined,
  getDelegates: { next: null, previous: null, results: [{ safe: SAFE, delegate: OWNER, delegator: OWNER, label: 'ops' }] },
  registerDevice: undefined,
  unregisterSafe: undefined,
  unregisterDevice: undefined,
} as const

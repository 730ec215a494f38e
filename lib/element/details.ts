import type { Config } from '../core/config'
import { connectionOf } from '../core/actions/getConnection'
import { getChainId } from '../core/actions/getChainId'
import type { AuthStore } from '../core/auth/store'
import type { Transaction } from '../core/transactions/types'
import type { PorchAuthDetail, PorchChainDetail, PorchConnectionDetail, PorchTransactionDetail } from './types'

/** `porch:connection`'s detail now: getConnection's fields, the connector as plain data. */
export function connectionDetail(config: Config): PorchConnectionDetail {
  const { status, address, addresses, chainId, connector } = connectionOf(config)
  return { status, address, addresses, chainId, connector: connector ? { id: connector.id, name: connector.name, type: connector.type } : undefined }
}

/** `porch:chain`'s detail now: the wallet's chain while connected (supported or not), else getChainId's. */
export function chainDetail(config: Config): PorchChainDetail {
  const connection = connectionOf(config)
  const chainId = connection.status === 'connected' ? connection.chainId : getChainId(config)
  const chain = config.chains.find((c) => c.id === chainId)
  return { chainId, chain, supported: chain !== undefined }
}

/** `porch:auth`'s detail now; without a store, as useAuth says: unauthenticated. */
export function authDetail(auth: AuthStore | undefined): PorchAuthDetail {
  const state = auth?.getState()
  return { status: state?.status ?? 'unauthenticated', address: state?.status === 'authenticated' ? state.session?.address : undefined }
}

/** A recent transaction as `porch:transaction` carries it (cancelled and dropped ones failed). */
export function transactionDetail(tx: Transaction, chainId: number): PorchTransactionDetail {
  const status = tx.status === 'cancelled' || tx.status === 'dropped' ? 'failed' : tx.status
  return { hash: tx.kind === 'calls' ? tx.id : tx.hash, chainId, description: tx.description, status }
}

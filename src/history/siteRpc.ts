import type { RpcRequest } from '@porch/kit'
import { deployment } from '../config'
import { createHistoryRpc } from './rpc'

let shared: RpcRequest | undefined

/** The site's history client over the configured node URLs, made once. */
export function historyRpc(): RpcRequest {
  return (shared ??= createHistoryRpc(deployment.rpcUrls))
}

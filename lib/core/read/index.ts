export type { Reader, ReadCall, RpcRequest } from './types'
export { createReader, type CreateReaderParameters } from './reader'
export { readerForClient } from './fromClient'
export { createHttpRpc, type HttpRpcOptions } from './httpRpc'
export { rpcFor, isWebSocketUrl } from './rpcFor'
export { erc20 } from './calls'
export { erc20Selectors, multicall3Selectors } from './selectors'
export {
  decodeAddressUintArray,
  decodeAggregate3Result,
  decodeRevertReason,
  decodeUint256,
  encodeAggregate3Args,
  encodeCall,
  type Aggregate3Call,
  type StaticArg,
} from './abi'
export { AbiDecodeError, ContractReadError, HttpRequestError, ReadError, RpcResponseError, RpcTimeoutError } from './errors'

/** Sends one JSON-RPC request; implementations may batch requests made close together. */
export type RpcRequest = (method: string, params: readonly unknown[]) => Promise<unknown>

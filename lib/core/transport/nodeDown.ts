import { HttpRequestError, TimeoutError } from 'viem'

/**
 * The node URL did not answer usefully: unreachable, too slow, an HTTP error or a body that
 * is not JSON-RPC. Another URL may do better, so the URL's health counts it as a failure. A
 * JSON-RPC error object (a revert, a refused range) is the node's answer, not this.
 */
export const isNodeDown = (error: unknown): boolean => error instanceof HttpRequestError || error instanceof TimeoutError

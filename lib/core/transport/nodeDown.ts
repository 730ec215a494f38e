import { HttpRequestError, TimeoutError } from 'viem'

/**
 * The node URL did not answer usefully: unreachable, too slow, an HTTP error or a body that
 * is not JSON-RPC. Another URL may do better, so the URL's health counts it as a failure. A
 * JSON-RPC error object (a revert, a refused range) is the node's answer, not this; nor is an
 * HTTP status the caller named as an answer (`answerStatuses`, e.g. 413 for a range too large).
 */
export const isNodeDown = (error: unknown, answerStatuses?: ReadonlySet<number>): boolean =>
  error instanceof TimeoutError || (error instanceof HttpRequestError && !(error.status !== undefined && answerStatuses?.has(error.status)))

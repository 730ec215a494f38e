import { BaseError } from 'viem'
import { withDeadline } from '../core/deadline'
import { ApiError } from './errors'
import type { Endpoint } from './exchange'
import { errorAnswer } from './http'
import { StoreFullError, StoreUnavailableError } from './store'

/** An error that must reach the client with a cookie (logout's clearing one). */
class CookieCarrier extends BaseError {
  constructor(
    readonly error: unknown,
    readonly setCookie: string,
  ) {
    super('carrier')
  }
}
export const withCookie = (error: unknown, setCookie: string): Error => new CookieCarrier(error, setCookie)

/** Runs one endpoint within the deadline; every failure becomes a JSON refusal (never a rejection). */
export function guard(endpoint: Endpoint, deadlineMs: number, log: (line: string) => void): Endpoint {
  return async (request) => {
    try {
      const late = () => Promise.reject(new ApiError('timeout', undefined, { 'Retry-After': '2' }))
      return await withDeadline(endpoint(request), { ms: deadlineMs, onLate: late })
    } catch (error) {
      if (error instanceof CookieCarrier) return errorAnswer(toApiError(error.error, log), { setCookie: error.setCookie })
      return errorAnswer(toApiError(error, log))
    }
  }
}

export function toApiError(error: unknown, log: (line: string) => void): ApiError {
  if (error instanceof ApiError) {
    if (error.status >= 500) log(`sign-in: ${error.code}: ${error.shortMessage}`)
    return error
  }
  if (error instanceof StoreFullError) {
    log(`sign-in: ${error.shortMessage}`)
    return new ApiError('store_full', undefined, { 'Retry-After': '5' })
  }
  if (error instanceof StoreUnavailableError) {
    log(`sign-in: ${error.shortMessage}`)
    return new ApiError('store_unavailable', undefined, { 'Retry-After': '2' })
  }
  log(`sign-in: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  return new ApiError('internal_error')
}

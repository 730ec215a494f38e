/** Every refusal the sign-in handlers give: an HTTP status, a stable code for programs and a sentence for people. */

import { BaseError } from 'viem'
export const apiErrors = {
  not_found: [404, 'There is no such API endpoint.'],
  method_not_allowed: [405, 'This endpoint does not accept that HTTP method.'],
  body_too_large: [413, 'The request body is too large.'],
  unsupported_media_type: [415, 'Send the request body as application/json.'],
  malformed_json: [400, 'The request body is not valid JSON.'],
  invalid_request: [400, 'The request needs a "message" string and a "signature" hex string.'],
  invalid_message: [400, 'The message is not a well-formed Sign-In with Ethereum (EIP-4361) message.'],
  wrong_domain: [400, 'The message was made for another website.'],
  wrong_uri: [400, 'The message names a URI outside this website.'],
  wrong_chain: [400, 'The message is for another chain.'],
  unsupported_version: [400, 'Only version 1 of Sign-In with Ethereum messages is supported.'],
  issued_in_future: [400, 'The message says it was issued in the future; check the device clock.'],
  message_too_old: [400, 'The message was issued too long ago; sign in again.'],
  message_expired: [400, 'The message has expired; sign in again.'],
  message_not_yet_valid: [400, 'The message is not valid yet.'],
  invalid_nonce: [401, 'The sign-in nonce is unknown, expired, already used or issued to another browser; sign in again.'],
  invalid_signature: [401, 'The signature does not match the message and address.'],
  foreign_origin: [403, 'The request comes from another website.'],
  unauthenticated: [401, 'You are not signed in.'],
  rate_limited: [429, 'Too many sign-in attempts from this address; try again in a moment.'],
  store_full: [503, 'The sign-in store is full; try again in a moment.'],
  timeout: [503, 'The sign-in server could not answer in time; try again.'],
  node_unavailable: [503, 'The blockchain node could not be reached to check a smart-account signature; try again.'],
  node_wrong_chain: [503, 'The blockchain node is on another chain; the server is misconfigured.'],
  store_unavailable: [503, 'The sign-in store is unavailable; try again.'],
  internal_error: [500, 'Something went wrong on the server.'],
} as const satisfies Record<string, readonly [number, string]>

export type ApiErrorCode = keyof typeof apiErrors

export class ApiError extends BaseError {
  override name = 'ApiError'
  readonly status: number
  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? apiErrors[code][1])
    this.status = apiErrors[code][0]
  }
}

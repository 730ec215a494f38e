/**
 * WalletConnect Cloud project id checks: an id is required, and the public sample id draws a warning.
 * The sample is the id RainbowKit ships for its examples and templates.
 */

import { BaseError } from 'viem'

export const SAMPLE_PROJECT_ID = '21fef48091f12692cad574a6f7753643'

/** Placeholders people leave in copied configs (RainbowKit's guides write 'YOUR_PROJECT_ID'); treated like a missing id. */
const PLACEHOLDERS = new Set(['', 'YOUR_PROJECT_ID'])

export class MissingProjectIdError extends BaseError {
  override name = 'MissingProjectIdError'
  constructor() {
    super(
      'WalletConnect needs a project id: create one for free at https://cloud.reown.com and pass it as walletConnect({ projectId }).',
    )
  }
}

/**
 * The project id to connect with, or the error every WalletConnect connection then fails with.
 * Rule: an id that is not a string is a wrong option, thrown now; a missing one (empty, or a
 * guide's placeholder) fails only when WalletConnect is used, as in RainbowKit and wagmi, so
 * a page whose config came from a guide still renders and its other wallets still connect.
 * That is not silent: a console error says so at once, and the connection's error (shown in
 * the modal as "not set up correctly") carries the fix. The public sample id draws a warning.
 * @throws {MissingProjectIdError} when the id is not a string
 */
export function checkProjectId(projectId: unknown): string | MissingProjectIdError {
  if (typeof projectId !== 'string') throw new MissingProjectIdError()
  if (PLACEHOLDERS.has(projectId.trim())) {
    const error = new MissingProjectIdError()
    console.error(`${error.shortMessage} Until then, connecting through WalletConnect fails.`)
    return error
  }
  if (projectId === SAMPLE_PROJECT_ID) {
    console.warn(
      'WalletConnect: you are using the public sample project id. It is shared and rate-limited: create your own at https://cloud.reown.com for production.',
    )
  }
  return projectId.trim()
}

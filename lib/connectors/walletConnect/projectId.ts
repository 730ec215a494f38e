/**
 * WalletConnect Cloud project id checks: an id is required, and the public sample id draws a warning.
 * The sample is the id RainbowKit ships for its examples and templates.
 */

import { BaseError } from 'viem'

export const SAMPLE_PROJECT_ID = '21fef48091f12692cad574a6f7753643'

/** Placeholders people leave in copied configs; treated like a missing id. */
const PLACEHOLDERS = new Set(['', 'YOUR_PROJECT_ID'])

export class MissingProjectIdError extends BaseError {
  override name = 'MissingProjectIdError'
  constructor() {
    super(
      'WalletConnect needs a project id: create one for free at https://cloud.reown.com and pass it as walletConnect({ projectId }).',
    )
  }
}

/** Throws MissingProjectIdError for a missing id; warns for the public sample id. */
export function checkProjectId(projectId: unknown): string {
  if (typeof projectId !== 'string' || PLACEHOLDERS.has(projectId.trim())) throw new MissingProjectIdError()
  if (projectId === SAMPLE_PROJECT_ID) {
    console.warn(
      'WalletConnect: you are using the public sample project id. It is shared and rate-limited: create your own at https://cloud.reown.com for production.',
    )
  }
  return projectId.trim()
}

import { getAddress, isAddress } from 'viem'
import { createSafeMessenger, type SafeMessenger, type SafeMessengerOptions } from '../../core/safe/messaging/client'
import type { SafeInfo } from '../../core/safe/messaging/types'

/** Safe{Wallet} answers getSafeInfo in milliseconds; outside Safe nobody ever answers. */
export const DEFAULT_DETECT_TIMEOUT = 2_000

export interface SafeDetection {
  messenger: SafeMessenger
  info: SafeInfo & { safeAddress: `0x${string}` }
}

/**
 * Asks the parent for the Safe (getSafeInfo) with a short timeout. Resolves undefined when
 * the page is not framed (nothing is posted then), or nobody trusted answered in time.
 */
export async function detectSafe(
  options: SafeMessengerOptions & { detectTimeout?: number } = {},
): Promise<SafeDetection | undefined> {
  const messenger = createSafeMessenger(options)
  if (!messenger.framed) return undefined
  globalThis.performance?.mark?.('porch:safe-detection-start')
  try {
    const info = await messenger.getSafeInfo({ timeoutMs: options.detectTimeout ?? DEFAULT_DETECT_TIMEOUT })
    if (!info || typeof info.safeAddress !== 'string' || !isAddress(info.safeAddress) || !Number.isSafeInteger(Number(info.chainId))) {
      throw new Error('Safe{Wallet} sent an invalid Safe.')
    }
    globalThis.performance?.mark?.('porch:safe-detected')
    globalThis.performance?.mark?.('porch:safe-detection-done')
    return { messenger, info: { ...info, chainId: Number(info.chainId), safeAddress: getAddress(info.safeAddress) } }
  } catch {
    globalThis.performance?.mark?.('porch:safe-detection-done')
    messenger.destroy()
    return undefined
  }
}

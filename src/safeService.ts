import { createSafeServiceClient, type SafeServiceClient } from '@porch/kit'

let client: SafeServiceClient | undefined

/**
 * The site's one wallet-service client (VITE_SAFE_SERVICE_URL, else Safe's public one),
 * shared by the Safe connector (safeApp.ts) and the Safe's queue on the staking screen.
 * Both load only inside Safe{Wallet}.
 */
export function safeService(): SafeServiceClient {
  return (client ??= createSafeServiceClient({ baseUrl: import.meta.env.VITE_SAFE_SERVICE_URL || undefined }))
}

import { useCallback } from 'react'
import { ConnectorNotConnectedError, isUserRejection } from '../core/errors'
import { normalizeWalletError } from '../core/walletErrors'
import type { WatchAsset } from './watchAsset'
import { useConfig } from './context'

/** The icon path is derived from the lowercase symbol. */
export function defaultTokenImage(symbol: string): string {
  return `/tokens/${symbol.toLowerCase()}.svg`
}

/** Wallets fetch the image themselves, from their own origin: it must be an absolute URL. */
export function absoluteImageUrl(image: string, base?: string): string {
  const origin = base ?? (typeof window === 'undefined' ? undefined : window.location.href)
  try {
    return origin ? new URL(image, origin).href : image
  } catch {
    return image
  }
}

/** The EIP-747 request parameters for an asset. */
export function watchAssetParams(asset: WatchAsset, base?: string) {
  return {
    type: 'ERC20' as const,
    options: {
      address: asset.address,
      decimals: asset.decimals,
      image: absoluteImageUrl(asset.image ?? defaultTokenImage(asset.symbol), base),
      symbol: asset.symbol,
    },
  }
}

/**
 * Ask the connected wallet to track an ERC-20 token (EIP-747 `wallet_watchAsset`).
 * Resolves true when the wallet added it, false when the user declined.
 * @throws {ConnectorNotConnectedError | WalletError} e.g. a wallet without the method.
 */
export function useWatchAsset(): (asset: WatchAsset) => Promise<boolean> {
  const config = useConfig()
  return useCallback(
    async (asset: WatchAsset) => {
      const { connectorId, status } = config.getState()
      const connector = connectorId ? config.getConnector(connectorId) : undefined
      if (!connector || (status !== 'connected' && status !== 'unauthenticated')) throw new ConnectorNotConnectedError()
      try {
        const provider = await connector.getProvider()
        // EIP-747 passes an object, not an array, as params.
        const added: unknown = await provider.request({ method: 'wallet_watchAsset', params: watchAssetParams(asset) })
        return added !== false
      } catch (e) {
        if (isUserRejection(e)) return false
        throw normalizeWalletError(e)
      }
    },
    [config],
  )
}

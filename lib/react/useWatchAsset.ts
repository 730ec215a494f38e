import { watchAsset, type WatchAssetParameters, type WatchAssetReturnType } from '../core/actions/watchAsset'
import type { WatchAsset } from './watchAsset'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

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

/** The EIP-747 request parameters for an asset the account modal offers. */
export function watchAssetParams(asset: WatchAsset, base?: string): WatchAssetParameters {
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

/** Parameters of useWatchAsset (wagmi's). */
export interface UseWatchAssetParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<WatchAssetReturnType, WatchAssetParameters>
}

/** What useWatchAsset returns: the mutation state, `mutate` / `mutateAsync`, and `watchAsset` / `watchAssetAsync`. */
export interface UseWatchAssetReturnType extends UseMutationReturnType<WatchAssetReturnType, WatchAssetParameters> {
  /**
   * The same function as `mutate`, under the hook's own name.
   * @deprecated use `mutate` instead (deprecated in wagmi 3 too).
   */
  watchAsset: (variables: WatchAssetParameters, options?: MutateOptions<WatchAssetReturnType, WatchAssetParameters>) => void
  /**
   * The same function as `mutateAsync`, under the hook's own name.
   * @deprecated use `mutateAsync` instead (deprecated in wagmi 3 too).
   */
  watchAssetAsync: (variables: WatchAssetParameters, options?: MutateOptions<WatchAssetReturnType, WatchAssetParameters>) => Promise<WatchAssetReturnType>
}

/**
 * watchAsset (EIP-747 `wallet_watchAsset`) as a hook: `data` is true when the wallet
 * added the token; a user who declines is an error (UserRejectedRequestError), as in wagmi.
 */
export function useWatchAsset(parameters: UseWatchAssetParameters = {}): UseWatchAssetReturnType {
  const config = useConfig()
  const mutation = useMutation((variables: WatchAssetParameters) => watchAsset(config, variables), parameters.mutation)
  return { ...mutation, watchAsset: mutation.mutate, watchAssetAsync: mutation.mutateAsync }
}

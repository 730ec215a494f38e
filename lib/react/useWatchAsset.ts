import { watchAsset, type WatchAssetParameters, type WatchAssetReturnType, type WatchAssetErrorType} from '../core/actions/watchAsset'
import type { WatchAsset } from './watchAsset'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
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

/** Parameters of useWatchAsset (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseWatchAssetParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<WatchAssetReturnType, WatchAssetErrorType, WatchAssetParameters, context>>

/** What useWatchAsset returns (wagmi 3's `UseWatchAssetReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseWatchAssetReturnType<context = unknown> = Compute<
  UseMutationReturnType<WatchAssetReturnType, WatchAssetErrorType, WatchAssetParameters, context> & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    watchAsset: Mutate<WatchAssetReturnType, WatchAssetErrorType, WatchAssetParameters, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name); rejects with a WatchAssetErrorType.
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    watchAssetAsync: MutateAsync<WatchAssetReturnType, WatchAssetErrorType, WatchAssetParameters, context>
  }
>

/**
 * watchAsset (EIP-747 `wallet_watchAsset`) as a hook: `data` is true when the wallet
 * added the token; a user who declines is an error (UserRejectedRequestError), as in wagmi.
 */
export function useWatchAsset<context = unknown>(parameters: UseWatchAssetParameters<context> = {}): UseWatchAssetReturnType<context> {
  const config = useConfig(parameters)
  const mutation = useMutation((variables: WatchAssetParameters) => watchAsset(config, variables), parameters.mutation, 'watchAsset')
  return { ...mutation, watchAsset: mutation.mutate, watchAssetAsync: mutation.mutateAsync }
}

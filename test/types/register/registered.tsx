/**
 * wagmi's Register, as its TypeScript guide writes it, with the import path changed: once the
 * app registers its config, the hooks know its chains without a `config` argument. Each line
 * compares with wagmi 3 (the same app registered with 'wagmi' in wagmi.ts beside it).
 */
import { http } from 'viem'
import { mainnet, optimism } from 'viem/chains'
import { expectTypeOf } from 'vitest'
import { createConfig, useChainId, useChains, useClient, useConfig, usePublicClient } from '@porch/kit/react'
import { useChainId as useWagmiChainId, useChains as useWagmiChains, useClient as useWagmiClient } from 'wagmi'

export const config = createConfig({
  chains: [mainnet, optimism],
  transports: { [mainnet.id]: http(), [optimism.id]: http() },
})

declare module '@porch/kit/react' {
  interface Register {
    config: typeof config
  }
}

export function Component() {
  // useConfig() without arguments is the registered config.
  expectTypeOf(useConfig()).toEqualTypeOf<typeof config>()
  // useChainId() is the union of the configured ids, as wagmi's.
  const chainId = useChainId()
  expectTypeOf(chainId).toEqualTypeOf<1 | 10>()
  expectTypeOf(chainId).toEqualTypeOf(useWagmiChainId())
  expectTypeOf(useChains()).toEqualTypeOf<readonly [typeof mainnet, typeof optimism]>()
  expectTypeOf(useChains()).toEqualTypeOf(useWagmiChains())

  // useClient and usePublicClient are typed per chain: its chain object and its transport's type.
  const client = useClient({ chainId: optimism.id })
  expectTypeOf(client.chain).toEqualTypeOf<typeof optimism>()
  expectTypeOf(client.transport.type).toEqualTypeOf<'http'>()
  const wagmiClient = useWagmiClient({ chainId: optimism.id })
  expectTypeOf(client.chain).toEqualTypeOf(wagmiClient.chain)
  expectTypeOf(client.transport.type).toEqualTypeOf(wagmiClient.transport.type)
  expectTypeOf(usePublicClient({ chainId: mainnet.id }).chain).toEqualTypeOf<typeof mainnet>()
  // Without a chain: either configured chain.
  expectTypeOf(useClient().chain).toEqualTypeOf<typeof mainnet | typeof optimism>()

  // A chain the config lacks is a type error.
  // @ts-expect-error 137 (Polygon) is not one of the config's chains
  useClient({ chainId: 137 })
  // @ts-expect-error 137 (Polygon) is not one of the config's chains
  usePublicClient({ chainId: 137 })
  // @ts-expect-error the chain id is `1 | 10`, never 137
  if (chainId === 137) return null
  return null
}

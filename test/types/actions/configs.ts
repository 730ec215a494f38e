/**
 * The configs the action type tests instantiate, each made twice: with the kit and with
 * wagmi 3 (@wagmi/core through 'wagmi'), on the same chains and transports.
 */
import { http } from 'viem'
import { celo, mainnet, optimism, zksync } from 'viem/chains'
import { createConfig as createWagmiConfig } from 'wagmi'
import { createConfig } from '@porch/kit'

/** Two chains without formatters. */
export const twoChains = createConfig({ chains: [mainnet, optimism], transports: { [mainnet.id]: http(), [optimism.id]: http() } })
/** The same config, made by wagmi. */
export const wagmiTwoChains = createWagmiConfig({ chains: [mainnet, optimism], transports: { [mainnet.id]: http(), [optimism.id]: http() } })

/** Chains with their own formatters: Celo (fee currency) and zkSync (receipt fields). */
export const formatted = createConfig({ chains: [celo, zksync], transports: { [celo.id]: http(), [zksync.id]: http() } })
/** The same config, made by wagmi. */
export const wagmiFormatted = createWagmiConfig({ chains: [celo, zksync], transports: { [celo.id]: http(), [zksync.id]: http() } })

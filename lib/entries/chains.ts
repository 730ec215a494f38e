/**
 * `@porch/kit/chains`: viem's chain definitions, as wagmi's `wagmi/chains` re-exports them,
 * so `import { mainnet, optimism } from 'wagmi/chains'` moves by changing the path. Each
 * chain is viem's own object (the same identity as `viem/chains`'), so a bundler keeps only
 * the chains an app imports.
 *
 * @packageDocumentation
 */
export * from 'viem/chains'

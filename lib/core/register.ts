import type { Config } from './config/types'

/**
 * wagmi's `Register`: declaration merging tells the kit's types which config the app uses,
 * so `useConfig()` returns it:
 *
 * @example
 * ```ts
 * declare module '@porch/kit/react' {
 *   interface Register {
 *     config: typeof config
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the app's declaration merging
export interface Register {}

/** The config type the app registered (see Register), else `Config`. */
export type ResolvedRegister = {
  /** The registered config type, or `Config` when none is registered. */
  config: Register extends { config: infer config extends Config } ? config : Config
}

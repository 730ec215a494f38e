import { chainFor } from './chain'
import { readDeployment } from './deployment'
import { tokensFor } from './tokens'

/** The site's configuration, read once from VITE_* variables at build/dev time. */
export const deployment = readDeployment(import.meta.env as unknown as Record<string, string | undefined>)
export const appChain = chainFor(deployment)
export const tokens = tokensFor(deployment)
export const APP_NAME = 'Mango'
export type { Deployment } from './deployment'
export type { Token, Tokens } from './tokens'

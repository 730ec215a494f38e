import { chainFor } from './chain'
import { readDeployment } from './deployment'
import { readLiveness } from './liveness'
import { tokensFor } from './tokens'

/**
 * The site's configuration, read once from VITE_* variables at build/dev time. Each
 * variable is named on its own: passing `import.meta.env` whole would inline EVERY VITE_*
 * variable of the build shell into the bundle (including a devnet key).
 */
export const deployment = readDeployment({
  VITE_CHAIN_ID: import.meta.env.VITE_CHAIN_ID,
  VITE_CHAIN_NAME: import.meta.env.VITE_CHAIN_NAME,
  VITE_RPC_URL: import.meta.env.VITE_RPC_URL,
  VITE_RPC_URLS: import.meta.env.VITE_RPC_URLS,
  VITE_EXPLORER_URL: import.meta.env.VITE_EXPLORER_URL,
  VITE_MANGO_ADDRESS: import.meta.env.VITE_MANGO_ADDRESS,
  VITE_USDC_ADDRESS: import.meta.env.VITE_USDC_ADDRESS,
  VITE_PMANGO_ADDRESS: import.meta.env.VITE_PMANGO_ADDRESS,
  VITE_TREASURY_ADDRESS: import.meta.env.VITE_TREASURY_ADDRESS,
  VITE_MULTICALL3_ADDRESS: import.meta.env.VITE_MULTICALL3_ADDRESS,
  VITE_DEVNET: import.meta.env.VITE_DEVNET,
  VITE_DEPLOY_BLOCK: import.meta.env.VITE_DEPLOY_BLOCK,
  VITE_LOGS_MAX_RANGE: import.meta.env.VITE_LOGS_MAX_RANGE,
})
export const liveness = readLiveness({
  VITE_REFRESH_INTERVAL: import.meta.env.VITE_REFRESH_INTERVAL,
  VITE_HALTED_AFTER: import.meta.env.VITE_HALTED_AFTER,
})
export const appChain = chainFor(deployment)
export const tokens = tokensFor(deployment)
export const APP_NAME = 'Mango'
export type { Deployment } from './deployment'
export type { Token, Tokens } from './tokens'

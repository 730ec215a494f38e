import type { Deployment } from './deploy'
import { DEV_PRIVATE_KEY } from './accounts'

export interface DeploymentEnvOptions {
  /** Add VITE_DEVNET=1 (the site offers its dev-only "Devnet wallet" connector). */
  devnet?: boolean
  /** Add VITE_DEVNET_PRIVATE_KEY (the well-known anvil key #0) for that connector. */
  privateKey?: boolean
  /** VITE_POLLING_INTERVAL in ms; default 1000. */
  pollingInterval?: number
}

/** The VITE_* variables that point the site at a devnet deployment. */
export function deploymentEnv(d: Deployment, opts: DeploymentEnvOptions = {}): Record<string, string> {
  const env: Record<string, string> = {
    VITE_RPC_URL: d.rpcUrl,
    VITE_CHAIN_ID: String(d.chainId),
    VITE_MANGO_ADDRESS: d.mango,
    VITE_USDC_ADDRESS: d.usdc,
    VITE_PMANGO_ADDRESS: d.pMango,
    VITE_TREASURY_ADDRESS: d.treasury,
    VITE_MULTICALL3_ADDRESS: d.multicall3,
    VITE_POLLING_INTERVAL: String(opts.pollingInterval ?? 1000),
  }
  if (d.deployBlock !== undefined) env.VITE_DEPLOY_BLOCK = String(d.deployBlock)
  if (opts.devnet) env.VITE_DEVNET = '1'
  if (opts.privateKey) env.VITE_DEVNET_PRIVATE_KEY = DEV_PRIVATE_KEY
  return env
}

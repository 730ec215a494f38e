export { devnetAccounts, DEV_ACCOUNT, DEV_PRIVATE_KEY } from './accounts'
export { devnetChain, MULTICALL3_ADDRESS } from './chain'
export {
  deployDevnet,
  DEV_MANGO_BALANCE,
  OTHER_MANGO_BALANCE,
  TREASURY_USDC_BALANCE,
  type Deployment,
} from './deploy'
export { deploymentEnv, type DeploymentEnvOptions } from './env'
export { startDevnet, type Devnet } from './devnet'
export { advanceTime } from './time'

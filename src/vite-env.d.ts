/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_CHAIN_ID?: string
  readonly VITE_CHAIN_NAME?: string
  readonly VITE_RPC_URL?: string
  readonly VITE_RPC_URLS?: string
  readonly VITE_REFRESH_INTERVAL?: string
  readonly VITE_HALTED_AFTER?: string
  readonly VITE_EXPLORER_URL?: string
  readonly VITE_MANGO_ADDRESS?: string
  readonly VITE_USDC_ADDRESS?: string
  readonly VITE_PMANGO_ADDRESS?: string
  readonly VITE_TREASURY_ADDRESS?: string
  readonly VITE_MULTICALL3_ADDRESS?: string
  readonly VITE_DEVNET?: string
  readonly VITE_DEPLOY_BLOCK?: string
  readonly VITE_LOGS_MAX_RANGE?: string
  readonly VITE_DEVNET_PRIVATE_KEY?: string
  readonly VITE_POLLING_INTERVAL?: string
  readonly VITE_WC_PROJECT_ID?: string
  readonly VITE_WC_RELAY_URL?: string
  readonly VITE_ENS_RPC_URL?: string
  readonly VITE_SAFE_ALLOWED_ORIGINS?: string
  readonly VITE_SAFE_POLL_INTERVAL?: string
  readonly VITE_SAFE_TX_TIMEOUT?: string
  readonly VITE_SAFE_SERVICE_URL?: string
  readonly VITE_SIWE?: string
}

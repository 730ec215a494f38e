import type { DeploymentEnv } from './deployment'

/** How the site keeps its numbers live and when it calls the chain halted. */
export interface Liveness {
  /** ms between refreshes while the page is visible (VITE_REFRESH_INTERVAL). */
  refreshInterval: number
  /** The chain counts as halted when its newest block is older than this many seconds (VITE_HALTED_AFTER). */
  haltedAfter: number
}

export const defaultLiveness: Liveness = { refreshInterval: 12_000, haltedAfter: 600 }

function positive(env: DeploymentEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (typeof raw !== 'string' || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}".`)
  return value
}

export function readLiveness(env: DeploymentEnv): Liveness {
  return {
    refreshInterval: positive(env, 'VITE_REFRESH_INTERVAL', defaultLiveness.refreshInterval),
    haltedAfter: positive(env, 'VITE_HALTED_AFTER', defaultLiveness.haltedAfter),
  }
}

import type { Page, QueryValue } from './common'
import type { DeviceType } from './vocabulary'

export interface Delegate {
  /** The gateway's `safe` field (safe). */
  safe?: string | null
  /** The gateway's `delegate` field (delegate). */
  delegate: string
  /** The gateway's `delegator` field (delegator). */
  delegator: string
  /** The gateway's `label` field (label). */
  label: string
}

export type DelegatesPage = Page<Delegate>

export interface DelegatesQuery {
  [key: string]: QueryValue
  /** The gateway's `safe` field (safe). */
  safe?: string | null
  /** The gateway's `delegate` field (delegate). */
  delegate?: string | null
  /** The gateway's `delegator` field (delegator). */
  delegator?: string | null
  /** The gateway's `label` field (label). */
  label?: string | null
}

export interface RegisterNotificationsRequest {
  /** The gateway's `uuid` field (uuid). */
  uuid?: string
  /** The gateway's `cloudMessagingToken` field (cloud messaging token). */
  cloudMessagingToken: string
  /** The gateway's `buildNumber` field (build number). */
  buildNumber: string
  /** The gateway's `bundle` field (bundle). */
  bundle: string
  /** The gateway's `deviceType` field (device type). */
  deviceType: DeviceType
  /** The gateway's `version` field (version). */
  version: string
  /** The gateway's `timestamp` field (timestamp). */
  timestamp?: string
  /** The gateway's `safeRegistrations` field (safe registrations). */
  safeRegistrations: { chainId: string; safes: string[]; signatures: string[] }[]
}

import type { Page, QueryValue } from './common'
import type { DeviceType } from './vocabulary'

export interface Delegate {
  safe?: string | null
  delegate: string
  delegator: string
  label: string
}

export type DelegatesPage = Page<Delegate>

export interface DelegatesQuery {
  [key: string]: QueryValue
  safe?: string | null
  delegate?: string | null
  delegator?: string | null
  label?: string | null
}

export interface RegisterNotificationsRequest {
  uuid?: string
  cloudMessagingToken: string
  buildNumber: string
  bundle: string
  deviceType: DeviceType
  version: string
  timestamp?: string
  safeRegistrations: { chainId: string; safes: string[]; signatures: string[] }[]
}

import type { Page, QueryValue } from './common'
import type { DeviceType } from './vocabulary'

/** An address an owner allows to propose transactions on their behalf (it cannot confirm them). */
export interface Delegate {
  /** The Safe the delegation is limited to, or null for every Safe the delegator owns. */
  safe?: string | null
  /** The address allowed to propose. */
  delegate: string
  /** The owner who granted the delegation. */
  delegator: string
  /** A name for the delegate, chosen by the delegator. */
  label: string
}

/** A page of delegates. */
export type DelegatesPage = Page<Delegate>

/** Query of the delegates list; every filter is optional. */
export interface DelegatesQuery {
  /** Any further query parameter the service accepts. */
  [key: string]: QueryValue
  /** Only delegations for this Safe. */
  safe?: string | null
  /** Only delegations to this address. */
  delegate?: string | null
  /** Only delegations granted by this owner. */
  delegator?: string | null
  /** Only delegates with this label. */
  label?: string | null
}

/** A device registering for push notifications about some Safes. */
export interface RegisterNotificationsRequest {
  /** The device's id; the service assigns one when absent. */
  uuid?: string
  /** The push token (Firebase Cloud Messaging) to deliver notifications to. */
  cloudMessagingToken: string
  /** The client app's build number. */
  buildNumber: string
  /** The client app's bundle id. */
  bundle: string
  /** The kind of device (Android, iOS or web). */
  deviceType: DeviceType
  /** The client app's version. */
  version: string
  /** When the registration was signed (Unix time), as a decimal string; part of the signed data. */
  timestamp?: string
  /** Per chain: the Safes to notify about and the owners' signatures authorising it. */
  safeRegistrations: { chainId: string; safes: string[]; signatures: string[] }[]
}

import { BaseError } from 'viem'
import type { Instructions, WalletDescriptor, WalletGroup } from './types'

const ID = /^[A-Za-z0-9_-]+$/
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i
const STEPS = new Set(['create', 'install', 'refresh', 'scan', 'connect'])

/** The icon accent must be a hex colour with 3 or 6 digits. */
export function isHexColor(value: string): boolean {
  return HEX.test(value)
}

/**
 * A wallet descriptor or wallet group breaks a rule. `field` names the offending field
 * (`iconAccent`, `downloadUrls.ios`, `extension.instructions`, `groupName`, ...) and
 * `walletId` the wallet (undefined for a group-level problem).
 */
export class InvalidWalletError extends BaseError {
  /** The class name, constant per error type: branch on it (or on `instanceof`) rather than on the message. */
  override name = 'InvalidWalletError'
  /** The offending wallet's `id`; undefined when the problem is the group's. */
  readonly walletId: string | undefined
  /** The offending field's path (`iconUrl`, `downloadUrls.ios`, `groupName`, ...). */
  readonly field: string
  constructor(walletId: string | undefined, field: string, message: string) {
    super(message)
    // One line, as an app's error boundary shows it (`${name}: ${message}`), not viem's multi-line form.
    this.message = message
    this.walletId = walletId
    this.field = field
  }
}

const fail = (walletId: string | undefined, field: string, message: string): never => {
  throw new InvalidWalletError(walletId, field, message)
}

function checkUrl(walletId: string, field: string, url: unknown, allowRelative = false): void {
  if (url === undefined) return
  if (typeof url === 'string' && allowRelative && (/^\/(?!\/)/.test(url) || /^data:image\/(svg\+xml|png|webp)[;,]/.test(url))) return
  let ok = false
  try {
    ok = typeof url === 'string' && new URL(url).protocol === 'https:'
  } catch {
    ok = false
  }
  if (!ok) fail(walletId, field, `Wallet "${walletId}": ${field} must be an https URL${allowRelative ? ', a same-origin path or an image data URI' : ''}, got "${String(url)}".`)
}

function checkInstructions(walletId: string, field: string, i: Instructions | undefined): void {
  if (!i) return
  if (!Array.isArray(i.steps) || i.steps.length === 0) fail(walletId, field, `Wallet "${walletId}": ${field} needs at least one step.`)
  for (const s of i.steps) {
    if (!STEPS.has(s.step)) fail(walletId, field, `Wallet "${walletId}": ${field} step "${s.step}" must be create, install, refresh, scan or connect.`)
    if ('titleKey' in s ? !s.titleKey || !s.descriptionKey : !s.title || !s.description) fail(walletId, field, `Wallet "${walletId}": every ${field} step needs a title and a description.`)
  }
  checkUrl(walletId, `${field}.learnMoreUrl`, i.learnMoreUrl)
}

function checkFunction(walletId: string, field: string, fn: unknown): void {
  if (fn !== undefined && typeof fn !== 'function') fail(walletId, field, `Wallet "${walletId}": ${field} must be a function.`)
}

/**
 * Check a wallet descriptor (a built-in one or one the app wrote) and say exactly which
 * field is wrong: the id (letters, digits, underscore: it is persisted), the name, the
 * accent (a 3- or 6-digit hex colour), https links, the guides' steps, and that the wallet
 * has a way to be reached (`rdns`, `connectorId` or a `qrCode`).
 * @throws {InvalidWalletError}
 * @example validateWallet({ id: 'acme', name: 'Acme', iconUrl: '/acme.svg', iconBackground: '#fff', rdns: 'com.acme' })
 */
export function validateWallet(w: WalletDescriptor): WalletDescriptor {
  if (typeof w.id !== 'string' || !ID.test(w.id)) fail(String(w.id), 'id', `Invalid wallet id "${String(w.id)}": use only letters, digits, underscore and hyphen.`)
  if (typeof w.name !== 'string' || !w.name.trim()) fail(w.id, 'name', `Wallet "${w.id}" needs a name.`)
  if (w.iconAccent !== undefined && !isHexColor(w.iconAccent)) {
    fail(w.id, 'iconAccent', `Wallet "${w.id}": iconAccent "${w.iconAccent}" must be a hex colour such as #fff or #1a2b3c.`)
  }
  if (typeof w.iconBackground !== 'string' || !w.iconBackground) fail(w.id, 'iconBackground', `Wallet "${w.id}" needs an iconBackground colour.`)
  // A function is RainbowKit's lazy icon: its URL is checked where it loads (icons.ts).
  if (typeof w.iconUrl !== 'function') {
    if (typeof w.iconUrl !== 'string' || !w.iconUrl) fail(w.id, 'iconUrl', `Wallet "${w.id}" needs an iconUrl.`)
    checkUrl(w.id, 'iconUrl', w.iconUrl, true)
  }
  for (const [k, v] of Object.entries(w.downloadUrls ?? {})) checkUrl(w.id, `downloadUrls.${k}`, v)
  checkInstructions(w.id, 'qrCode.instructions', w.qrCode?.instructions)
  checkInstructions(w.id, 'extension.instructions', w.extension?.instructions)
  checkInstructions(w.id, 'desktop.instructions', w.desktop?.instructions)
  checkFunction(w.id, 'qrCode.getUri', w.qrCode ? w.qrCode.getUri : undefined)
  checkFunction(w.id, 'desktop.getUri', w.desktop?.getUri)
  checkFunction(w.id, 'mobile.getUri', w.mobile?.getUri)
  checkFunction(w.id, 'mobile.getDappUrl', w.mobile?.getDappUrl)
  if (!w.rdns && !w.connectorId && !w.qrCode) {
    fail(w.id, 'connectorId', `Wallet "${w.id}" cannot be reached: give it an rdns (EIP-6963), a connectorId or a qrCode.`)
  }
  return w
}

/** Validate a list and reject duplicate ids. */
export function validateWallets(list: readonly WalletDescriptor[]): readonly WalletDescriptor[] {
  const seen = new Set<string>()
  for (const w of list) {
    validateWallet(w)
    if (seen.has(w.id)) fail(w.id, 'id', `Wallet id "${w.id}" is used twice.`)
    seen.add(w.id)
  }
  return list
}

/**
 * Check the wallet groups an app hands the provider: each group has a name and at least
 * one wallet, every descriptor is valid, and no wallet id appears twice (across groups).
 * @throws {InvalidWalletError}
 */
export function validateWalletGroups(groups: readonly WalletGroup[]): readonly WalletGroup[] {
  if (!Array.isArray(groups) || groups.length === 0) fail(undefined, 'wallets', 'The wallet list needs at least one group.')
  const names = new Set<string>()
  for (const g of groups) {
    if (typeof g.groupName !== 'string' || !g.groupName.trim()) fail(undefined, 'groupName', 'Every wallet group needs a groupName.')
    if (names.has(g.groupName)) fail(undefined, 'groupName', `Wallet group "${g.groupName}" is listed twice.`)
    names.add(g.groupName)
    if (!Array.isArray(g.wallets) || g.wallets.length === 0) fail(undefined, 'wallets', `Wallet group "${g.groupName}" has no wallets.`)
  }
  validateWallets(groups.flatMap((g) => g.wallets))
  return groups
}

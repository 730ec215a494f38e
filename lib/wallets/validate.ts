import type { Instructions, WalletDescriptor } from './types'

const ID = /^[A-Za-z0-9_]+$/
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i
const STEPS = new Set(['create', 'install', 'refresh', 'scan'])

/** The icon accent must be a hex colour with 3 or 6 digits. */
export function isHexColor(value: string): boolean {
  return HEX.test(value)
}

export class InvalidWalletError extends Error {
  override name = 'InvalidWalletError'
}

function checkUrl(walletId: string, field: string, url: string | undefined, allowRelative = false): void {
  if (url === undefined) return
  if (allowRelative && /^\/(?!\/)/.test(url)) return
  if (allowRelative && /^data:image\/(svg\+xml|png|webp)[;,]/.test(url)) return
  let ok = false
  try {
    ok = new URL(url).protocol === 'https:'
  } catch {
    ok = false
  }
  if (!ok) throw new InvalidWalletError(`Wallet "${walletId}": ${field} must be an https URL${allowRelative ? ' or a same-origin path' : ''}, got "${url}".`)
}

function checkInstructions(walletId: string, field: string, i: Instructions | undefined): void {
  if (!i) return
  if (i.steps.length === 0) throw new InvalidWalletError(`Wallet "${walletId}": ${field} needs at least one step.`)
  for (const s of i.steps) {
    if (!STEPS.has(s.step)) throw new InvalidWalletError(`Wallet "${walletId}": ${field} step "${s.step}" must be create, install, refresh or scan.`)
    if (!s.title || !s.description) throw new InvalidWalletError(`Wallet "${walletId}": every ${field} step needs a title and a description.`)
  }
  checkUrl(walletId, `${field}.learnMoreUrl`, i.learnMoreUrl)
}

/**
 * Check a descriptor and say exactly what is wrong. Runs when the wallet list is created,
 * so a bad descriptor fails loudly in development instead of rendering oddly.
 * @throws {InvalidWalletError}
 */
export function validateWallet(w: WalletDescriptor): WalletDescriptor {
  if (!ID.test(w.id)) throw new InvalidWalletError(`Invalid wallet id "${w.id}": use only letters, digits and underscore.`)
  if (!w.name.trim()) throw new InvalidWalletError(`Wallet "${w.id}" needs a name.`)
  if (w.iconAccent !== undefined && !isHexColor(w.iconAccent)) {
    throw new InvalidWalletError(`Wallet "${w.id}": iconAccent "${w.iconAccent}" must be a hex colour such as #fff or #1a2b3c.`)
  }
  checkUrl(w.id, 'iconUrl', w.iconUrl, true)
  for (const [k, v] of Object.entries(w.downloadUrls ?? {})) checkUrl(w.id, `downloadUrls.${k}`, v)
  checkInstructions(w.id, 'qrCode.instructions', w.qrCode?.instructions)
  checkInstructions(w.id, 'extension.instructions', w.extension?.instructions)
  return w
}

/** Validate a list and reject duplicate ids. */
export function validateWallets(list: readonly WalletDescriptor[]): readonly WalletDescriptor[] {
  const seen = new Set<string>()
  for (const w of list) {
    validateWallet(w)
    if (seen.has(w.id)) throw new InvalidWalletError(`Wallet id "${w.id}" is used twice.`)
    seen.add(w.id)
  }
  return list
}

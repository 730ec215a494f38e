/**
 * The kit's English catalogue, by screen. Each section is imported where it renders (the
 * button's with the first load, a modal's inside that modal's chunk); this module gathers
 * their TYPES for the locale files, so importing it costs no bytes.
 */
import type { account } from './account'
import type { button } from './button'
import type { chain } from './chain'
import type { connect } from './connect'
import type { dialog } from './dialog'
import type { signIn } from './signIn'

/** The kit's English source messages (types only). */
export type KitMessages = {
  readonly button: typeof button
  readonly dialog: typeof dialog
  readonly connect: typeof connect
  readonly account: typeof account
  readonly chain: typeof chain
  readonly signIn: typeof signIn
}

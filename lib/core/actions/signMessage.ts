import type { Account, Address, ByteArray, Hex } from 'viem'
import type { Config } from '../config'
import type { ConnectorParameter } from '../config/parameters'
import { ConnectorNotConnectedError, type UserRejectedRequestErrorType, type WalletError } from '../errors'
import { normalizedWalletError } from '../walletErrorsLazy'

/** What signMessage() rejects with; anything else a wallet throws arrives as a WalletError. */
export type SignMessageErrorType = ConnectorNotConnectedError | UserRejectedRequestErrorType | WalletError

/** The signature (wagmi's `SignMessageReturnType`). */
export type SignMessageReturnType = Hex

/** Parameters of signMessage: the message to sign (personal_sign). */
export type SignMessageParameters = ConnectorParameter & {
  /** Text (signed as UTF-8), or `{ raw }` bytes (viem's SignableMessage). */
  message: string | { raw: Hex | ByteArray }
  /** An address or a viem Account (a local account signs itself; no wallet is asked). Default: the connected account. */
  account?: Account | Address | undefined
}

/**
 * Bytes as 0x-hex, what viem's toHex gives for a ByteArray. Written out here: viem's encoders
 * bring its error classes with them (about 2 kB gzip), too much for an action apps call from
 * their first load.
 */
function bytesToHex(bytes: ByteArray): Hex {
  let hex = '0x'
  for (const b of bytes) hex += b.toString(16).padStart(2, '0')
  return hex as Hex
}

/**
 * Sign a text message with the connected wallet (`personal_sign`, EIP-191 version 0x45).
 * Works while the connection waits for sign-in (`unauthenticated`), unlike the write path.
 * Rejects with a SignMessageErrorType.
 */
export async function signMessage(config: Config, { message, account, connector: given }: SignMessageParameters): Promise<SignMessageReturnType> {
  if (typeof account === 'object' && account.signMessage) return account.signMessage({ message })
  const { connectorId, accounts, status } = config.getState()
  // `connector` other than the active one: its own first account signs.
  const other = given && given.id !== connectorId ? given : undefined
  const connector = other ?? (connectorId ? config.getConnector(connectorId) : undefined)
  const address = (typeof account === 'object' ? account.address : account) ?? (other ? (await other.getAccounts())[0] : accounts[0])
  if (!connector || !address || (!other && status !== 'connected' && status !== 'unauthenticated')) throw new ConnectorNotConnectedError()
  try {
    const provider = await connector.getProvider()
    return (await provider.request({ method: 'personal_sign', params: [typeof message === 'string' ? bytesToHex(new TextEncoder().encode(message)) : typeof message.raw === 'string' ? message.raw : bytesToHex(message.raw), address] })) as Hex
  } catch (e) {
    throw await normalizedWalletError(e)
  }
}

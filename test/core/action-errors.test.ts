/** Each core action exports the union of errors it rejects with (viem style). */
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CancelConnectErrorType } from '../../lib/core/actions/cancelConnect'
import { connect, type ConnectErrorType } from '../../lib/core/actions/connect'
import type { DisconnectErrorType } from '../../lib/core/actions/disconnect'
import { getWalletClient, type GetWalletClientErrorType } from '../../lib/core/actions/getWalletClient'
import type { ReconnectErrorType } from '../../lib/core/actions/reconnect'
import type { SignMessageErrorType } from '../../lib/core/actions/signMessage'
import { switchChain, type SwitchChainErrorType } from '../../lib/core/actions/switchChain'
import type { ConnectorNotConnectedError, UserRejectedRequestErrorType } from '../../lib/core/errors'
import { configWith } from './setup'
import { createFakeWallet, rpcError } from '../fixtures/wallet'

const nameOf = (e: unknown) => (e instanceof Error ? e.name : undefined)

describe('action error unions', () => {
  it('members are told apart by their literal name', () => {
    expectTypeOf<Extract<SwitchChainErrorType, { name: 'UserRejectedRequestError' }>>().toEqualTypeOf<UserRejectedRequestErrorType>()
    expectTypeOf<Extract<GetWalletClientErrorType, { name: 'ConnectorNotConnectedError' }>>().toEqualTypeOf<ConnectorNotConnectedError>()
    expectTypeOf<Extract<SignMessageErrorType, { name: 'UserRejectedRequestError' }>>().toEqualTypeOf<UserRejectedRequestErrorType>()
    expectTypeOf<DisconnectErrorType>().toBeNever()
    expectTypeOf<ReconnectErrorType>().toBeNever()
    expectTypeOf<CancelConnectErrorType>().toBeNever()
  })

  it('connect rejects with members of ConnectErrorType', async () => {
    const wallet = createFakeWallet()
    const config = configWith(wallet.provider)
    const unknown = await connect(config, { connector: 'nope' }).catch((e: ConnectErrorType) => e)
    expect(nameOf(unknown)).toBe('ConnectorNotFoundError')
    wallet.on('eth_requestAccounts', () => {
      throw rpcError(4001, 'User rejected the request.')
    })
    const rejected = await connect(config, { connector: 'io.metamask' }).catch((e: ConnectErrorType) => e)
    expect(nameOf(rejected)).toBe('UserRejectedRequestError')
  })

  it('switchChain and getWalletClient reject with members of their unions', async () => {
    const config = configWith(createFakeWallet().provider)
    // @ts-expect-error an id the config lacks is a type error (as wagmi's); at run time too it is refused
    const notConfigured = await switchChain(config, { chainId: 1 }).catch((e: SwitchChainErrorType) => e)
    expect(nameOf(notConfigured)).toBe('ChainNotConfiguredError')
    const notConnected = await switchChain(config, { chainId: 1101 }).catch((e: SwitchChainErrorType) => e)
    expect(nameOf(notConnected)).toBe('ConnectorNotConnectedError')
    const noClient = await getWalletClient(config).catch((e: GetWalletClientErrorType) => e)
    expect(nameOf(noClient)).toBe('ConnectorNotConnectedError')
  })
})

/**
 * Type tests (checked by `npm run typecheck`, never run): the kit's ENS and signature
 * verification hooks against wagmi 3.7's: the `data` equals wagmi's; the parameters wagmi
 * takes and the kit does not are pinned (lib/README's "What still differs from wagmi").
 */
import type { Address } from 'viem'
import { expectTypeOf } from 'vitest'
import * as wagmi from 'wagmi'
import * as kit from '@porch/kit/react'
import type { ExtraParameters, MissingParameters } from './compare'

const AT: Address = '0x000000000000000000000000000000000000bEEF'
/** viem's ENS options the kit's resolver does not take (it reads through the chain's Universal Resolver only). */
type EnsOptions = 'blockNumber' | 'blockTag' | 'gatewayUrls' | 'strict' | 'universalResolverAddress'

export function EnsAddress() {
  expectTypeOf(kit.useEnsAddress({ name: 'a.eth' }).data).toEqualTypeOf(wagmi.useEnsAddress({ name: 'a.eth' }).data)
  expectTypeOf<MissingParameters<typeof kit.useEnsAddress, typeof wagmi.useEnsAddress>>().toEqualTypeOf<'scopeKey'>()
  expectTypeOf<ExtraParameters<typeof kit.useEnsAddress, typeof wagmi.useEnsAddress>>().toEqualTypeOf<never>()
}

export function EnsAvatar() {
  expectTypeOf(kit.useEnsAvatar({ name: 'a.eth' }).data).toEqualTypeOf(wagmi.useEnsAvatar({ name: 'a.eth' }).data)
  expectTypeOf<MissingParameters<typeof kit.useEnsAvatar, typeof wagmi.useEnsAvatar>>().toEqualTypeOf<'assetGatewayUrls' | 'scopeKey' | EnsOptions>()
  expectTypeOf<ExtraParameters<typeof kit.useEnsAvatar, typeof wagmi.useEnsAvatar>>().toEqualTypeOf<never>()
}

export function EnsName() {
  expectTypeOf(kit.useEnsName({ address: AT }).data).toEqualTypeOf(wagmi.useEnsName({ address: AT }).data)
  expectTypeOf<MissingParameters<typeof kit.useEnsName, typeof wagmi.useEnsName>>().toEqualTypeOf<'coinType' | 'scopeKey' | EnsOptions>()
  expectTypeOf<ExtraParameters<typeof kit.useEnsName, typeof wagmi.useEnsName>>().toEqualTypeOf<never>()
}

export function EnsText() {
  expectTypeOf(kit.useEnsText({ name: 'a.eth', key: 'url' }).data).toEqualTypeOf(wagmi.useEnsText({ name: 'a.eth', key: 'url' }).data)
  expectTypeOf<MissingParameters<typeof kit.useEnsText, typeof wagmi.useEnsText>>().toEqualTypeOf<'scopeKey'>()
  expectTypeOf<ExtraParameters<typeof kit.useEnsText, typeof wagmi.useEnsText>>().toEqualTypeOf<never>()
}

export function VerifyMessage() {
  const args = { address: AT, message: 'hi', signature: '0x' } as const
  expectTypeOf(kit.useVerifyMessage(args).data).toEqualTypeOf(wagmi.useVerifyMessage(args).data)
  expectTypeOf<MissingParameters<typeof kit.useVerifyMessage, typeof wagmi.useVerifyMessage>>().toEqualTypeOf<'scopeKey'>()
  expectTypeOf<ExtraParameters<typeof kit.useVerifyMessage, typeof wagmi.useVerifyMessage>>().toEqualTypeOf<never>()
}

export function VerifyTypedData() {
  const types = { Mail: [{ name: 'contents', type: 'string' }] } as const
  const args = { types, primaryType: 'Mail', message: { contents: 'hi' }, address: AT, signature: '0x' } as const
  expectTypeOf(kit.useVerifyTypedData(args).data).toEqualTypeOf(wagmi.useVerifyTypedData(args).data)
  expectTypeOf<MissingParameters<typeof kit.useVerifyTypedData, typeof wagmi.useVerifyTypedData>>().toEqualTypeOf<'scopeKey'>()
  expectTypeOf<ExtraParameters<typeof kit.useVerifyTypedData, typeof wagmi.useVerifyTypedData>>().toEqualTypeOf<never>()
}

/**
 * Every action wagmi/actions exports (@wagmi/core 3's actions entry) exists in @porch/kit
 * under the same name, but getEnsResolver (see lib/README's wagmi table).
 */
import { describe, expectTypeOf, it } from 'vitest'
import type * as wagmi from 'wagmi/actions'
import type * as kit from '@porch/kit'

describe('the action names of wagmi/actions', () => {
  it('are all in @porch/kit but getEnsResolver (deprecated aliases included)', () => {
    type Missing = Exclude<keyof typeof wagmi, keyof typeof kit>
    // getEnsResolver: the kit resolves through the Universal Resolver (ENSIP-10) and never hands a resolver out.
    expectTypeOf<Missing>().toEqualTypeOf<'getEnsResolver'>()
  })
})

import { describe, expect, it } from 'vitest'
import { capabilitiesByChain, parseAtomicStatus } from '../../../lib/core/calls/capabilities'

describe('capabilitiesByChain (getCapabilities’ answer, keyed by chain id as viem keys it)', () => {
  it('reads hex keys (EIP-5792), decimal ones (some wallets), keeps 0x0 as 0, and drops what is not a chain', () => {
    const answer = {
      '0x2105': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
      '10': { atomic: { status: 'ready' } },
      '0x0': { atomicBatch: { supported: true } },
      mainnet: { atomic: { status: 'supported' } },
      '0x1': 'not an object',
    }
    expect(capabilitiesByChain(answer)).toEqual({
      8453: { atomic: { status: 'supported' }, paymasterService: { supported: true } },
      10: { atomic: { status: 'ready' } },
      0: { atomicBatch: { supported: true } },
    })
    // The atomic status the kit keeps is read from the same answer.
    expect([8453, 10, 1].map((id) => parseAtomicStatus(answer, id))).toEqual(['supported', 'ready', 'supported'])
  })

  it('is empty for an answer that is not an object', () => {
    expect(capabilitiesByChain(null)).toEqual({})
    expect(capabilitiesByChain(['0x1'])).toEqual({})
  })
})

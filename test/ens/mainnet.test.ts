import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createMainnetClient } from '../../lib/core/ens/lookups'

describe('ENS lookups chain', () => {
  it("is Ethereum mainnet with viem's ENS universal resolver and multicall3 (the kit does not import viem/chains)", () => {
    const { chain } = createMainnetClient('http://127.0.0.1:1')
    expect(chain?.id).toBe(mainnet.id)
    expect(chain?.blockTime).toBe(mainnet.blockTime) // the client's timings follow it
    expect(chain?.contracts).toEqual({ ensUniversalResolver: mainnet.contracts.ensUniversalResolver, multicall3: mainnet.contracts.multicall3 })
  })
})

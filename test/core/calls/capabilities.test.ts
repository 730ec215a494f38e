import { describe, expect, it } from 'vitest'
import { connect } from '../../../lib/core/actions/connect'
import { disconnect } from '../../../lib/core/actions/disconnect'
import { getAtomicSupport } from '../../../lib/core/actions/getAtomicSupport'
import { canBatch, parseAtomicStatus } from '../../../lib/core/calls/capabilities'
import { configWith } from '../setup'
import { createFakeWallet, rpcError } from '../../fixtures/wallet'

describe('parseAtomicStatus (wallet_getCapabilities answer -> atomic status per chain)', () => {
  it('reads the EIP-5792 v2 `atomic.status` of the asked chain', () => {
    expect(parseAtomicStatus({ '0x44d': { atomic: { status: 'supported' } } }, 1101)).toBe('supported')
    expect(parseAtomicStatus({ '0x44d': { atomic: { status: 'ready' } } }, 1101)).toBe('ready')
    expect(parseAtomicStatus({ '0x44d': { atomic: { status: 'unsupported' } } }, 1101)).toBe('unsupported')
  })

  it('reads the legacy `atomicBatch.supported` (Safe, pre-2.0 wallets)', () => {
    expect(parseAtomicStatus({ '0x44d': { atomicBatch: { supported: true } } }, 1101)).toBe('supported')
    expect(parseAtomicStatus({ '0x44d': { atomicBatch: { supported: false } } }, 1101)).toBe('unsupported')
  })

  it('answers per chain: another chain batching says nothing about this one', () => {
    const answer = { '0x1': { atomic: { status: 'supported' } }, '0x44d': { atomic: { status: 'unsupported' } } }
    expect(parseAtomicStatus(answer, 1)).toBe('supported')
    expect(parseAtomicStatus(answer, 1101)).toBe('unsupported')
    expect(parseAtomicStatus({ '0x1': { atomic: { status: 'supported' } } }, 1101)).toBe('unsupported')
    // Upper-case hex and decimal keys from sloppy wallets still match.
    expect(parseAtomicStatus({ '0x44D': { atomic: { status: 'ready' } } }, 1101)).toBe('ready')
    expect(parseAtomicStatus({ '1101': { atomicBatch: { supported: true } } }, 1101)).toBe('supported')
  })

  it("falls back to `0x0` (all chains), the chain's own entry winning", () => {
    expect(parseAtomicStatus({ '0x0': { atomic: { status: 'supported' } } }, 1101)).toBe('supported')
    expect(parseAtomicStatus({ '0x0': { atomic: { status: 'supported' } }, '0x44d': { atomic: { status: 'unsupported' } } }, 1101)).toBe('unsupported')
  })

  it('treats anything else as no batching', () => {
    for (const bad of [null, undefined, 'yes', [], {}, { '0x44d': null }, { '0x44d': { atomic: { status: 'maybe' } } }, { '0x44d': { atomic: true } }, { '0x44d': { paymasterService: { supported: true } } }]) {
      expect(parseAtomicStatus(bad, 1101)).toBe('unsupported')
    }
  })

  it('batches only for supported and ready', () => {
    expect([canBatch('supported'), canBatch('ready'), canBatch('unsupported')]).toEqual([true, true, false])
  })
})

describe('getAtomicSupport (asked once per account and chain)', () => {
  async function connected() {
    const wallet = createFakeWallet()
    const config = configWith(wallet.provider)
    await connect(config, { connector: 'io.metamask' })
    return { wallet, config }
  }
  const asked = (wallet: ReturnType<typeof createFakeWallet>) => wallet.calls.filter((c) => c.method === 'wallet_getCapabilities')

  it('sends [address, [chainIdHex]] once and caches the answer', async () => {
    const { wallet, config } = await connected()
    wallet.on('wallet_getCapabilities', () => ({ '0x44d': { atomic: { status: 'supported' } } }))
    const results = await Promise.all([getAtomicSupport(config), getAtomicSupport(config), getAtomicSupport(config, { chainId: 1101 })])
    expect(results).toEqual(['supported', 'supported', 'supported'])
    expect(await getAtomicSupport(config)).toBe('supported')
    expect(asked(wallet)).toHaveLength(1)
    expect(asked(wallet)[0]!.params).toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', ['0x44d']])
  })

  it('asks again for another account, and after a disconnect', async () => {
    const { wallet, config } = await connected()
    wallet.on('wallet_getCapabilities', () => ({ '0x44d': { atomicBatch: { supported: true } } }))
    await getAtomicSupport(config)
    wallet.emit('accountsChanged', ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'])
    await getAtomicSupport(config)
    expect(asked(wallet)).toHaveLength(2)
    expect(asked(wallet)[1]!.params).toEqual(['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', ['0x44d']])
    await disconnect(config)
    await connect(config, { connector: 'io.metamask' })
    await getAtomicSupport(config)
    expect(asked(wallet)).toHaveLength(3)
  })

  for (const [code, message] of [
    [4200, 'The requested method is not supported'],
    [-32601, 'Method not found'],
    [-32602, 'Invalid params'],
  ] as const) {
    it(`a wallet answering ${code} does not batch, and is not asked again`, async () => {
      const { wallet, config } = await connected()
      wallet.on('wallet_getCapabilities', () => {
        throw rpcError(code, message)
      })
      expect(await getAtomicSupport(config)).toBe('unsupported')
      expect(await getAtomicSupport(config)).toBe('unsupported')
      expect(asked(wallet)).toHaveLength(1)
    })
  }

  it('a wallet with no atomic capability does not batch', async () => {
    const { wallet, config } = await connected()
    wallet.on('wallet_getCapabilities', () => ({ '0x44d': {} }))
    expect(await getAtomicSupport(config)).toBe('unsupported')
  })
})

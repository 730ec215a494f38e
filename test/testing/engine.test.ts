import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { anvilPrivateKeys } from '../../lib/testing/accounts'
import { createWalletEngine, type WalletEvent } from '../../lib/testing/wallet/engine'

/** The wallet's controller as the user's hand in the extension: refusals, holds, wallet-side changes. No node needed. */
function wallet() {
  const events: WalletEvent[] = []
  const engine = createWalletEngine(
    { accounts: [anvilPrivateKeys[1], anvilPrivateKeys[2]], chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }, { id: 10, rpcUrl: 'http://127.0.0.1:1' }] },
    async (e) => void events.push(e),
  )
  return { ...engine, events }
}
const [one, two] = [privateKeyToAccount(anvilPrivateKeys[1]).address, privateKeyToAccount(anvilPrivateKeys[2]).address]

describe('test wallet engine', () => {
  it('starts disconnected on its first chain; connects with its first account', async () => {
    const w = wallet()
    expect(await w.request('eth_accounts', [])).toEqual([])
    expect(await w.request('eth_chainId', [])).toBe('0x1')
    await expect(w.request('personal_sign', ['0x00', one])).rejects.toMatchObject({ code: 4100 })
    expect(await w.request('eth_requestAccounts', [])).toEqual([one])
  })

  it('rejectNext refuses once, rejectAlways until allow, each logged as rejected', async () => {
    const w = wallet()
    await w.request('eth_requestAccounts', [])
    w.controller.rejectNext('personal_sign')
    await expect(w.request('personal_sign', ['0x00', one])).rejects.toMatchObject({ code: 4001 })
    await expect(w.request('personal_sign', ['0x00', one])).resolves.toMatch(/^0x/)
    w.controller.rejectAlways('personal_sign')
    await expect(w.request('personal_sign', ['0x00', one])).rejects.toMatchObject({ code: 4001 })
    await expect(w.request('personal_sign', ['0x00', one])).rejects.toMatchObject({ code: 4001 })
    w.controller.allow('personal_sign')
    await expect(w.request('personal_sign', ['0x00', one])).resolves.toMatch(/^0x/)
    expect(w.controller.requests('personal_sign').map((r) => r.rejected ?? false)).toEqual([true, false, true, true, false])
  })

  it('hold keeps a request open; a second one meanwhile gets -32002; release lets it through, reject refuses it', async () => {
    const w = wallet()
    const held = w.controller.hold('eth_requestAccounts')
    const first = w.request('eth_requestAccounts', [])
    await held.arrived
    await expect(w.request('eth_requestAccounts', [])).rejects.toMatchObject({ code: -32002 })
    held.release()
    expect(await first).toEqual([one])
    const again = w.controller.hold('personal_sign')
    const sign = w.request('personal_sign', ['0x00', one])
    await again.arrived
    again.reject()
    await expect(sign).rejects.toMatchObject({ code: 4001 })
  })

  it('delay answers later', async () => {
    const w = wallet()
    w.controller.delay('eth_chainId', 200)
    const started = Date.now()
    await w.request('eth_chainId', [])
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })

  it('switches chain and accounts from the wallet side, answers 4902 then accepts wallet_addEthereumChain, disconnects', async () => {
    const w = wallet()
    await w.request('eth_requestAccounts', [])
    await w.controller.switchChain(10)
    expect(w.events.at(-1)).toEqual({ event: 'chainChanged', payload: '0xa' })
    await expect(w.request('wallet_switchEthereumChain', [{ chainId: '0x89' }])).rejects.toMatchObject({ code: 4902 })
    await w.request('wallet_addEthereumChain', [{ chainId: '0x89', rpcUrls: ['http://127.0.0.1:2'] }])
    await w.request('wallet_switchEthereumChain', [{ chainId: '0x89' }])
    expect(w.controller.chainId).toBe(137)
    await expect(w.controller.switchChain(5)).rejects.toThrow(/does not know chain 5/)

    await w.controller.setAccounts([two, one])
    expect(w.events.at(-1)).toEqual({ event: 'accountsChanged', payload: [two, one] })
    expect(await w.request('eth_accounts', [])).toEqual([two, one])
    await expect(w.controller.setAccounts(['0x000000000000000000000000000000000000dEaD'])).rejects.toThrow(/not one of the test wallet's accounts/)

    await w.controller.disconnect()
    expect(w.events.at(-1)).toEqual({ event: 'accountsChanged', payload: [] })
    expect(await w.request('eth_accounts', [])).toEqual([])
  })

  it('EIP-5792 off answers 4200', async () => {
    const w = wallet()
    await expect(w.request('wallet_getCapabilities', [])).rejects.toMatchObject({ code: 4200 })
  })
})

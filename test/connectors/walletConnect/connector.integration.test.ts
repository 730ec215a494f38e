/**
 * End to end over the REAL WalletConnect protocol, offline: our connector (dApp side) and a
 * second real sign-client (the test wallet) talk through the local relay; the wallet signs
 * with viem and sends transactions to anvil (chain 1101).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, custom, http, parseEther, verifyMessage, verifyTypedData, type Address } from 'viem'
import { startAnvil, type AnvilInstance } from '../../../scripts/anvil'
import { UserRejectedRequestError } from '../../../lib/core/errors'
import { RelayLostError, RelayUnreachableError } from '../../../lib/connectors/walletConnect/errors'
import { describeError } from '../../../lib/core/i18n/describeError'
import { createMemoryKeyValueStorage } from '../../../lib/connectors/walletConnect/memoryStorage'
import { startRelay, type Relay } from '../../../lib/testing/relay/relay'
import { createWalletConnectWallet, type WalletConnectWallet } from '../../../lib/testing/walletConnect'
import { anvilPrivateKeys } from '../../../lib/testing/accounts'
import { memoryBackend } from '../../fixtures/storage'
import { anvilChain, CHAIN_ID, loadDapp, nextUri, waitFor, WALLET_KEY } from './harness'

// One process hosts several "page loads": without this the client reuses a process-wide core
// per storage prefix, which a real reload would not (the library's own test switch).
process.env.DISABLE_GLOBAL_CORE = 'true'

let relay: Relay
let anvil: AnvilInstance
let wallet: WalletConnectWallet

beforeAll(async () => {
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil()])
  wallet = await createWalletConnectWallet({ relayUrl: relay.url, accounts: [WALLET_KEY, anvilPrivateKeys[3]], chains: [{ id: CHAIN_ID, rpcUrl: anvil.rpcUrl }] })
})

afterAll(async () => {
  await wallet?.close()
  await Promise.all([relay?.stop(), anvil?.stop()])
})

const typedData = {
  domain: { name: 'Mango', version: '1', chainId: CHAIN_ID },
  types: { Stake: [{ name: 'amount', type: 'uint256' }, { name: 'owner', type: 'address' }] },
  primaryType: 'Stake',
  message: { amount: 42n, owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
} as const

describe('walletConnect connector with a real wallet', () => {
  const wcStorage = createMemoryKeyValueStorage()
  const kitBackend = memoryBackend()
  const page = () => loadDapp({ relayUrl: relay.url, chain: anvilChain(anvil.rpcUrl), storagePrefix: 'dapp-main', wcStorage, kitBackend })
  let first: ReturnType<typeof page>

  it('pairs via the display_uri and connects with the wallet account on chain 1101', async () => {
    first = page()
    expect(await first.connector.isAuthorized()).toBe(false)
    const connecting = first.connector.connect()
    const uri = await nextUri(first.events)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const t0 = performance.now()
    await wallet.pair(uri)
    const result = await connecting
    const ms = performance.now() - t0
    console.log(`[walletconnect] pairing -> connected in ${ms.toFixed(0)} ms`)
    expect(result).toEqual({ accounts: [wallet.address], chainId: CHAIN_ID })
    expect(await first.connector.getAccounts()).toEqual([wallet.address])
    expect(await first.connector.isAuthorized()).toBe(true)
  })

  it('personal_sign and eth_signTypedData_v4 round-trip and verify with viem', async () => {
    const provider = await first.connector.getProvider()
    const client = createWalletClient({ account: wallet.address, chain: anvilChain(anvil.rpcUrl), transport: custom(provider) })
    const signature = await client.signMessage({ message: 'Stake 1 MANGO' })
    expect(await verifyMessage({ address: wallet.address, message: 'Stake 1 MANGO', signature })).toBe(true)
    expect(await verifyMessage({ address: wallet.address, message: 'Stake 2 MANGO', signature })).toBe(false)

    const typedSig = await client.signTypedData(typedData)
    expect(await verifyTypedData({ address: wallet.address, ...typedData, signature: typedSig })).toBe(true)
    expect(wallet.requests().map((r) => r.method)).toEqual(['personal_sign', 'eth_signTypedData_v4'])
  })

  it('eth_sendTransaction is signed by the wallet and mined on anvil; reads go to the RPC', async () => {
    const chain = anvilChain(anvil.rpcUrl)
    const provider = await first.connector.getProvider()
    const client = createWalletClient({ account: wallet.address, chain, transport: custom(provider) })
    const reader = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    const to: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    const before = await reader.getBalance({ address: to })
    const hash = await client.sendTransaction({ to, value: parseEther('0.5') })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect((await reader.getBalance({ address: to })) - before).toBe(parseEther('0.5'))
    // Only the signing went to the wallet; chain id, nonce, gas and fees came from anvil.
    expect(wallet.requests().filter((r) => r.method !== 'personal_sign' && r.method !== 'eth_signTypedData_v4').map((r) => r.method)).toEqual([
      'eth_sendTransaction',
    ])
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe(`0x${receipt.blockNumber.toString(16)}`)
  })

  it('a request the user rejects in the wallet becomes UserRejectedRequestError (4001)', async () => {
    const provider = await first.connector.getProvider()
    wallet.rejectNext()
    const err = await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(UserRejectedRequestError)
    expect((err as UserRejectedRequestError).code).toBe(4001)
  })

  it('restores the session after a reload without a new URI, and it still works', async () => {
    await first.connector.close()
    const second = page()
    expect(await second.connector.isAuthorized()).toBe(true)
    const result = await second.connector.connect({ isReconnecting: true })
    expect(result).toEqual({ accounts: [wallet.address], chainId: CHAIN_ID })
    expect(second.events.some((e) => e.event === 'message')).toBe(false)
    // The restored session reaches the wallet through a new relay socket.
    const provider = await second.connector.getProvider()
    const sig = (await provider.request({ method: 'personal_sign', params: ['0x6869', wallet.address] })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: { raw: '0x6869' }, signature: sig })).toBe(true)
    first = second
  })

  it('survives a relay outage: both sockets come back and requests work again', async () => {
    const refused = relay.refusals()
    relay.pause() // drops every socket, like a network blip
    // The outage is noticed: a client tries to reconnect and is refused.
    await waitFor(() => relay.refusals() > refused, 15_000, 'a refused reconnect')
    relay.resume()
    const t0 = performance.now()
    const provider = await first.connector.getProvider()
    const sig = (await provider.request({ method: 'personal_sign', params: ['0x626c6970', wallet.address] })) as `0x${string}`
    console.log(`[walletconnect] request after relay outage answered in ${(performance.now() - t0).toFixed(0)} ms`)
    expect(await verifyMessage({ address: wallet.address, message: 'blip', signature: sig })).toBe(true)
    expect(first.events.some((e) => e.event === 'disconnect')).toBe(false)
  })

  it('session_update from the wallet changes the accounts', async () => {
    const other: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    const self = wallet.address
    const n = first.events.length
    await wallet.setAccounts([other, self])
    await waitFor(() => first.events.slice(n).some((e) => e.event === 'change'), 10_000, 'change event')
    expect(first.events.slice(n).find((e) => e.event === 'change')?.payload).toEqual({ accounts: [other, self], chainId: CHAIN_ID })
    expect(await first.connector.getAccounts()).toEqual([other, self])
    const provider = await first.connector.getProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([other, self])
    // The wallet keeps its accounts for later sessions: give the next tests the one they expect.
    const m = first.events.length
    await wallet.setAccounts([self])
    await waitFor(() => first.events.slice(m).some((e) => e.event === 'change'), 10_000, 'change back')
  })

  it('wallet-side accountsChanged events and disconnect reach the emitter', async () => {
    const n = first.events.length
    await wallet.emit('accountsChanged', [`eip155:${CHAIN_ID}:${wallet.address}`])
    await waitFor(() => first.events.slice(n).some((e) => e.event === 'change'), 10_000, 'change event')
    expect(first.events.slice(n).find((e) => e.event === 'change')?.payload).toEqual({ accounts: [wallet.address] })

    await wallet.disconnect()
    await waitFor(() => first.events.some((e) => e.event === 'disconnect'), 10_000, 'disconnect event')
    expect(await first.connector.isAuthorized()).toBe(false)
    await expect(first.connector.connect({ isReconnecting: true })).rejects.toThrow()
    await first.connector.disconnect() // already gone: must not throw ('No matching key' is ignored)
    await first.connector.close()
  })
})

describe('walletConnect connector: rejection, dApp disconnect, relay down', () => {
  const fresh = (prefix: string, connectTimeoutMs?: number) =>
    loadDapp({
      relayUrl: relay.url,
      chain: anvilChain(anvil.rpcUrl),
      storagePrefix: prefix,
      wcStorage: createMemoryKeyValueStorage(),
      kitBackend: memoryBackend(),
      ...(connectTimeoutMs ? { connectTimeoutMs } : {}),
    })

  it('a proposal the user rejects rejects connect() with UserRejectedRequestError (silent in the UI)', async () => {
    const dapp = fresh('dapp-reject')
    const connecting = dapp.connector.connect()
    wallet.rejectNext()
    await wallet.pair(await nextUri(dapp.events))
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await dapp.connector.isAuthorized()).toBe(false)
    await dapp.connector.close()
  })

  it('RETRY before scanning: the old QR is void (silent reset), the new one connects', async () => {
    const dapp = fresh('dapp-retry')
    const firstTry = dapp.connector.connect()
    const oldUri = await nextUri(dapp.events)
    const secondTry = dapp.connector.connect()
    const newUri = await nextUri(dapp.events, 10_000, oldUri)
    expect(newUri).not.toBe(oldUri)
    await wallet.pair(oldUri) // the user scans the stale code anyway
    const stale = await firstTry.catch((e: unknown) => e)
    expect(stale).toBeInstanceOf(UserRejectedRequestError)
    expect(String((stale as Error).cause)).toMatch(/Connection request reset/)
    await wallet.pair(newUri)
    expect(await secondTry).toEqual({ accounts: [wallet.address], chainId: CHAIN_ID })
    // Switching to the granted chain is local; an unconfigured chain is refused.
    await dapp.connector.switchChain?.(CHAIN_ID)
    await expect(dapp.connector.switchChain?.(1)).rejects.toThrow(/not configured/)
    await dapp.connector.disconnect()
    await dapp.connector.close()
  })

  it('disconnect() deletes the session on the wallet side (code 6000)', async () => {
    const dapp = fresh('dapp-disconnect')
    const connecting = dapp.connector.connect()
    await wallet.pair(await nextUri(dapp.events))
    await connecting
    const provider = await dapp.connector.getProvider()
    await dapp.connector.disconnect()
    expect(await dapp.connector.isAuthorized()).toBe(false)
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', wallet.address] })).rejects.toThrow(/No wallet is connected/)
    await dapp.connector.disconnect() // twice is fine
    await dapp.connector.close()
  })

  it('relay down: connect() rejects within 15 s with a clear, retryable message; RETRY works once it is back', async () => {
    relay.pause()
    const dapp = fresh('dapp-offline')
    const t0 = performance.now()
    const err = await dapp.connector.connect().catch((e: unknown) => e)
    const ms = performance.now() - t0
    console.log(`[walletconnect] relay down -> connect rejected after ${ms.toFixed(0)} ms: ${(err as Error).message}`)
    expect(err).toBeInstanceOf(RelayUnreachableError)
    expect(describeError(err)).toBe('Could not reach WalletConnect. Check your connection and try again.')
    expect(ms).toBeLessThan(15_500)
    expect(dapp.events.some((e) => e.event === 'message')).toBe(false)

    relay.resume()
    const retry = dapp.connector.connect()
    await wallet.pair(await nextUri(dapp.events, 20_000))
    expect((await retry).accounts).toEqual([wallet.address])
    await dapp.connector.disconnect()
    await dapp.connector.close()
  }, 60_000)

  it('relay lost while the QR is shown: connect() rejects within 15 s; RETRY gives a fresh URI that pairs', async () => {
    const dapp = fresh('dapp-relay-lost')
    const connecting = dapp.connector.connect().catch((e: unknown) => e)
    const oldUri = await nextUri(dapp.events)
    const t0 = performance.now()
    relay.pause() // drops every socket and refuses new ones, as a stopped relay does
    const err = await connecting
    const ms = performance.now() - t0
    console.log(`[walletconnect] relay lost with the QR shown -> rejected after ${ms.toFixed(0)} ms`)
    expect(err).toBeInstanceOf(RelayLostError)
    expect(describeError(err)).toBe('The connection to WalletConnect was lost, so this QR code can no longer connect. Try again for a new one.')
    expect(ms).toBeLessThan(15_000)

    relay.resume()
    const retry = dapp.connector.connect()
    const newUri = await nextUri(dapp.events, 20_000, oldUri)
    expect(newUri).not.toBe(oldUri)
    await wallet.pair(newUri)
    expect((await retry).accounts).toEqual([wallet.address])
    await dapp.connector.disconnect()
    await dapp.connector.close()
  }, 60_000)
})

import { concatHex, createPublicClient, encodeFunctionData, hashMessage, http, padHex, parseAbi, type Address, type Hex, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { startRpcProxy, type RpcProxy } from '../../scripts/bench/rpcProxy'
import { askErc1271 } from '../../lib/server/siwe/contractSignature'
import { errorCode, siweMessage, startTestServer, TestBrowser, type TestServer } from './harness'
import { deployShapes } from './signatureShapes'

const MAGIC = '0x1626ba7e'
const LEGACY = '0x20c13b0b'
const word = (bytes4: Hex): Hex => padHex(bytes4, { dir: 'right', size: 32 })
const IDENTITY_PRECOMPILE: Address = '0x0000000000000000000000000000000000000004'
const stranger = privateKeyToAccount(generatePrivateKey())

/**
 * Accounts that are not wallets, or answer in a shape that proves nothing, must never sign
 * in: only an exact ABI word of the magic value, from an address with code, that the same
 * address does not also give for a hash nobody signed.
 */
describe('contract signatures are proven, never guessed', () => {
  let anvil: AnvilInstance
  let proxy: RpcProxy
  let server: TestServer
  let shapes: Record<string, Address>

  beforeAll(async () => {
    anvil = await startAnvil()
    shapes = await deployShapes(anvil.rpcUrl, {
      echo: { mode: 'echo' },
      echoFirstWord: { mode: 'echo-word' },
      loosePadding: { mode: 'answer', answer: concatHex([MAGIC, padHex('0x01', { size: 28 })]) },
      loosePaddingLegacy: { mode: 'answer', answer: concatHex([LEGACY, padHex('0xff', { size: 28 })]) },
      short: { mode: 'answer', answer: MAGIC },
      shortLegacy: { mode: 'answer', answer: LEGACY },
      long: { mode: 'answer', answer: concatHex([word(MAGIC), word('0x00')]) },
      empty: { mode: 'answer', answer: '0x' },
      yesToEverything: { mode: 'answer', answer: word(MAGIC) },
      yesToEverythingLegacy: { mode: 'answer', answer: word(LEGACY) },
    })
    proxy = await startRpcProxy(anvil.rpcUrl)
    server = await startTestServer({ VITE_RPC_URL: proxy.url, VITE_CHAIN_ID: '1101' })
  })
  afterAll(async () => {
    await server?.close()
    await proxy?.stop()
    await anvil?.stop()
  })

  const attempt = async (address: Address, signature: (message: string) => Promise<Hex> | Hex) => {
    const browser = new TestBrowser(server.url)
    const message = siweMessage(server, address, await browser.nonce())
    const res = await browser.verify(message, await signature(message))
    return { res, browser }
  }
  const junk65 = (): Hex => `0x${'11'.repeat(65)}`
  const strangerSig = (m: string) => stranger.sign({ hash: hashMessage(m) })

  it('the identity precompile (no code, echoes its calldata) with signature 0x00: 401 invalid_signature', async () => {
    const { res, browser } = await attempt(IDENTITY_PRECOMPILE, () => '0x00')
    expect([res.status, errorCode(res)]).toEqual([401, 'invalid_signature'])
    expect((await browser.me()).status).toBe(401)
    expect(server.signIns).toEqual([])
  })

  const rows: { name: string; address: () => Address; signature: (m: string) => Promise<Hex> | Hex }[] = [
    { name: 'the identity precompile, a 65-byte signature', address: () => IDENTITY_PRECOMPILE, signature: junk65 },
    { name: 'the sha256 precompile', address: () => '0x0000000000000000000000000000000000000002', signature: () => '0x00' },
    {
      name: 'the identity precompile behind an ERC-6492 wrapper',
      address: () => IDENTITY_PRECOMPILE,
      signature: () => serializeErc6492Signature({ address: IDENTITY_PRECOMPILE, data: '0x', signature: '0x00' }),
    },
    { name: 'an account without code', address: () => privateKeyToAccount(generatePrivateKey()).address, signature: () => '0x00' },
    { name: 'a contract that echoes its calldata', address: () => shapes.echo!, signature: () => '0x00' },
    { name: 'a contract that echoes the first word of its calldata (the legacy magic is its selector)', address: () => shapes.echoFirstWord!, signature: () => '0x00' },
    { name: 'a contract that echoes, a stranger\'s 65-byte signature', address: () => shapes.echoFirstWord!, signature: strangerSig },
    { name: 'the magic value with non-zero padding', address: () => shapes.loosePadding!, signature: junk65 },
    { name: 'the legacy magic value with non-zero padding', address: () => shapes.loosePaddingLegacy!, signature: junk65 },
    { name: 'a 4-byte answer (the magic value, not ABI-encoded)', address: () => shapes.short!, signature: junk65 },
    { name: 'a 4-byte legacy answer', address: () => shapes.shortLegacy!, signature: junk65 },
    { name: 'a 64-byte answer starting with the magic word', address: () => shapes.long!, signature: junk65 },
    { name: 'a fallback that returns nothing', address: () => shapes.empty!, signature: junk65 },
    { name: 'a fallback that answers the exact magic word to everything', address: () => shapes.yesToEverything!, signature: () => '0x00' },
    { name: 'a fallback that answers the exact legacy word to everything', address: () => shapes.yesToEverythingLegacy!, signature: strangerSig },
  ]
  it.each(rows)('refuses $name: 401 invalid_signature', async ({ address, signature }) => {
    const { res, browser } = await attempt(address(), signature)
    expect([res.status, errorCode(res)]).toEqual([401, 'invalid_signature'])
    expect((await browser.me()).status).toBe(401)
  })

  it('an address without code is never asked about a signature: no eth_call reaches the node', async () => {
    for (const address of [IDENTITY_PRECOMPILE, privateKeyToAccount(generatePrivateKey()).address]) {
      proxy.reset()
      const { res } = await attempt(address, () => '0x00')
      expect(errorCode(res)).toBe('invalid_signature')
      expect(proxy.methods).toContain('eth_getCode')
      expect(proxy.methods).not.toContain('eth_call')
    }
  })

  it('only an answer of exactly one zero-padded magic word is a yes (both ERC-1271 forms)', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
    const ask = (address: Address, legacy: boolean) => askErc1271(client, { address, hash: hashMessage('x'), signature: '0x00', legacy })
    for (const name of ['loosePadding', 'short', 'long', 'empty', 'echo'] as const) expect([name, await ask(shapes[name]!, false)]).toEqual([name, false])
    for (const name of ['loosePaddingLegacy', 'shortLegacy', 'long', 'empty', 'echo'] as const) expect([name, await ask(shapes[name]!, true)]).toEqual([name, false])
    // The exact words are a yes to the question itself; the control question is what refuses these.
    expect(await ask(shapes.yesToEverything!, false)).toBe(true)
    expect(await ask(shapes.yesToEverythingLegacy!, true)).toBe(true)
  })

  it('no refusal above made a session', () => {
    expect(server.signIns).toEqual([])
  })

  it('the shapes really answer what they claim (so the refusals above are the server\'s doing)', async () => {
    const ask = async (to: Address, data: Hex) => (await fetch(anvil.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to, data }, 'latest'] }) }).then((r) => r.json())) as { result: Hex }
    const legacyCall = encodeFunctionData({ abi: parseAbi(['function isValidSignature(bytes, bytes) view returns (bytes4)']), functionName: 'isValidSignature', args: [hashMessage('x'), '0x00'] })
    // The precompile and the first-word echo give back exactly the legacy magic word.
    expect((await ask(IDENTITY_PRECOMPILE, legacyCall)).result.slice(0, 66)).toBe(word(LEGACY))
    expect((await ask(shapes.echoFirstWord!, legacyCall)).result).toBe(word(LEGACY))
    expect((await ask(shapes.yesToEverything!, '0x12345678')).result).toBe(word(MAGIC))
    expect((await ask(shapes.short!, '0x')).result).toBe(MAGIC)
  })
})

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defineChain } from 'viem'
import { getBlockNumber } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReadClient } from '../../../lib/core/client'
import { createFailoverRpc, createRpc } from '../../../lib/core/transport/failover'
import { createRpcHealth } from '../../../lib/core/transport/health'
import { startRpcProxy, type FaultMode, type RpcProxy } from '../../../scripts/bench/rpcProxy'
import { startRpcServer } from '../../ui/rpcServer'

let node: Awaited<ReturnType<typeof startRpcServer>>
let first: RpcProxy
let second: RpcProxy
beforeAll(async () => {
  node = await startRpcServer((method) => (method === 'eth_blockNumber' ? '0x2a' : method === 'eth_chainId' ? '0x44d' : undefined))
  first = await startRpcProxy(node.url, { holdMs: 15_000 })
  second = await startRpcProxy(node.url)
})
afterAll(async () => {
  await first?.stop()
  await second?.stop()
  await node?.close()
})

const chain = (urls: string[]) =>
  defineChain({ id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: urls } } })

describe.each<FaultMode>(['down', 'hang', 'http500', 'garbage'])('first URL %s, second fine', (mode) => {
  it('the reader and the viem client both answer from the second, then go back to the first when it recovers', async () => {
    first.setMode(mode)
    first.reset()
    second.reset()
    let now = 0
    const health = createRpcHealth([first.url, second.url], { rest: 10_000, now: () => now })
    const rpc = createFailoverRpc(health)
    const client = createReadClient(chain([first.url, second.url]), { health })

    expect(await rpc('eth_blockNumber', [])).toBe('0x2a')
    expect(await getBlockNumber(client, { cacheTime: 0 })).toBe(42n)
    expect(second.records.length).toBe(2)
    // The failed URL was asked once, then skipped while it rests.
    expect(first.records.length).toBe(1)

    first.setMode('pass')
    now += 10_001 // its rest is over: background reads try it again, and it answers
    expect(await rpc('eth_blockNumber', [])).toBe('0x2a')
    expect(first.records.length).toBe(2)
    expect(await getBlockNumber(client, { cacheTime: 0 })).toBe(42n)
    expect(first.records.length).toBe(3)
    expect(second.records.length).toBe(2)
  }, 20_000)
})

describe('one URL', () => {
  it('goes straight to it', async () => {
    first.setMode('pass')
    const rpc = createFailoverRpc(createRpcHealth([first.url]))
    expect(await rpc('eth_blockNumber', [])).toBe('0x2a')
  })
})

describe('createRpc', () => {
  it('an answer status is the node\'s answer: passed on, not sent to the next URL', async () => {
    const tooLarge = createServer((_req, res) => res.writeHead(413).end('too large'))
    await new Promise<void>((resolve) => tooLarge.listen(0, '127.0.0.1', resolve))
    const refusing = `http://127.0.0.1:${(tooLarge.address() as AddressInfo).port}`
    try {
      second.setMode('pass')
      second.reset()
      const rpc = createRpc([refusing, second.url], { answerStatuses: [413] })
      await expect(rpc('eth_getLogs', [])).rejects.toMatchObject({ status: 413 })
      expect(second.records.length).toBe(0)
      // Without the option a 413 counts as the URL failing, and the next URL answers.
      expect(await createRpc([refusing, second.url])('eth_blockNumber', [])).toBe('0x2a')
      expect(second.records.length).toBe(1)
    } finally {
      await new Promise((resolve) => tooLarge.close(resolve))
    }
  })
})

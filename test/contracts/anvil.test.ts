import { createServer, type Server } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { AnvilPortInUseError, startAnvil } from '../../scripts/anvil'
import { advanceTime } from '../../scripts/devnet/time'

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('startAnvil', () => {
  it('starts on a free port with chain id 1101 and stops for good', async () => {
    const anvil = await startAnvil()
    expect(anvil.port).toBeGreaterThan(0)
    expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
    expect(await rpc(anvil.rpcUrl, 'eth_chainId')).toBe('0x44d')
    await anvil.stop()
    await expect(rpc(anvil.rpcUrl, 'eth_chainId')).rejects.toThrow()
    await anvil.stop() // idempotent
  })

  it('refuses a busy port with a clear error', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      const error = await startAnvil({ port }).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(AnvilPortInUseError)
      expect((error as Error).message).toContain(`Port ${port} on 127.0.0.1 is already in use`)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it('with blockTime mines timed blocks', async () => {
    const anvil = await startAnvil({ blockTime: 1 })
    try {
      const first = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'))
      // Two timed blocks come without any transaction.
      await vi.waitFor(async () => expect(Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'))).toBeGreaterThanOrEqual(first + 2), {
        timeout: 10_000,
        interval: 100,
      })
    } finally {
      await anvil.stop()
    }
  })

  it('with blockTime still mines a transaction at once, not at the next timed block', async () => {
    // A minute between timed blocks: a receipt within seconds can only come from mixed mining.
    const anvil = await startAnvil({ blockTime: 60 })
    try {
      const accounts = (await rpc(anvil.rpcUrl, 'eth_accounts')) as string[]
      const hash = await rpc(anvil.rpcUrl, 'eth_sendTransaction', [{ from: accounts[0], to: accounts[1], value: '0x1' }])
      // Mixed mining mines on the node's next loop turn, so the receipt can trail the hash by a moment.
      await vi.waitFor(
        async () => expect(((await rpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status: string } | null)?.status).toBe('0x1'),
        { timeout: 5_000, interval: 50 },
      )
    } finally {
      await anvil.stop()
    }
  })

  it('with frozenClock keeps block timestamps still until advanceTime moves them', async () => {
    const anvil = await startAnvil({ frozenClock: true })
    const latest = async () =>
      BigInt(((await rpc(anvil.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string }).timestamp)
    try {
      const start = await latest()
      // Once the wall clock is past the block's second, a running clock would stamp a later time.
      await vi.waitFor(() => expect(BigInt(Math.floor(Date.now() / 1000))).toBeGreaterThan(start), { timeout: 5_000, interval: 50 })
      await rpc(anvil.rpcUrl, 'evm_mine')
      expect(await latest()).toBe(start)
      expect(await advanceTime(anvil.rpcUrl, 60)).toBe(start + 60n)
      expect(await latest()).toBe(start + 60n)
    } finally {
      await anvil.stop()
    }
  })
})

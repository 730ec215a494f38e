// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { encodeFunctionData, type Address, type Hash } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSafeServiceClient, getSafeQueue, MULTI_SEND_ADDRESSES, needsSignature, SafeQueueAnswerError } from '@porch/kit'
import { useSafeQueue } from '@porch/kit/react'
import { erc20Abi, plantedMangoAbi } from '../../src/staking/abi'
import { ACCOUNT, createTestKit, rpcHandler } from '../ui/kit'
import { startRpcServer } from '../ui/rpcServer'
import { encodeMultiSend } from './multiSendEncode'
import { createQueueGateway } from './queueGateway'
import { startServiceServer } from './serviceServer'

const SAFE = ACCOUNT
const OWNERS: Address[] = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x90F79bf6EB2c4f870365E785982E1f101E93b906', '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65']
const mango: Address = '0x1111111111111111111111111111111111111111'
const pMango: Address = '0x2222222222222222222222222222222222222222'
const HASH = `0x${'ab'.repeat(32)}` as Hash
const E18 = 10n ** 18n

let server: Awaited<ReturnType<typeof startServiceServer>>
let rpc: Awaited<ReturnType<typeof startRpcServer>>
const gateway = createQueueGateway()
beforeAll(async () => {
  server = await startServiceServer()
  rpc = await startRpcServer(rpcHandler)
})
afterAll(async () => {
  await server.close()
  await rpc.close()
})
afterEach(() => {
  cleanup()
  server.reset()
  gateway.reset()
})

function setUp() {
  server.respond(gateway.responder)
  gateway.serve(1101, 'zkevm')
  gateway.addSafe({ chainId: 1101, address: SAFE, owners: OWNERS, threshold: 2 })
  return createSafeServiceClient({ baseUrl: server.url })
}

/** The Safe{Wallet} proposal of approve + plant: one DELEGATECALL to MultiSendCallOnly, signed by the first owner. */
async function proposeStake(service: ReturnType<typeof createSafeServiceClient>, amount: bigint, safeTxHash: Hash = HASH) {
  const data = encodeMultiSend([
    { to: mango, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pMango, amount] }) },
    { to: pMango, data: encodeFunctionData({ abi: plantedMangoAbi, functionName: 'plant', args: [amount, SAFE] }) },
  ])
  await service.proposeTransaction(1101, SAFE, {
    to: MULTI_SEND_ADDRESSES[5]!,
    value: '0',
    data,
    nonce: '0',
    operation: 1,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: '0x0000000000000000000000000000000000000000',
    safeTxHash,
    sender: OWNERS[0]!,
    signature: `0x${'11'.repeat(65)}`,
  })
}

describe('getSafeQueue against the wallet-service stand-in', () => {
  it('a chain the service does not serve is said so, not an empty list', async () => {
    server.respond(gateway.responder)
    const service = createSafeServiceClient({ baseUrl: server.url })
    expect(await getSafeQueue(service, { chainId: 1101, safeAddress: SAFE })).toEqual({ served: false })
    // Asked the chain only: no queue request for a chain with no queue.
    expect(server.requests.map((r) => r.pathname)).toEqual(['/v1/chains/1101'])
  })

  it('a proposed batch is one queued transaction with its calls, confirmations and signers; executed, it leaves', async () => {
    const service = setUp()
    expect(await getSafeQueue(service, { chainId: 1101, safeAddress: SAFE })).toEqual({ served: true, shortName: 'zkevm', transactions: [], truncated: false })
    await proposeStake(service, 100n * E18)
    const queue = await getSafeQueue(service, { chainId: 1101, safeAddress: SAFE })
    if (!queue.served) throw new Error('served')
    const [tx] = queue.transactions
    expect(queue.transactions).toHaveLength(1)
    expect(tx).toMatchObject({ id: `multisig_${SAFE}_${HASH}`, safeTxHash: HASH, nonce: 0, status: 'AWAITING_CONFIRMATIONS', confirmations: [OWNERS[0]], confirmationsRequired: 2, signers: OWNERS })
    expect(tx!.calls.map((c) => c.to)).toEqual([mango, pMango])
    expect(needsSignature(tx!, OWNERS[1])).toBe(true)
    expect(needsSignature(tx!, OWNERS[0])).toBe(false) // signed already
    expect(needsSignature(tx!, '0x000000000000000000000000000000000000dEaD')).toBe(false) // not an owner
    expect(needsSignature(tx!, undefined)).toBe(false)

    gateway.confirm(HASH, OWNERS[1]!)
    const signed = await getSafeQueue(service, { chainId: 1101, safeAddress: SAFE })
    expect(signed.served && signed.transactions[0]).toMatchObject({ status: 'AWAITING_EXECUTION', confirmations: [OWNERS[0], OWNERS[1]] })
    expect(signed.served && needsSignature(signed.transactions[0]!, OWNERS[2])).toBe(false) // enough signatures

    gateway.execute(HASH)
    expect(await getSafeQueue(service, { chainId: 1101, safeAddress: SAFE })).toMatchObject({ served: true, transactions: [] })
  })

  it('reads at most `limit` transactions in full and says the list is cut', async () => {
    const service = setUp()
    for (let i = 1; i <= 3; i++) await proposeStake(service, BigInt(i), `0x${String(i).repeat(64)}` as Hash)
    server.requests.length = 0
    const queue = await getSafeQueue(service, { chainId: 1101, safeAddress: SAFE, limit: 2 })
    expect(queue.served && queue.transactions.length).toBe(2)
    expect(queue.served && queue.truncated).toBe(true)
    expect(server.requests.filter((r) => r.pathname.startsWith('/v1/chains/1101/transactions/'))).toHaveLength(2)
  })

  it('a malformed transaction answer is refused with a clear error', async () => {
    const service = setUp()
    await proposeStake(service, 1n)
    const honest = gateway.responder
    server.respond(async (r) => {
      const reply = await honest(r)
      if (!r.pathname.startsWith('/v1/chains/1101/transactions/')) return reply
      const body = reply.body as { detailedExecutionInfo: { confirmations: unknown[] } }
      body.detailedExecutionInfo.confirmations = [{ signer: { value: 'not an address' } }]
      return reply
    })
    const error = await getSafeQueue(service, { chainId: 1101, safeAddress: SAFE }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SafeQueueAnswerError)
    expect((error as Error).message).toBe(`The Safe wallet-service described transaction multisig_${SAFE}_${HASH} wrongly: a confirmation has no signer address.`)
  })
})

function Queue({ serviceUrl }: { serviceUrl: string }) {
  const { data, status } = useSafeQueue({ serviceUrl })
  if (!data) return <p>{status}</p>
  return <p>{data.served ? `${data.transactions.length} queued` : 'not served'}</p>
}

describe('useSafeQueue', () => {
  it('reads the queue of the connected Safe, and nothing at all for another wallet', async () => {
    const service = setUp()
    await proposeStake(service, 5n)
    const wallet = createTestKit({ rpcUrl: rpc.url })
    await wallet.connect()
    render(
      <wallet.Providers>
        <Queue serviceUrl={server.url} />
      </wallet.Providers>,
    )
    expect(screen.getByText('pending')).toBeTruthy()
    expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(0)
    cleanup()

    const kit = createTestKit({ rpcUrl: rpc.url })
    await kit.connect()
    // The Safe App connector's type; the account is the Safe.
    Object.assign(kit.config.getConnector('injected')!, { type: 'safe' })
    render(
      <kit.Providers>
        <Queue serviceUrl={server.url} />
      </kit.Providers>,
    )
    await screen.findByText('1 queued')
    gateway.execute(HASH)
    // The kit's refresh after a followed transaction is final reads it again, with the other numbers.
    kit.config.emitter.emit('refresh', { chainId: 1101 })
    await waitFor(() => expect(screen.getByText('0 queued')).toBeTruthy())
  })
})

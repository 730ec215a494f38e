import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSafeServiceClient, SafeServicePathError, type SafeServiceClient, type SafeServiceClientOptions } from '../../lib/safe/service'
import { startServiceServer } from './serviceServer'

const CHAIN = '1101'
const SAFE = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe'
const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`

interface Row {
  name: keyof SafeServiceClient
  call: (client: SafeServiceClient) => Promise<unknown>
  method: 'GET'
  path: string
}

// Every endpoint of the gateway client: method and exact path, no query, no body.
const rows: Row[] = [
  {
    name: 'getTransactionDetails',
    call: (c) => c.getTransactionDetails(CHAIN, SAFE_TX_HASH),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/transactions/${SAFE_TX_HASH}`,
  },
  { name: 'isChainServed', call: (c) => c.isChainServed(CHAIN), method: 'GET', path: `/v1/chains/${CHAIN}` },
]

let server: Awaited<ReturnType<typeof startServiceServer>>
let client: SafeServiceClient

beforeAll(async () => {
  server = await startServiceServer()
  // A trailing '/' on the base address must not double the slash in paths.
  const options: SafeServiceClientOptions = { baseUrl: `${server.url}/` }
  client = createSafeServiceClient(options)
})
afterAll(() => server.close())
beforeEach(() => server.reset())

describe('wallet-service client endpoints', () => {
  it.each(rows)('$name: $method $path', async (row) => {
    await row.call(client)
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request?.method).toBe(row.method)
    expect(request?.pathname).toBe(row.path)
    expect(request?.search).toBe('')
    expect(request?.body).toBe('')
  })

  it('covers every function the client exposes', () => {
    const helpers = ['baseUrl']
    const endpoints = Object.keys(client).filter((key) => !helpers.includes(key))
    expect(endpoints.sort()).toEqual(rows.map((row) => row.name).sort())
  })

  it('returns the parsed JSON body', async () => {
    server.respond(() => ({ body: { txStatus: 'AWAITING_EXECUTION', txId: 'multisig_x' } }))
    await expect(client.getTransactionDetails(CHAIN, SAFE_TX_HASH)).resolves.toEqual({
      txStatus: 'AWAITING_EXECUTION',
      txId: 'multisig_x',
    })
  })

  it('refuses every path value that is not the id its endpoint expects, before any request', async () => {
    const refused: Array<[string, () => Promise<unknown>]> = [
      ['transactionId', () => client.getTransactionDetails(1101, 'multisig_0xab/../x?y=1#z')],
      ['transactionId', () => client.getTransactionDetails(1101, '..')],
      ['transactionId', () => client.getTransactionDetails(1101, '.')],
      ['transactionId', () => client.getTransactionDetails(1101, '..%2f..%2fv1%2fchains')],
      ['transactionId', () => client.getTransactionDetails(1101, `${SAFE_TX_HASH}/`)],
      ['transactionId', () => client.getTransactionDetails(1101, `multisig_${SAFE}_..`)],
      ['transactionId', () => client.getTransactionDetails(1101, `multisig_0x5afe_${SAFE_TX_HASH}`)],
      ['chainId', () => client.getTransactionDetails('..', SAFE_TX_HASH)],
      ['chainId', () => client.getTransactionDetails('1101/../5', SAFE_TX_HASH)],
      ['chainId', () => client.isChainServed(1.5)],
      ['chainId', () => client.isChainServed(-1)],
      ['chainId', () => client.isChainServed('1%2f..')],
    ]
    for (const [param, call] of refused) {
      const error = await call().then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error, param).toBeInstanceOf(SafeServicePathError)
      expect(error).toMatchObject({ name: 'SafeServicePathError', param, status: 0 })
    }
    expect(server.requests).toHaveLength(0)
  })

  it('accepts the service ids and the safeTxHash as transaction ids', async () => {
    const ids = [SAFE_TX_HASH, `multisig_${SAFE}_${SAFE_TX_HASH}`, `module_${SAFE}_i2a7b3c`, `transfer_${SAFE}_e${'0f'.repeat(20)}`]
    for (const id of ids) await client.getTransactionDetails(1101, id)
    expect(server.requests.map((r) => r.url)).toEqual(ids.map((id) => `/v1/chains/1101/transactions/${id}`))
  })

  it('sends an Accept header and no content type with GET', async () => {
    await client.isChainServed(CHAIN)
    await client.getTransactionDetails(CHAIN, SAFE_TX_HASH)
    for (const request of server.requests) {
      expect(request.headers['accept']).toBe('application/json')
      expect(request.headers['content-type']).toBeUndefined()
    }
    expect(server.requests).toHaveLength(2)
  })
})

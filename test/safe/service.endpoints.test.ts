import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSafeServiceClient, SafeServicePathError, type SafeServiceClient, type SafeServiceClientOptions } from '../../lib/core/safe/service'
import { CHAIN, MESSAGE_HASH, OWNER, SAFE, SAFE_TX_HASH, UUID, wellFormed } from './gatewayFixtures'
import { gatewayResponder, gatewayRoutes, startServiceServer } from './serviceServer'

interface Row {
  name: keyof typeof wellFormed
  call: (client: SafeServiceClient) => Promise<unknown>
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  search?: string
  body?: unknown
}

const estimation = { to: OWNER, value: '0', data: '0x', operation: 0 as const }
const proposal = {
  to: OWNER,
  value: '0',
  data: '0x',
  nonce: '3',
  operation: 0 as const,
  safeTxGas: '0',
  baseGas: '0',
  gasPrice: '0',
  gasToken: '0x0000000000000000000000000000000000000000',
  safeTxHash: SAFE_TX_HASH,
  sender: OWNER,
  signature: '0x1234',
  origin: 'Mango',
}
const device = {
  cloudMessagingToken: 'token',
  buildNumber: '1',
  bundle: 'mango',
  deviceType: 'WEB' as const,
  version: '1.0.0',
  safeRegistrations: [{ chainId: CHAIN, safes: [SAFE], signatures: ['0x01'] }],
}

// Every endpoint of the gateway client: method, exact path, query string and JSON body.
const rows: Row[] = [
  { name: 'getSafeInfo', call: (c) => c.getSafeInfo(CHAIN, SAFE), method: 'GET', path: `/v1/chains/${CHAIN}/safes/${SAFE}` },
  {
    name: 'getIncomingTransfers',
    call: (c) => c.getIncomingTransfers(CHAIN, SAFE, { token_address: OWNER, value: undefined, to: null }),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/safes/${SAFE}/incoming-transfers/`,
    search: `?token_address=${OWNER}`,
  },
  {
    name: 'getModuleTransactions',
    call: (c) => c.getModuleTransactions(CHAIN, SAFE, { module: OWNER, timezone_offset: 0 }),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/safes/${SAFE}/module-transactions/`,
    search: `?module=${OWNER}&timezone_offset=0`,
  },
  {
    name: 'getMultisigTransactions',
    call: (c) => c.getMultisigTransactions(CHAIN, SAFE, { executed: 'true', nonce: '7' }),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/safes/${SAFE}/multisig-transactions/`,
    search: '?executed=true&nonce=7',
  },
  {
    name: 'getBalances',
    call: (c) => c.getBalances(CHAIN, SAFE, 'eur', { trusted: false, exclude_spam: true }),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/safes/${SAFE}/balances/eur`,
    search: '?trusted=false&exclude_spam=true',
  },
  { name: 'getFiatCurrencies', call: (c) => c.getFiatCurrencies(), method: 'GET', path: '/v1/balances/supported-fiat-codes' },
  { name: 'getOwnedSafes', call: (c) => c.getOwnedSafes(CHAIN, OWNER), method: 'GET', path: `/v1/chains/${CHAIN}/owners/${OWNER}/safes` },
  {
    name: 'getCollectibles',
    call: (c) => c.getCollectibles(CHAIN, SAFE, { trusted: true }),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/safes/${SAFE}/collectibles`,
    search: '?trusted=true',
  },
  {
    name: 'getCollectiblesPage',
    call: (c) => c.getCollectiblesPage(CHAIN, SAFE, { exclude_spam: false }),
    method: 'GET',
    path: `/v2/chains/${CHAIN}/safes/${SAFE}/collectibles`,
    search: '?exclude_spam=false',
  },
  {
    name: 'getTransactionHistory',
    call: (c) => c.getTransactionHistory(CHAIN, SAFE, { trusted: true, timezone_offset: 3600000 }),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/safes/${SAFE}/transactions/history`,
    search: '?trusted=true&timezone_offset=3600000',
  },
  {
    name: 'getTransactionQueue',
    call: (c) => c.getTransactionQueue(CHAIN, SAFE, { trusted: false }),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/safes/${SAFE}/transactions/queued`,
    search: '?trusted=false',
  },
  {
    name: 'getTransactionDetails',
    call: (c) => c.getTransactionDetails(CHAIN, SAFE_TX_HASH),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/transactions/${SAFE_TX_HASH}`,
  },
  {
    name: 'postSafeGasEstimation',
    call: (c) => c.postSafeGasEstimation(CHAIN, SAFE, estimation),
    method: 'POST',
    path: `/v2/chains/${CHAIN}/safes/${SAFE}/multisig-transactions/estimations`,
    body: estimation,
  },
  {
    name: 'proposeTransaction',
    call: (c) => c.proposeTransaction(CHAIN, SAFE, proposal),
    method: 'POST',
    path: `/v1/chains/${CHAIN}/transactions/${SAFE}/propose`,
    body: proposal,
  },
  {
    name: 'getChainsConfig',
    call: (c) => c.getChainsConfig({ limit: 10, offset: undefined, ordering: null }),
    method: 'GET',
    path: '/v1/chains',
    search: '?limit=10',
  },
  { name: 'getChainConfig', call: (c) => c.getChainConfig(CHAIN), method: 'GET', path: `/v1/chains/${CHAIN}` },
  {
    name: 'getSafeApps',
    call: (c) => c.getSafeApps(CHAIN, { client_url: 'https://app.safe.global' }),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/safe-apps`,
    search: '?client_url=https%3A%2F%2Fapp.safe.global',
  },
  { name: 'getMasterCopies', call: (c) => c.getMasterCopies(CHAIN), method: 'GET', path: `/v1/chains/${CHAIN}/about/master-copies` },
  {
    name: 'getDecodedData',
    call: (c) => c.getDecodedData(CHAIN, '0x095ea7b3', OWNER),
    method: 'POST',
    path: `/v1/chains/${CHAIN}/data-decoder`,
    body: { data: '0x095ea7b3', to: OWNER },
  },
  { name: 'getSafeMessages', call: (c) => c.getSafeMessages(CHAIN, SAFE), method: 'GET', path: `/v1/chains/${CHAIN}/safes/${SAFE}/messages` },
  {
    name: 'proposeSafeMessage',
    call: (c) => c.proposeSafeMessage(CHAIN, SAFE, { message: 'hello', safeAppId: 7, signature: '0x99' }),
    method: 'POST',
    path: `/v1/chains/${CHAIN}/safes/${SAFE}/messages`,
    body: { message: 'hello', safeAppId: 7, signature: '0x99' },
  },
  { name: 'getSafeMessage', call: (c) => c.getSafeMessage(CHAIN, MESSAGE_HASH), method: 'GET', path: `/v1/chains/${CHAIN}/messages/${MESSAGE_HASH}` },
  {
    name: 'confirmSafeMessage',
    call: (c) => c.confirmSafeMessage(CHAIN, MESSAGE_HASH, { signature: '0x77' }),
    method: 'POST',
    path: `/v1/chains/${CHAIN}/messages/${MESSAGE_HASH}/signatures`,
    body: { signature: '0x77' },
  },
  {
    name: 'getDelegates',
    call: (c) => c.getDelegates(CHAIN, { safe: SAFE, delegator: undefined, label: 'ops team' }),
    method: 'GET',
    path: `/v1/chains/${CHAIN}/delegates`,
    search: `?safe=${SAFE}&label=ops+team`,
  },
  { name: 'registerDevice', call: (c) => c.registerDevice(device), method: 'POST', path: '/v1/register/notifications', body: device },
  {
    name: 'unregisterSafe',
    call: (c) => c.unregisterSafe(CHAIN, SAFE, UUID),
    method: 'DELETE',
    path: `/v1/chains/${CHAIN}/notifications/devices/${UUID}/safes/${SAFE}`,
  },
  {
    name: 'unregisterDevice',
    call: (c) => c.unregisterDevice(CHAIN, UUID),
    method: 'DELETE',
    path: `/v1/chains/${CHAIN}/notifications/devices/${UUID}`,
  },
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
beforeEach(() => {
  server.reset()
  server.respond(gatewayResponder(wellFormed))
})

describe('wallet-service client endpoints', () => {
  it.each(rows)('$name: $method $path', async (row) => {
    await row.call(client)
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request?.method).toBe(row.method)
    expect(request?.pathname).toBe(row.path)
    expect(request?.search).toBe(row.search ?? '')
    if (row.body === undefined) {
      expect(request?.body).toBe('')
    } else {
      expect(request?.headers['content-type']).toBe('application/json')
      expect(JSON.parse(request?.body ?? '')).toEqual(row.body)
    }
  })

  it('covers every function the client exposes', () => {
    const helpers = ['baseUrl', 'findChainConfig', 'isChainServed']
    const endpoints = Object.keys(client).filter((key) => !helpers.includes(key))
    expect(endpoints.sort()).toEqual(rows.map((row) => row.name).sort())
  })

  it('the stand-in serves exactly the routes of the client', () => {
    expect(gatewayRoutes.map((r) => r.name).sort()).toEqual(rows.map((row) => row.name).sort())
  })

  it.each(rows)('$name: a well-formed answer from the stand-in comes back as sent', async (row) => {
    server.respond(gatewayResponder(wellFormed))
    const result = await row.call(client)
    expect(result).toEqual(wellFormed[row.name])
  })

  it.each(rows)('$name: a malformed answer raises "Invalid response content"', async (row) => {
    const malformed: unknown[] = ['<html>not json</html>']
    // Endpoints that return content also check its outline; the others ignore what comes back.
    if (wellFormed[row.name] !== undefined) malformed.push({ results: 'x', txStatus: 'DONE' }, [{ oops: 1 }], 42)
    for (const body of malformed) {
      server.respond(() => ({ body, headers: { 'content-type': 'application/json' } }))
      await expect(row.call(client), JSON.stringify(body)).rejects.toMatchObject({
        name: 'SafeServiceError',
        message: 'Invalid response content: OK',
        status: 200,
      })
    }
  })

  it.each(rows)('$name: a non-OK answer is "code: message", else the status text', async (row) => {
    server.respond(() => ({ status: 422, body: { code: 1, message: 'Checksum address validation failed' } }))
    await expect(row.call(client)).rejects.toMatchObject({ message: '1: Checksum address validation failed', status: 422, code: 1 })
    server.respond(() => ({ status: 503, body: { detail: 'down' } }))
    await expect(row.call(client)).rejects.toMatchObject({ message: 'Service Unavailable', status: 503 })
  })

  it('prices balances in usd unless told otherwise', async () => {
    server.respond(gatewayResponder(wellFormed))
    await client.getBalances(CHAIN, SAFE)
    expect(server.requests[0]?.url).toBe(`/v1/chains/${CHAIN}/safes/${SAFE}/balances/usd`)
  })

  it('leaves getDecodedData without `to` out of the body', async () => {
    server.respond(gatewayResponder(wellFormed))
    await client.getDecodedData(CHAIN, '0x12')
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ data: '0x12' })
  })

  it('refuses every path value that is not the id its endpoint expects, before any request', async () => {
    const refused: Array<[string, () => Promise<unknown>]> = [
      ['transactionId', () => client.getTransactionDetails(1101, 'multisig_0xab/../x?y=1#z')],
      ['transactionId', () => client.getTransactionDetails(1101, '..')],
      ['transactionId', () => client.getTransactionDetails(1101, '.')],
      ['transactionId', () => client.getTransactionDetails(1101, '..%2f..%2fv1%2fchains')],
      ['transactionId', () => client.getTransactionDetails(1101, `${SAFE_TX_HASH}/`)],
      ['transactionId', () => client.getTransactionDetails(1101, `multisig_${SAFE}_..`)],
      ['chainId', () => client.getSafeInfo('..', SAFE)],
      ['chainId', () => client.getSafeInfo('1101/../5', SAFE)],
      ['chainId', () => client.getSafeInfo(1.5, SAFE)],
      ['chainId', () => client.getSafeInfo(-1, SAFE)],
      ['address', () => client.getSafeInfo(CHAIN, '.')],
      ['address', () => client.getSafeInfo(CHAIN, `${SAFE}%2f..`)],
      ['address', () => client.getOwnedSafes(CHAIN, 'bob.eth')],
      ['safe_address', () => client.getTransactionQueue(CHAIN, '../../v1/chains')],
      ['safe_address', () => client.proposeTransaction(CHAIN, '0x5afe', proposal)],
      ['message_hash', () => client.getSafeMessage(CHAIN, `${MESSAGE_HASH.slice(0, -2)}..`)],
      ['uuid', () => client.unregisterDevice(CHAIN, '..')],
      ['currency', () => client.getBalances(CHAIN, SAFE, 'us d/')],
      ['currency', () => client.getBalances(CHAIN, SAFE, '..')],
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

  it('sends no "?" when every query value is null or undefined, or there is no query', async () => {
    await client.getTransactionHistory(CHAIN, SAFE, { trusted: undefined, timezone_offset: null })
    await client.getTransactionQueue(CHAIN, SAFE)
    await client.getChainsConfig({})
    expect(server.requests.map((r) => r.url)).toEqual([
      `/v1/chains/${CHAIN}/safes/${SAFE}/transactions/history`,
      `/v1/chains/${CHAIN}/safes/${SAFE}/transactions/queued`,
      '/v1/chains',
    ])
  })

  it('follows a page link from an earlier answer', async () => {
    const next = `${server.url}/v1/chains/${CHAIN}/safes/${SAFE}/transactions/history?cursor=limit%3D20%26offset%3D20`
    server.respond((r) => ({ body: { results: [], next: r.search.includes('cursor') ? null : next } }))
    const first = await client.getTransactionHistory(CHAIN, SAFE, { trusted: true })
    const second = await client.getTransactionHistory(CHAIN, SAFE, { trusted: true }, { pageUrl: first.next })
    expect(second.next).toBeNull()
    expect(server.requests.map((r) => r.url)).toEqual([
      `/v1/chains/${CHAIN}/safes/${SAFE}/transactions/history?trusted=true`,
      `/v1/chains/${CHAIN}/safes/${SAFE}/transactions/history?cursor=limit%3D20%26offset%3D20`,
    ])
  })

  it('refuses a page link on another origin without sending anything', async () => {
    const elsewhere = server.url.replace('127.0.0.1', 'localhost')
    await expect(client.getSafeMessages(CHAIN, SAFE, { pageUrl: `${elsewhere}/v1/chains` })).rejects.toMatchObject({
      name: 'SafeServiceError',
      status: 0,
    })
    expect(server.requests).toHaveLength(0)
  })

  it('sends JSON headers with POST and an Accept header with GET', async () => {
    await client.getChainConfig(CHAIN)
    await client.confirmSafeMessage(CHAIN, MESSAGE_HASH, { signature: '0x1' })
    expect(server.requests[0]?.headers['accept']).toBe('application/json')
    expect(server.requests[0]?.headers['content-type']).toBeUndefined()
    expect(server.requests[1]?.headers['content-type']).toBe('application/json')
  })
})

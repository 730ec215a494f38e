/**
 * Shared setup for the contract tests: a fresh anvil per test file with the devnet
 * deployment, one wallet client per funded anvil account, and revert helpers.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  http,
  type Address,
  type Hash,
  type Hex,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { devnetAccounts } from '../../scripts/devnet/accounts'
import { devnetChain } from '../../scripts/devnet/chain'
import { deployDevnet, type Deployment } from '../../scripts/devnet/deploy'

function makeClients(rpcUrl: string) {
  const chain = devnetChain(rpcUrl)
  const transport = http(rpcUrl)
  const wallet = (index: 0 | 1 | 2 | 3) =>
    createWalletClient({
      account: privateKeyToAccount(devnetAccounts[index].privateKey),
      chain,
      transport,
      pollingInterval: 50,
    })
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    testClient: createTestClient({ mode: 'anvil', chain, transport }),
    /** #0: deployer, owner of every contract. */
    dev: wallet(0),
    alice: wallet(1),
    bob: wallet(2),
    carol: wallet(3),
  }
}

export type Clients = ReturnType<typeof makeClients>
export type Wallet = Clients['dev']

export interface Devnet extends Clients {
  anvil: AnvilInstance
  d: Deployment
  /** Sends a transaction and fails the test unless it succeeds. */
  mined(hash: Promise<Hash>): Promise<TransactionReceipt>
  /** Waits for a deployment transaction and returns the new contract's address. */
  deployed(hash: Promise<Hash>): Promise<Address>
  /** Timestamp of the latest block. */
  now(): Promise<bigint>
  /** Makes the next transaction (or mined block) carry exactly this timestamp. */
  at(timestamp: bigint): Promise<void>
  /** Mines an empty block at exactly this timestamp. */
  mineAt(timestamp: bigint): Promise<void>
  stop(): Promise<void>
}

export async function startTestDevnet(): Promise<Devnet> {
  // Time moves only when a test says so (see frozenClock): exact reward maths, and gas
  // estimates that match execution.
  const anvil = await startAnvil({ frozenClock: true })
  try {
    const d = await deployDevnet(anvil.rpcUrl)
    const clients = makeClients(anvil.rpcUrl)
    const { publicClient, testClient } = clients
    const mined = async (hash: Promise<Hash>) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash })
      expect(receipt.status).toBe('success')
      return receipt
    }
    return {
      ...clients,
      anvil,
      d,
      mined,
      deployed: async (hash) => {
        const { contractAddress } = await mined(hash)
        if (!contractAddress) throw new Error('The deployment transaction created no contract')
        return getAddress(contractAddress)
      },
      now: async () => (await publicClient.getBlock()).timestamp,
      at: (timestamp) => testClient.setNextBlockTimestamp({ timestamp }),
      mineAt: async (timestamp) => {
        await testClient.setNextBlockTimestamp({ timestamp })
        await testClient.mine({ blocks: 1 })
      },
      stop: () => anvil.stop(),
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

/** The custom error a failed call reverted with, decoded against the ABI the call used. */
export async function revertOf(call: Promise<unknown>): Promise<{ errorName: string; args: readonly unknown[] }> {
  try {
    await call
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
    if (!(reverted instanceof ContractFunctionRevertedError) || !reverted.data) {
      throw new Error(`Expected a decoded custom error, got: ${error.shortMessage}`)
    }
    return { errorName: reverted.data.errorName, args: reverted.data.args ?? [] }
  }
  throw new Error('Expected the call to revert, but it succeeded')
}

/** Asserts the call reverts with MangoError(code). */
export async function expectMangoError(call: Promise<unknown>, code: number): Promise<void> {
  expect(await revertOf(call)).toEqual({ errorName: 'MangoError', args: [BigInt(code)] })
}

export const MANGO = (n: number | bigint): bigint => BigInt(n) * 10n ** 18n
export const USDC = (n: number | bigint): bigint => BigInt(n) * 10n ** 6n

/**
 * One devnet per test file, every test starting from the same chain state (snapshot before,
 * revert after). Returns a getter: the devnet exists only once beforeAll has run.
 */
export function setupTestDevnet(): () => Devnet {
  let net: Devnet | undefined
  let snapshot: Hex | undefined
  beforeAll(async () => {
    net = await startTestDevnet()
  })
  afterAll(async () => {
    await net?.stop()
  })
  beforeEach(async () => {
    snapshot = await net!.testClient.snapshot()
  })
  afterEach(async () => {
    if (snapshot) await net!.testClient.revert({ id: snapshot })
  })
  return () => {
    if (!net) throw new Error('The test devnet is not started yet (use it inside tests or hooks).')
    return net
  }
}

import { createPublicClient, createTestClient, http } from 'viem'
import { devnetChain } from './chain'

/**
 * Mines one block `seconds` after the latest block and returns its timestamp. Uses
 * evm_setNextBlockTimestamp, so it also works on a frozen clock (startAnvil frozenClock),
 * where evm_increaseTime is ignored.
 */
export async function advanceTime(rpcUrl: string, seconds: number | bigint): Promise<bigint> {
  const chain = devnetChain(rpcUrl)
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) })
  const testClient = createTestClient({ mode: 'anvil', chain, transport: http(rpcUrl) })
  const { timestamp } = await publicClient.getBlock()
  const next = timestamp + BigInt(seconds)
  await testClient.setNextBlockTimestamp({ timestamp: next })
  await testClient.mine({ blocks: 1 })
  return next
}

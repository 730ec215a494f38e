import { createWalletClient, http, publicActions, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mangoTokenAbi, plantedMangoAbi } from '../../contracts/generated'
import { createStorage, type StorageLike } from '@porch/kit'
import { createHistoryRpc } from '../../src/history/rpc'
import { scanHistory } from '../../src/history/scanHistory'
import { advanceTime, devnetAccounts, devnetChain, type Deployment } from '../devnet'
import { startHistoryNode, type NodeLog } from './historyNode'

export const FIRST_SCAN_BUDGET = 25
export const SECOND_VISIT_BUDGET = 2
const BLOCKS = 100_000n

function memory(): StorageLike {
  const m = new Map<string, string>()
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) }
}

/**
 * (e) History scan: one account's stake, harvest and unstake (real devnet logs) spread over
 * 100 000 blocks of a node that refuses eth_getLogs ranges wider than 10 000 blocks; then a
 * second visit with the cache after 10 new blocks. Returns false when a budget is exceeded.
 */
export async function benchHistory(rpcUrl: string, d: Deployment): Promise<boolean> {
  const account = privateKeyToAccount(devnetAccounts[3].privateKey)
  const wallet = createWalletClient({ account, chain: devnetChain(rpcUrl), transport: http(rpcUrl) }).extend(publicActions)
  const mined = async (hash: Promise<Hash>) => wallet.waitForTransactionReceipt({ hash: await hash, pollingInterval: 50 })
  const send = (functionName: 'plant' | 'unplant', amount: bigint) =>
    mined(wallet.writeContract({ address: d.pMango, abi: plantedMangoAbi, functionName, args: [amount, account.address], gas: 600_000n }))
  await mined(wallet.writeContract({ address: d.mango, abi: mangoTokenAbi, functionName: 'approve', args: [d.pMango, 10n ** 19n] }))
  const receipts = [
    await send('plant', 10n ** 19n),
    await advanceTime(rpcUrl, 3600).then(() => mined(wallet.writeContract({ address: d.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [account.address], gas: 600_000n }))),
    await send('unplant', 4n * 10n ** 18n),
  ]
  // The same logs, moved to blocks spread over the 100 000 (plus everyone's DistributeReward noise).
  const at = [10n, 50_000n, BLOCKS - 1n]
  const logs: NodeLog[] = receipts.flatMap((r, i) =>
    r.logs.map((l) => ({
      address: l.address, topics: l.topics, data: l.data, blockNumber: `0x${at[i]!.toString(16)}`, logIndex: `0x${l.logIndex.toString(16)}`, transactionHash: l.transactionHash,
    })),
  )
  const node = await startHistoryNode({ head: BLOCKS - 1n, logs, maxRange: 10_000n })
  try {
    const storage = createStorage({ backend: memory() })
    const scan = () => scanHistory({ request: createHistoryRpc([node.url]), storage, chainId: d.chainId, contract: d.pMango, account: account.address, deployBlock: 0n })
    const first = await scan()
    const firstLogs = node.count('eth_getLogs')
    const firstHttp = node.requests
    node.advance(10n)
    node.reset()
    const second = await scan()
    const secondLogs = node.count('eth_getLogs')
    const secondHttp = node.requests
    const firstOk = firstLogs <= FIRST_SCAN_BUDGET && first.events.length === 3
    const secondOk = secondHttp <= SECOND_VISIT_BUDGET && secondLogs <= SECOND_VISIT_BUDGET && second.events.length === 3
    console.log(`\n(e) History of one account over ${first.toBlock - first.fromBlock + 1n} blocks, node limit 10,000 blocks per eth_getLogs:`)
    console.log(`    first scan: ${firstLogs} eth_getLogs in ${firstHttp} HTTP requests, ${first.events.length} events (budget ${FIRST_SCAN_BUDGET} eth_getLogs) ${firstOk ? 'OK' : 'OVER BUDGET'}`)
    console.log(`    second visit: ${secondHttp} HTTP requests, ${secondLogs} eth_getLogs, ${second.events.length} events (budget ${SECOND_VISIT_BUDGET} requests) ${secondOk ? 'OK' : 'OVER BUDGET'}`)
    return firstOk && secondOk
  } finally {
    await node.stop()
  }
}

/** A scripted staking sequence on the test devnet, shared by the history and yield tests. */
import { parseEventLogs, type Address, type TransactionReceipt } from 'viem'
import { mangoTokenAbi, plantedMangoAbi } from '../../contracts/generated'
import type { Devnet, Wallet } from '../contracts/fixture'

export const DAY = 86_400n

export function actions(net: Devnet) {
  const send = async (wallet: Wallet, at: bigint | undefined, call: () => Promise<`0x${string}`>): Promise<TransactionReceipt> => {
    if (at !== undefined) await net.at(at)
    return net.mined(call())
  }
  return {
    plant: async (wallet: Wallet, amount: bigint, at?: bigint, to: Address = wallet.account.address) => {
      await send(wallet, undefined, () => wallet.writeContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'approve', args: [net.d.pMango, amount] }))
      return send(wallet, at, () => wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'plant', args: [amount, to] }))
    },
    unplant: (wallet: Wallet, amount: bigint, at?: bigint) =>
      send(wallet, at, () => wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'unplant', args: [amount, wallet.account.address] })),
    harvest: (wallet: Wallet, at?: bigint) =>
      send(wallet, at, () => wallet.writeContract({ address: net.d.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [wallet.account.address] })),
    transferMango: (wallet: Wallet, to: Address, amount: bigint) =>
      send(wallet, undefined, () => wallet.writeContract({ address: net.d.mango, abi: mangoTokenAbi, functionName: 'transfer', args: [to, amount] })),
  }
}

/** What the receipts say the account did, oldest first: the expected history, taken from the chain independently of the scanner. */
export async function expectedEvents(net: Devnet, receipts: TransactionReceipt[], account: Address) {
  const me = account.toLowerCase()
  const rows: Array<{ kind: string; amount: bigint; blockNumber: bigint; txHash: string; timestamp: bigint }> = []
  for (const r of receipts) {
    const { timestamp } = await net.publicClient.getBlock({ blockNumber: r.blockNumber })
    for (const e of parseEventLogs({ abi: plantedMangoAbi, logs: r.logs })) {
      const base = { blockNumber: r.blockNumber, txHash: r.transactionHash, timestamp }
      if (e.eventName === 'Plant' && e.args.user.toLowerCase() === me) rows.push({ kind: 'stake', amount: e.args.amount, ...base })
      if (e.eventName === 'Unplant' && e.args.user.toLowerCase() === me) rows.push({ kind: 'unstake', amount: e.args.amount, ...base })
      if (e.eventName === 'Harvest' && e.args.user.toLowerCase() === me) rows.push({ kind: 'harvest', amount: e.args.amount, ...base })
    }
  }
  return rows
}

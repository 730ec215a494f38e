import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevnet } from './devnet'
import { devnetAccounts } from './accounts'
import { devnetChain } from './chain'
import { mangoTokenAbi, plantedMangoAbi } from '../../contracts/generated'
const net = await startDevnet()
const { d } = { d: net.deployment }
const chain = devnetChain(d.rpcUrl)
const pc = createPublicClient({ chain, transport: http(d.rpcUrl), pollingInterval: 50 })
const w = (i: 0 | 1) => createWalletClient({ account: privateKeyToAccount(devnetAccounts[i].privateKey), chain, transport: http(d.rpcUrl) })
const dev = w(0), alice = w(1)
const m = async (h: Promise<`0x${string}`>) => { const r = await pc.waitForTransactionReceipt({ hash: await h }); console.log(r.status, r.gasUsed, r.blockNumber); return r }
await m(alice.writeContract({ address: d.mango, abi: mangoTokenAbi, functionName: 'approve', args: [d.pMango, 10n ** 20n] }))
await m(alice.writeContract({ address: d.pMango, abi: plantedMangoAbi, functionName: 'plant', args: [10n ** 18n, alice.account.address] }))
await m(dev.writeContract({ address: d.pMango, abi: plantedMangoAbi, functionName: 'pause' }))
await m(dev.writeContract({ address: d.pMango, abi: plantedMangoAbi, functionName: 'unpause' }))
const r = await m(alice.writeContract({ address: d.pMango, abi: plantedMangoAbi, functionName: 'plant', args: [10n ** 18n, alice.account.address] }))
const tx = await pc.getTransaction({ hash: r.transactionHash })
console.log('gas limit', tx.gas)
const trace = await pc.request({ method: 'debug_traceTransaction' as never, params: [r.transactionHash, { tracer: 'callTracer' }] as never })
console.log(JSON.stringify(trace, null, 1).slice(0, 3000))
await net.stop()

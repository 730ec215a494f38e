/**
 * Deploys the devnet stand-ins (MANGO, USDC, pMANGO, USDC treasury, Multicall3) to a local
 * anvil and funds the development accounts. On a fresh anvil the addresses are always the
 * same, because they follow from account #0's nonces.
 */
import { createTestClient, createWalletClient, getAddress, http, publicActions, type Address, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  mangoTokenAbi,
  mangoTokenBytecode,
  multicall3DeployedBytecode,
  plantedMangoAbi,
  plantedMangoBytecode,
  rewardTreasuryAbi,
  rewardTreasuryBytecode,
  testUSDCAbi,
  testUSDCBytecode,
} from '../../contracts/generated'
import { DEV_ACCOUNT, DEV_PRIVATE_KEY, devnetAccounts } from './accounts'
import { devnetChain, MULTICALL3_ADDRESS } from './chain'

export interface Deployment {
  chainId: 1101
  rpcUrl: string
  mango: Address
  usdc: Address
  pMango: Address
  treasury: Address
  multicall3: Address
  devAccount: Address
  /** Block of pMANGO's deployment: where its history starts (VITE_DEPLOY_BLOCK). */
  deployBlock: number
}

/** MANGO minted to the development account (#0). */
export const DEV_MANGO_BALANCE = 1_000_000n * 10n ** 18n
/** MANGO minted to each of anvil accounts #1..#3, for multi-user tests. */
export const OTHER_MANGO_BALANCE = 10_000n * 10n ** 18n
/** USDC the treasury starts streaming from. */
export const TREASURY_USDC_BALANCE = 100_000n * 10n ** 6n

export async function deployDevnet(rpcUrl: string): Promise<Deployment> {
  const chain = devnetChain(rpcUrl)
  const client = createWalletClient({
    account: privateKeyToAccount(DEV_PRIVATE_KEY),
    chain,
    transport: http(rpcUrl),
    pollingInterval: 50,
  }).extend(publicActions)

  const confirm = async (hash: Promise<Hash>, what: string) => {
    const receipt = await client.waitForTransactionReceipt({ hash: await hash })
    if (receipt.status !== 'success') throw new Error(`Devnet deployment: ${what} reverted (${receipt.transactionHash})`)
    return receipt
  }
  let lastBlock = 0n
  const deployed = async (hash: Promise<Hash>, what: string): Promise<Address> => {
    const { contractAddress, blockNumber } = await confirm(hash, what)
    if (!contractAddress) throw new Error(`Devnet deployment: ${what} has no contract address`)
    lastBlock = blockNumber
    return getAddress(contractAddress)
  }

  const mango = await deployed(
    client.deployContract({ abi: mangoTokenAbi, bytecode: mangoTokenBytecode, args: [DEV_ACCOUNT] }),
    'MangoToken',
  )
  const usdc = await deployed(
    client.deployContract({ abi: testUSDCAbi, bytecode: testUSDCBytecode, args: [DEV_ACCOUNT] }),
    'TestUSDC',
  )
  const pMango = await deployed(
    client.deployContract({ abi: plantedMangoAbi, bytecode: plantedMangoBytecode, args: [mango, DEV_ACCOUNT] }),
    'PlantedMango',
  )
  const deployBlock = Number(lastBlock)
  // startTime 0 = the deployment block: the stream starts now.
  const treasury = await deployed(
    client.deployContract({
      abi: rewardTreasuryAbi,
      bytecode: rewardTreasuryBytecode,
      args: [usdc, pMango, DEV_ACCOUNT, 0n],
    }),
    'RewardTreasury',
  )

  await confirm(
    client.writeContract({ address: pMango, abi: plantedMangoAbi, functionName: 'addRewardToken', args: [usdc, treasury] }),
    'addRewardToken',
  )
  for (const [index, { address }] of devnetAccounts.entries()) {
    const amount = index === 0 ? DEV_MANGO_BALANCE : OTHER_MANGO_BALANCE
    await confirm(
      client.writeContract({ address: mango, abi: mangoTokenAbi, functionName: 'mint', args: [address, amount] }),
      `mint MANGO to account #${index}`,
    )
  }
  await confirm(
    client.writeContract({ address: usdc, abi: testUSDCAbi, functionName: 'mint', args: [DEV_ACCOUNT, TREASURY_USDC_BALANCE] }),
    'mint USDC',
  )
  await confirm(
    client.writeContract({ address: usdc, abi: testUSDCAbi, functionName: 'approve', args: [treasury, TREASURY_USDC_BALANCE] }),
    'approve USDC',
  )
  // Headroom over the estimate: on a ticking clock the block that mines it is a second later
  // than the one it was estimated at, and the treasury's streaming then takes a costlier path.
  const fund = { address: treasury, abi: rewardTreasuryAbi, functionName: 'receiveToken', args: [TREASURY_USDC_BALANCE] } as const
  const fundGas = await client.estimateContractGas(fund)
  await confirm(
    client.writeContract({ ...fund, gas: (fundGas * 3n) / 2n }),
    'fund treasury',
  )

  // Multicall3 lives at a fixed address on real chains; put the same runtime code there.
  const testClient = createTestClient({ mode: 'anvil', chain, transport: http(rpcUrl) })
  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall3DeployedBytecode })

  return { chainId: 1101, rpcUrl, mango, usdc, pMango, treasury, multicall3: MULTICALL3_ADDRESS, devAccount: DEV_ACCOUNT, deployBlock }
}

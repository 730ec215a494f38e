import handlerJson from '@safe-global/safe-contracts/build/artifacts/contracts/handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json' with { type: 'json' }
import signMessageLibJson from '@safe-global/safe-contracts/build/artifacts/contracts/libraries/SignMessageLib.sol/SignMessageLib.json' with { type: 'json' }
import factoryJson from '@safe-global/safe-contracts/build/artifacts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json' with { type: 'json' }
import safeJson from '@safe-global/safe-contracts/build/artifacts/contracts/Safe.sol/Safe.json' with { type: 'json' }
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  parseEventLogs,
  zeroAddress,
  type Abi,
  type Address,
  type Hash,
  type Hex,
  type PrivateKeyAccount,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccounts } from '../../scripts/devnet/accounts'
import { devnetChain } from '../../scripts/devnet/chain'

// The official Safe v1.4.1 contracts (the npm package's compiled artifacts), deployed as they are.
interface Artifact {
  abi: Abi
  bytecode: Hex
}
const SAFE = safeJson as Artifact
const FACTORY = factoryJson as Artifact
const HANDLER = handlerJson as Artifact
const SIGN_MESSAGE_LIB = signMessageLibJson as Artifact

const ERC1271 = [
  { type: 'function', name: 'isValidSignature', stateMutability: 'view', inputs: [{ type: 'bytes32' }, { type: 'bytes' }], outputs: [{ type: 'bytes4' }] },
] as const

/** Three fixed owner keys (not anvil's funded accounts: owners only sign; the deployer pays). */
export const SAFE_OWNER_KEYS = [
  '0x1111111111111111111111111111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222222222222222222222222222',
  '0x3333333333333333333333333333333333333333333333333333333333333333',
] as const satisfies readonly Hex[]

export const CALL = 0
export const DELEGATECALL = 1

/** Owners' ECDSA signatures over one hash, as Safe's checkSignatures wants them: ordered by owner address. */
export async function combineSignatures(owners: readonly PrivateKeyAccount[], hash: Hash): Promise<Hex> {
  const sorted = [...owners].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1))
  const parts = await Promise.all(sorted.map((o) => o.sign({ hash })))
  return `0x${parts.map((p) => p.slice(2)).join('')}`
}

/**
 * A real Safe (singleton, proxy factory, CompatibilityFallbackHandler, SignMessageLib) on the
 * node at `rpcUrl`, set up with the given owners and threshold, deployed by anvil account #0.
 */
export async function deployRealSafe(rpcUrl: string, o: { threshold?: number; owners?: readonly Hex[] } = {}) {
  const chain = devnetChain(rpcUrl)
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 })
  const deployer = createWalletClient({ account: privateKeyToAccount(devnetAccounts[0].privateKey), chain, transport: http(rpcUrl) })
  const owners = (o.owners ?? SAFE_OWNER_KEYS).map((k) => privateKeyToAccount(k))
  const mined = async (hash: Promise<Hash>) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash })
    if (receipt.status !== 'success') throw new Error('Safe deployment transaction reverted')
    return receipt
  }
  const deploy = async ({ abi, bytecode }: Artifact): Promise<Address> => {
    const { contractAddress } = await mined(deployer.deployContract({ abi, bytecode }))
    return getAddress(contractAddress!)
  }
  const singleton = await deploy(SAFE)
  const factory = await deploy(FACTORY)
  const handler = await deploy(HANDLER)
  const signMessageLib = await deploy(SIGN_MESSAGE_LIB)
  const setup = encodeFunctionData({
    abi: SAFE.abi,
    functionName: 'setup',
    args: [owners.map((a) => a.address), BigInt(o.threshold ?? 2), zeroAddress, '0x', handler, zeroAddress, 0n, zeroAddress],
  })
  const receipt = await mined(deployer.writeContract({ address: factory, abi: FACTORY.abi, functionName: 'createProxyWithNonce', args: [singleton, setup, 0n], chain, account: deployer.account }))
  const [created] = parseEventLogs({ abi: FACTORY.abi, logs: receipt.logs, eventName: 'ProxyCreation' }) as unknown as [{ args: { proxy: Address } }]
  const safe = getAddress(created.args.proxy)

  const read = <T>(functionName: string, args: readonly unknown[] = []) => publicClient.readContract({ address: safe, abi: SAFE.abi, functionName, args }) as Promise<T>

  /** The hash owners sign for a Safe transaction (the contract computes it: no second implementation). */
  const transactionHash = async (to: Address, data: Hex, operation: number): Promise<Hash> =>
    read<Hash>('getTransactionHash', [to, 0n, data, operation, 0n, 0n, 0n, zeroAddress, zeroAddress, await read<bigint>('nonce')])

  /** Execute a Safe transaction with `signers`' signatures (execTransaction, sent by the deployer). */
  const execute = async (to: Address, data: Hex, operation: number, signers: readonly PrivateKeyAccount[]): Promise<Hash> => {
    const signatures = await combineSignatures(signers, await transactionHash(to, data, operation))
    const r = await mined(
      deployer.writeContract({
        address: safe,
        abi: SAFE.abi,
        functionName: 'execTransaction',
        args: [to, 0n, data, operation, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures],
        chain,
        account: deployer.account,
      }),
    )
    // A Safe transaction whose call fails still mines: ExecutionFailure says so.
    const failed = parseEventLogs({ abi: SAFE.abi, logs: r.logs, eventName: 'ExecutionFailure' })
    if (failed.length > 0) throw new Error('The Safe transaction failed')
    return r.transactionHash
  }

  return {
    safe,
    owners,
    signMessageLib,
    handler,
    publicClient,
    transactionHash,
    execute,
    /** The Safe's signMessage transaction: SignMessageLib.signMessage(abi.encode(dataHash)), by DELEGATECALL. */
    signMessageCall: (dataHash: Hash) => ({
      to: signMessageLib,
      data: encodeFunctionData({ abi: SIGN_MESSAGE_LIB.abi, functionName: 'signMessage', args: [dataHash] }),
      operation: DELEGATECALL,
    }),
    /** changeThreshold as a Safe transaction the Safe calls on itself. */
    changeThresholdCall: (threshold: number) => ({
      to: safe,
      data: encodeFunctionData({ abi: SAFE.abi, functionName: 'changeThreshold', args: [BigInt(threshold)] }),
      operation: CALL,
    }),
    getThreshold: async () => Number(await read<bigint>('getThreshold')),
    getOwners: () => read<Address[]>('getOwners'),
    signedMessages: (key: Hash) => read<bigint>('signedMessages', [key]),
    /** The handler's own key for a message (CompatibilityFallbackHandler.getMessageHashForSafe). */
    messageHashForSafe: (message: Hex) =>
      publicClient.readContract({ address: handler, abi: HANDLER.abi, functionName: 'getMessageHashForSafe', args: [safe, message] }) as Promise<Hash>,
    /** ERC-1271 through the Safe's fallback handler: the magic value 0x1626ba7e when valid. */
    isValidSignature: (dataHash: Hash, signature: Hex) =>
      publicClient.readContract({ address: safe, abi: ERC1271, functionName: 'isValidSignature', args: [dataHash, signature] }),
  }
}

export type RealSafe = Awaited<ReturnType<typeof deployRealSafe>>

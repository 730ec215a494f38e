import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, encodeFunctionData, http, namehash, parseAbi, type Address, type Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { mainnet } from 'viem/chains'

interface Solc {
  compile(input: string): string
}

const abi = parseAbi([
  'function setName(address account, string name)',
  'function setAvatar(bytes32 node, string avatar)',
  'function setText(bytes32 node, string key, string value)',
  'function setAddr(bytes32 node, uint256 coinType, bytes value)',
])

export const UNIVERSAL_RESOLVER = mainnet.contracts.ensUniversalResolver.address
/** anvil's first unlocked account. */
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function compileRuntime(): Hex {
  const solc = createRequire(import.meta.url)('solc') as Solc
  const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'FakeUniversalResolver.sol'), 'utf8')
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'FakeUniversalResolver.sol': { content: source } },
        settings: { outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>
  }
  const errors = output.errors?.filter((e) => e.severity === 'error') ?? []
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const object = output.contracts['FakeUniversalResolver.sol']?.FakeUniversalResolver?.evm.deployedBytecode.object
  if (!object) throw new Error('no bytecode')
  return `0x${object}`
}

/** Installs the fake Universal Resolver on an anvil node and returns helpers to write records. */
export async function installFakeResolver(anvilUrl: string) {
  const client = createClient({ transport: http(anvilUrl) })
  const rpc = (method: string, params: unknown[]) => client.request({ method, params } as never)
  await rpc('anvil_setCode', [UNIVERSAL_RESOLVER, compileRuntime()])
  const send = async (data: Hex) => {
    const hash = await rpc('eth_sendTransaction', [{ from: FROM, to: UNIVERSAL_RESOLVER, data }])
    const receipt = await waitForTransactionReceipt(client, { hash: hash as Hex, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error('record write failed')
  }
  return {
    setName: (account: Address, name: string) =>
      send(encodeFunctionData({ abi, functionName: 'setName', args: [account, name] })),
    setAvatar: (name: string, avatar: string) =>
      send(encodeFunctionData({ abi, functionName: 'setAvatar', args: [namehash(name), avatar] })),
    setText: (name: string, key: string, value: string) =>
      send(encodeFunctionData({ abi, functionName: 'setText', args: [namehash(name), key, value] })),
    /** The address bytes of `name` for `coinType` (60: Ethereum, a 20-byte address). */
    setAddr: (name: string, value: Hex, coinType = 60n) =>
      send(encodeFunctionData({ abi, functionName: 'setAddr', args: [namehash(name), coinType, value] })),
  }
}

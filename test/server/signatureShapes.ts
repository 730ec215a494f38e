import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPublicClient, createWalletClient, getAddress, http, parseAbi, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccounts } from '../../scripts/devnet/accounts'
import { devnetChain } from '../../scripts/devnet/chain'

interface Solc {
  compile(input: string): string
}

const abi = parseAbi(['constructor(uint8 mode, bytes answer)'])

/** How a SignatureShape account answers every call. */
export type Shape = { mode: 'answer'; answer: Hex } | { mode: 'echo' } | { mode: 'echo-word' }
const MODES = { answer: 0, echo: 1, 'echo-word': 2 } as const

/** The creation bytecode of `contract` in test/server/contracts/`file`. */
export function compile(file = 'SignatureShapes.sol', contract = 'SignatureShape'): Hex {
  const solc = createRequire(import.meta.url)('solc') as Solc
  const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'contracts', file), 'utf8')
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { [file]: { content: source } },
        settings: { outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
  }
  const errors = output.errors?.filter((e) => e.severity === 'error') ?? []
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const object = output.contracts[file]?.[contract]?.evm.bytecode.object
  if (!object) throw new Error('no bytecode')
  return `0x${object}`
}

/** Deploys one SignatureShape account per shape on an anvil node (the devnet key pays). */
export async function deployShapes<K extends string>(rpcUrl: string, shapes: Record<K, Shape>): Promise<Record<K, Address>> {
  const bytecode = compile()
  const chain = devnetChain(rpcUrl)
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) })
  const deployer = createWalletClient({ account: privateKeyToAccount(devnetAccounts[0].privateKey), chain, transport: http(rpcUrl) })
  const out = {} as Record<K, Address>
  for (const [name, shape] of Object.entries(shapes) as [K, Shape][]) {
    const answer = shape.mode === 'answer' ? shape.answer : '0x'
    const tx = await deployer.deployContract({ abi, bytecode, args: [MODES[shape.mode], answer] })
    const receipt = await publicClient.waitForTransactionReceipt({ hash: tx, pollingInterval: 50 })
    if (!receipt.contractAddress) throw new Error(`${name}: no contract deployed`)
    out[name] = getAddress(receipt.contractAddress)
  }
  return out
}

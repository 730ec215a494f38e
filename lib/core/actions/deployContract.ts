import { encodeDeployData, type Abi, type EncodeDeployDataParameters, type Hash } from 'viem'
import type { Config } from '../config'
import { writableAccount } from '../write/account'
import { addRecent } from '../write/recent'
import { sendChecked } from '../write/send'
import type { SendTransactionErrorType, SendTransactionParameters } from './sendTransaction'

/**
 * Parameters of deployContract (wagmi's): the ABI, the creation bytecode and the
 * constructor's `args` (typed from the ABI), with sendTransaction's value, gas, nonce,
 * fee, chain and `recent` fields.
 */
export type DeployContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
> = EncodeDeployDataParameters<abi> & Omit<SendTransactionParameters<config, chainId>, 'to' | 'data'>

/** The deployment transaction's hash (the contract's address is in its receipt, `contractAddress`). */
export type DeployContractReturnType = Hash

/** What deployContract rejects with (as sendTransaction; a constructor that would revert is a ContractRevertedError). */
export type DeployContractErrorType = SendTransactionErrorType

/**
 * Deploys a contract with the connected wallet: a transaction without `to` whose data is
 * the bytecode followed by the encoded constructor arguments. Checked with the node first
 * (gas estimate), like every write: a constructor that would revert, or a deployment that
 * cannot be paid, is refused with a typed error and the wallet is never asked. Gated by
 * sign-in. Rejects with a DeployContractErrorType.
 */
export async function deployContract<const abi extends Abi | readonly unknown[], config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(
  config: config,
  parameters: DeployContractParameters<abi, config, chainId>,
): Promise<DeployContractReturnType> {
  const { abi, bytecode, args, chainId, recent, ...request } = parameters as DeployContractParameters & { args?: readonly unknown[] }
  const account = writableAccount(config, chainId)
  const data = encodeDeployData({ abi, bytecode, args } as EncodeDeployDataParameters)
  const hash = await sendChecked(config, account, { ...request, to: undefined, data })
  addRecent(config, recent, account.address, account.chain.id, hash)
  return hash
}

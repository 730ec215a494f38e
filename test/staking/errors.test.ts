import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  HttpRequestError,
  InsufficientFundsError,
  RpcRequestError,
  TimeoutError,
  TransactionExecutionError,
  type Abi,
  type Hex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { ConnectorNotConnectedError, ResourceUnavailableRpcError, UserRejectedRequestError } from '../../lib/core/errors'
import { TransactionRevertedError } from '../../lib/core/write/errors'
import { erc20Abi, MangoErrorCode, plantedMangoAbi, stakingErrorsAbi } from '../../src/staking/abi'
import {
  decodeRevertData,
  describeError,
  mangoErrorMessage,
  WrongNetworkError,
} from '../../src/staking/errors'
import { errors } from '../../src/i18n/en/errors'
import { screen } from '../../src/i18n/en/screen'

const NETWORK_MESSAGE = screen.networkError

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PMANGO = '0xdd38211f2973dc41cd6fC4DB681596Fd6118D894'

/** The error simulateContract throws for a revert: execution error -> reverted error (decoded with `abi`). */
function simulationRevert(data: Hex, abi: Abi = plantedMangoAbi): ContractFunctionExecutionError {
  const reverted = new ContractFunctionRevertedError({ abi, data, functionName: 'plant' })
  return new ContractFunctionExecutionError(reverted, { abi, functionName: 'plant', args: [1n, USER], contractAddress: PMANGO })
}

const mangoError = (code: number | bigint) => encodeErrorResult({ abi: stakingErrorsAbi, errorName: 'MangoError', args: [BigInt(code)] })

describe('MangoError codes', () => {
  it('has a plain sentence for every code 0-16', () => {
    for (const code of Object.values(MangoErrorCode)) {
      const message = describeError(simulationRevert(mangoError(code)))
      expect(message).toBe(mangoErrorMessage(code))
      expect(message).toBe(errors[`mango${code}` as keyof typeof errors])
      expect(message).toMatch(/^[A-Z].*\.$/)
      expect(message).not.toMatch(/MangoError|0x|revert/i)
    }
    expect(Object.keys(errors).filter((k) => /^mango\d+$/.test(k))).toHaveLength(17)
    expect(mangoErrorMessage(17)).toBeUndefined()
  })

  it('says the specific things users hit most', () => {
    expect(describeError(simulationRevert(mangoError(MangoErrorCode.PAUSED)))).toBe('Staking is paused right now.')
    expect(describeError(simulationRevert(mangoError(MangoErrorCode.AMOUNT_TOO_SMALL)))).toBe('That amount is too small.')
    expect(describeError(simulationRevert(mangoError(2)))).toMatch(/balance/i)
    expect(describeError(simulationRevert(mangoError(13)))).toMatch(/balance/i)
  })

  it('names an unknown code instead of guessing', () => {
    expect(describeError(simulationRevert(mangoError(99)))).toBe('The contract refused the transaction (error code 99).')
  })

  it('decodes revert data viem could not decode (ABI without the error, or a wallet error)', () => {
    const data = mangoError(15)
    // Decoded with an ABI that lacks MangoError: viem keeps only the raw data.
    const erc20Only = [{ type: 'function', name: 'x', inputs: [], outputs: [], stateMutability: 'view' }] as const
    expect(describeError(simulationRevert(data, erc20Only))).toBe('Staking is paused right now.')
    // A wallet's gas-estimation failure: JSON-RPC error with { data } (EIP-1474 style).
    const rpc = new RpcRequestError({ body: {}, url: 'http://node', error: { code: 3, message: 'execution reverted', data } })
    expect(describeError(new TransactionExecutionError(rpc, {} as never))).toBe('Staking is paused right now.')
    expect(decodeRevertData(data)).toEqual({ errorName: 'MangoError', args: [15n] })
    expect(decodeRevertData('0x12345678')).toBeUndefined()
    expect(decodeRevertData('0x')).toBeUndefined()
  })
})

describe('OpenZeppelin ERC-20 errors', () => {
  const encode = (errorName: string, args: readonly unknown[]) => encodeErrorResult({ abi: erc20Abi, errorName, args } as never)

  it('insufficient balance names the balance when the token is known', () => {
    const data = encode('ERC20InsufficientBalance', [USER, 125n * 10n ** 17n, 20n * 10n ** 18n])
    expect(describeError(simulationRevert(data), { symbol: 'MANGO', decimals: 18 })).toBe('You only have 12.5 MANGO.')
    expect(describeError(simulationRevert(data))).toBe('Your balance is too low for that amount.')
  })

  it('insufficient allowance asks to approve again', () => {
    const data = encode('ERC20InsufficientAllowance', [PMANGO, 0n, 10n])
    expect(describeError(simulationRevert(data), { symbol: 'MANGO', decimals: 18 })).toBe(
      'The staking contract is not yet allowed to take that much MANGO. Try again to approve the amount.',
    )
  })

  it('invalid parties and ownership', () => {
    const zero = '0x0000000000000000000000000000000000000000'
    expect(describeError(simulationRevert(encode('ERC20InvalidSender', [zero])))).toBe('The sending address is not valid.')
    expect(describeError(simulationRevert(encode('ERC20InvalidApprover', [zero])))).toBe('The sending address is not valid.')
    expect(describeError(simulationRevert(encode('ERC20InvalidReceiver', [zero])))).toBe('The receiving address is not valid.')
    expect(describeError(simulationRevert(encode('ERC20InvalidSpender', [zero])))).toBe('The receiving address is not valid.')
    expect(describeError(simulationRevert(encode('OwnableUnauthorizedAccount', [USER])))).toBe('Only the contract owner can do that.')
  })

  it('reason strings pass through, unknown custom errors get a generic sentence', () => {
    const reason = encodeErrorResult({
      abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }],
      errorName: 'Error',
      args: ['Too early'],
    })
    expect(describeError(simulationRevert(reason))).toBe('The transaction would fail: Too early')
    expect(describeError(simulationRevert('0xdeadbeef'))).toBe('The transaction would fail. Check the amount and try again.')
  })
})

describe('wallet and network errors', () => {
  it('a user rejection has no message (quietly back to idle)', () => {
    expect(describeError(new UserRejectedRequestError(new Error('User rejected the request.')))).toBeNull()
    // The kit's rejection is viem's class, as a viem wallet client's is.
    const viemRejection = new UserRejectedRequestError(new Error('User rejected the request.'))
    expect(describeError(new TransactionExecutionError(viemRejection, {} as never))).toBeNull()
    expect(describeError({ code: 4001, message: 'denied' })).toBeNull()
    expect(describeError(new Error('MetaMask Tx Signature: User denied transaction signature.'))).toBeNull()
  })

  it('other kit errors read as the kit\'s sentence (never their message)', () => {
    expect(describeError(new ResourceUnavailableRpcError(new Error('Request already pending.')))).toBe('Your wallet already has a pending request. Open your wallet to finish it.')
    expect(describeError(new ConnectorNotConnectedError())).toBe('Connect a wallet to continue.')
    expect(describeError(new WrongNetworkError('Polygon zkEVM'))).toBe(
      'Your wallet is on another network. Switch to Polygon zkEVM to continue.',
    )
  })

  it('network failures say so', () => {
    expect(describeError(new HttpRequestError({ url: 'https://zkevm-rpc.com', status: 502 }))).toBe(NETWORK_MESSAGE)
    expect(describeError(new TimeoutError({ body: {}, url: 'https://zkevm-rpc.com' }))).toBe(NETWORK_MESSAGE)
    expect(describeError(new TypeError('Failed to fetch'))).toBe(NETWORK_MESSAGE)
    expect(describeError(new TypeError('Failed to fetch dynamically imported module: /assets/actions.js'))).toBe(NETWORK_MESSAGE)
    expect(describeError(new BaseError('wrapped', { cause: new HttpRequestError({ url: 'x' }) }))).toBe(NETWORK_MESSAGE)
  })

  it('fees, reverted receipts, and anything else', () => {
    expect(describeError(new InsufficientFundsError(), { nativeSymbol: 'ETH' })).toBe('You do not have enough ETH to pay the network fee.')
    expect(describeError(new TransactionRevertedError(`0x${'ab'.repeat(32)}`, undefined))).toMatch(/failed on the network/)
    expect(describeError(new Error('weird'))).toBe('Something went wrong. Please try again.')
    expect(describeError('a string')).toBe('Something went wrong. Please try again.')
    expect(describeError(undefined)).toBe('Something went wrong. Please try again.')
  })
})

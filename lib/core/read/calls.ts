import type { Address } from 'viem'
import { decodeUint256, encodeCall } from './abi'
import type { ReadCall } from './types'
import { erc20Selectors } from './selectors'

/** ERC-20 reads for Reader.read(). */
export const erc20 = {
  balanceOf: (token: Address, owner: Address): ReadCall<bigint> => ({
    to: token,
    data: encodeCall(erc20Selectors.balanceOf, [owner]),
    decode: decodeUint256,
  }),
  totalSupply: (token: Address): ReadCall<bigint> => ({
    to: token,
    data: encodeCall(erc20Selectors.totalSupply),
    decode: decodeUint256,
  }),
  allowance: (token: Address, owner: Address, spender: Address): ReadCall<bigint> => ({
    to: token,
    data: encodeCall(erc20Selectors.allowance, [owner, spender]),
    decode: decodeUint256,
  }),
}

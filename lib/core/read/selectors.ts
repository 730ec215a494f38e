import type { Hex } from 'viem'

/**
 * Function selectors, precomputed so keccak256 and ABI formatting stay out of the first
 * load. test/core/read-selectors.test.ts recomputes each with viem's toFunctionSelector.
 */
export const erc20Selectors = {
  /** balanceOf(address) */
  balanceOf: '0x70a08231',
  /** totalSupply() */
  totalSupply: '0x18160ddd',
  /** allowance(address,address) */
  allowance: '0xdd62ed3e',
  /** decimals() */
  decimals: '0x313ce567',
} as const satisfies Record<string, Hex>

/** Multicall3 (https://github.com/mds1/multicall). */
export const multicall3Selectors = {
  /** aggregate3((address,bool,bytes)[]) */
  aggregate3: '0x82ad56cb',
  /** getEthBalance(address) */
  getEthBalance: '0x4d2301cc',
  /** getCurrentBlockTimestamp() */
  getCurrentBlockTimestamp: '0x0f28c97d',
} as const satisfies Record<string, Hex>

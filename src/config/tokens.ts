import type { Address } from 'viem'
import type { Deployment } from './deployment'

export interface Token {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** Icon path derived from the lowercase symbol. */
  iconUrl: string
}

const token = (address: Address, name: string, symbol: string, decimals: number): Token => ({
  address,
  name,
  symbol,
  decimals,
  iconUrl: `/tokens/${symbol.toLowerCase()}.svg`,
})

export function tokensFor(d: Deployment) {
  return {
    mango: token(d.mango, 'Mango', 'MANGO', 18),
    pMango: token(d.pMango, 'Planted Mango', 'pMANGO', 18),
    usdc: token(d.usdc, 'USD Coin', 'USDC', 6),
  } as const
}
export type Tokens = ReturnType<typeof tokensFor>

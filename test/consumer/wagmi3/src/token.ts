import { isAddress, type Address } from 'viem'

/** The ERC-20 this page shows: `?token=0x…` in the page's address (the test deploys one). */
export function tokenFromUrl(): Address | undefined {
  const value = new URLSearchParams(location.search).get('token')
  return value && isAddress(value) ? value : undefined
}

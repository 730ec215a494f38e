'use client'
import { useAccount } from 'wagmi'

/** The connected address as wagmi has it; in the server HTML too when the cookie says so. */
export function Account() {
  const { address, status } = useAccount()
  return (
    <p>
      <span data-testid="account-status">{status}</span> <span data-testid="account-address">{address ?? ''}</span>
    </p>
  )
}

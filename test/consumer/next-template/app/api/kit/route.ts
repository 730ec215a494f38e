import { isAddressLike, shortenAddress } from '@porch/kit'

/** A Route Handler importing the framework-free entry. */
export function GET(request: Request) {
  const address = new URL(request.url).searchParams.get('address') ?? ''
  return Response.json({ valid: isAddressLike(address), short: isAddressLike(address) ? shortenAddress(address) : undefined })
}

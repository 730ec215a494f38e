import { siwe } from '../../../siwe'

/** The kit's sign-in handlers as a Route Handler: /api/auth/{nonce,verify,me,logout}. */
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return siwe.handle(request)
}

export function POST(request: Request): Promise<Response> {
  return siwe.handle(request)
}

// The sign-in endpoints in a fetch-style runtime (no Node types: Request and Response are the DOM's).
import { createSiweHandlers, memoryStore, type SiweHandlers } from '@porch/kit/server'

export const auth: SiweHandlers = createSiweHandlers({
  origin: 'https://app.example',
  secret: 'a secret of at least thirty-two characters',
  chains: [{ id: 1, rpcUrls: ['https://rpc.example'] }],
  store: memoryStore(),
})

export function handle(request: Request): Promise<Response> {
  return auth.handle(request)
}

import { defineConfig } from '@wagmi/cli'
import { react } from '@wagmi/cli/plugins'
import { overloadedAbi, tokenAbi } from './abi'

// @wagmi/cli's config, as its docs write one: two contracts from a local ABI (no network),
// the React plugin. test/consumer/codegen.test.ts runs `wagmi generate` on it.
export default defineConfig({
  out: process.env.CODEGEN_OUT ?? 'src/generated.ts',
  contracts: [
    { name: 'Token', abi: tokenAbi, address: { 1: '0x00000000000000000000000000000000000000aa', 10: '0x00000000000000000000000000000000000000bb' } },
    { name: 'Store', abi: overloadedAbi, address: '0x00000000000000000000000000000000000000cc' },
  ],
  plugins: [react()],
})

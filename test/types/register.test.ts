/**
 * The Register type tests (test/types/register/) are their own TypeScript program: a
 * registered config is global to the program it is in, so the whole tree's typecheck leaves
 * them out and this test checks them with TypeScript 7, as `npm run typecheck` checks the rest.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)

describe('Register narrows the hooks to the registered config', () => {
  it('test/types/register type-checks (every chain id, client and @ts-expect-error as written)', async () => {
    const result = await run(process.execPath, ['node_modules/typescript7/bin/tsc', '--noEmit', '-p', 'test/types/register/tsconfig.json']).then(
      () => ({ code: 0, output: '' }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, output: error.stdout ?? '' }),
    )
    expect(result.output).toBe('')
    expect(result.code).toBe(0)
  }, 120_000)
})

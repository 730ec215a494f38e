import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

/**
 * wagmi's codegen on the kit: `@wagmi/cli generate` with its React plugin, on a local ABI
 * (offline), writes hooks importing 'wagmi/codegen'; rewritten to '@porch/kit/codegen' they
 * are exactly test/consumer/codegen/src/generated.ts, which `npm run typecheck` checks with
 * the component using them (src/App.tsx) against the kit's types.
 */
const app = fileURLToPath(new URL('./codegen/', import.meta.url))
const cli = fileURLToPath(new URL('../../node_modules/@wagmi/cli/dist/esm/cli.js', import.meta.url))

it('@wagmi/cli generate (react plugin) writes the hooks the committed app compiles against, once its import points at @porch/kit/codegen', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porch-codegen-'))
  try {
    const out = join(dir, 'generated.ts')
    await promisify(execFile)(process.execPath, [cli, 'generate', '--config', 'wagmi.config.ts'], { cwd: app, env: { ...process.env, CODEGEN_OUT: out }, timeout: 120_000 })
    const generated = readFileSync(out, 'utf8')
    expect(generated).toContain("from 'wagmi/codegen'")
    expect(generated.match(/export const use\w+ =/g)?.length).toBe(12)
    expect(generated.replace("from 'wagmi/codegen'", "from '@porch/kit/codegen'")).toBe(readFileSync(join(app, 'src/generated.ts'), 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 150_000)

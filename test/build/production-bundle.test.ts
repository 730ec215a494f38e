import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from 'vite'
import { DEV_PRIVATE_KEY } from '../../scripts/devnet/accounts'

/**
 * Build for production WITH the devnet variables set (the worst case: someone builds from
 * a shell where `npm start` exported them) and prove the development wallet is not there.
 */
describe('production build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'mango-prod-'))
  let bundle = ''
  const saved = { ...process.env }

  beforeAll(async () => {
    Object.assign(process.env, {
      NODE_ENV: 'production', // vitest sets 'test'; a real `vite build` runs with production
      VITE_DEVNET: '1',
      VITE_DEVNET_PRIVATE_KEY: DEV_PRIVATE_KEY,
      VITE_RPC_URL: 'http://127.0.0.1:8545',
    })
    await build({ logLevel: 'silent', mode: 'production', build: { outDir, emptyOutDir: true } })
    const assets = join(outDir, 'assets')
    bundle = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n')
  }, 120_000)

  afterAll(() => {
    process.env = saved
    rmSync(outDir, { recursive: true, force: true })
  })

  // Booleans, not toContain: a failure would otherwise print the whole bundle.
  it('produced the site (our own strings are in it)', () => {
    expect(bundle.length).toBeGreaterThan(10_000)
    expect(bundle.includes('must be an address (0x followed by 40 hexadecimal characters)')).toBe(true)
  })

  it('contains neither the devnet connector nor the development key', () => {
    expect(bundle.includes('Devnet wallet'), 'devnet connector name in bundle').toBe(false)
    expect(bundle.toLowerCase().includes(DEV_PRIVATE_KEY.slice(2).toLowerCase()), 'dev key in bundle').toBe(false)
    expect(bundle.includes('VITE_DEVNET_PRIVATE_KEY'), 'key variable name in bundle').toBe(false)
  })
})

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from 'vite'
import { chunksContaining, measureFirstLoad, type FirstLoad } from '../../scripts/bench/firstLoad'

// Strings only the sign-in code holds: the site adapter's API path, viem's EIP-4361
// template, the dialog's title.
const ADAPTER = '/api/auth/'
const SIWE_TEMPLATE = 'wants you to sign in with your Ethereum account'
const DIALOG = 'Verify your account'

/** Sign-In with Ethereum is on demand: off by default, and never in the first load. */
describe('sign-in in the production build', () => {
  const dirs = { off: mkdtempSync(join(tmpdir(), 'mango-siwe-off-')), on: mkdtempSync(join(tmpdir(), 'mango-siwe-on-')) }
  const first: Partial<Record<'off' | 'on', FirstLoad>> = {}
  const saved = { ...process.env }

  beforeAll(async () => {
    process.env.NODE_ENV = 'production'
    for (const mode of ['off', 'on'] as const) {
      if (mode === 'on') process.env.VITE_SIWE = 'on'
      else delete process.env.VITE_SIWE
      await build({ logLevel: 'silent', mode: 'production', build: { outDir: dirs[mode], emptyOutDir: true } })
      first[mode] = measureFirstLoad(dirs[mode])
    }
  }, 240_000)

  afterAll(() => {
    process.env = saved
    for (const d of Object.values(dirs)) rmSync(d, { recursive: true, force: true })
  })

  const firstLoadHas = (mode: 'off' | 'on', marker: string) =>
    chunksContaining(dirs[mode], marker).some((c) => first[mode]!.files.some((f) => f.file === c.file))

  /** Is a chunk named by any other file of the build (so that something could load it)? */
  const referenced = (mode: 'off' | 'on', file: string) => {
    const name = file.split('/').pop()!
    const assets = join(dirs[mode], 'assets')
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js') && f !== name)
      .some((f) => readFileSync(join(assets, f), 'utf8').includes(name))
  }

  it('off (the default): the adapter and SIWE message code are unreachable, nothing of sign-in loads first', () => {
    // The bundler may still emit the on-demand chunk, but no file of the site names it.
    for (const marker of [ADAPTER, SIWE_TEMPLATE]) {
      for (const c of chunksContaining(dirs.off, marker)) expect(referenced('off', c.file), `${marker} in ${c.file}`).toBe(false)
    }
    for (const marker of [ADAPTER, SIWE_TEMPLATE, DIALOG]) expect(firstLoadHas('off', marker), marker).toBe(false)
    // Not even a reference to the dialog's chunk loads first: the connect modal's chunk holds it.
    const firstLoadText = first.off!.files.map((f) => readFileSync(join(dirs.off, f.file), 'utf8')).join('\n')
    for (const c of chunksContaining(dirs.off, DIALOG)) expect(firstLoadText.includes(c.file.split('/').pop()!), c.file).toBe(false)
  })

  it('on: the sign-in code is built, but only as chunks loaded on demand', () => {
    expect(chunksContaining(dirs.on, ADAPTER).length).toBeGreaterThan(0)
    expect(chunksContaining(dirs.on, SIWE_TEMPLATE).length).toBeGreaterThan(0)
    expect(chunksContaining(dirs.on, DIALOG).length).toBeGreaterThan(0)
    for (const marker of [ADAPTER, SIWE_TEMPLATE, DIALOG]) expect(firstLoadHas('on', marker), marker).toBe(false)
    for (const c of chunksContaining(dirs.on, ADAPTER)) expect(referenced('on', c.file)).toBe(true)
  })

  it('turning it on adds almost nothing to the first load', () => {
    // A few hundred bytes: the switch itself and gzip's noise over a ~100 kB entry. The sign-in
    // code proper is proven absent from the first load by the two tests above.
    const delta = first.on!.gzip - first.off!.gzip
    expect(Math.abs(delta)).toBeLessThan(256)
  })
})

/**
 * The liveness spec waits for a quiet machine: until every file named in PORCH_QUIET_AFTER
 * exists (npm test writes one when its other lane, Vitest and the second end-to-end run,
 * has ended).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { QUIET_AFTER_ENV, waitForQuietMachine } from '../../e2e/fixtures/quietMachine'

const dir = mkdtempSync(join(tmpdir(), 'porch-quiet-'))
afterEach(() => {
  delete process.env[QUIET_AFTER_ENV]
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('waitForQuietMachine', () => {
  it('returns at once when no other run is named', async () => {
    await expect(waitForQuietMachine(1)).resolves.toBeUndefined()
  })

  it('waits until every named run has ended', async () => {
    const [a, b] = [join(dir, 'a'), join(dir, 'b')]
    process.env[QUIET_AFTER_ENV] = [a, b].join(delimiter)
    let done = false
    const waiting = waitForQuietMachine(30_000).then(() => (done = true))
    writeFileSync(a, '')
    await new Promise((r) => setTimeout(r, 1_500))
    expect(done).toBe(false)
    writeFileSync(b, '')
    await waiting
    expect(done).toBe(true)
  })

  it('gives up after its deadline, naming what it waited for', async () => {
    process.env[QUIET_AFTER_ENV] = join(dir, 'never')
    await expect(waitForQuietMachine(600)).rejects.toThrow(/never/)
  })
})

/**
 * `npm test` runs the end-to-end suite as two Playwright runs side by side
 * (PORCH_E2E_LANE=first and second, playwright.config.ts): together they must hold every
 * test exactly once, and the specs that measure seconds must come last in the first lane
 * (the project `quiet`), where they wait for the other lane to end.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'

interface Suite {
  file?: string
  title: string
  specs?: Array<{ title: string; line: number; tests: Array<{ projectName: string }> }>
  suites?: Suite[]
}

/** Every test `playwright test --list` finds in this lane, as "project file:line title", in the order the report gives. */
async function listed(lane?: 'first' | 'second'): Promise<{ projects: string[]; tests: string[] }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORCH_E2E_LANE: lane }
  if (!lane) delete env.PORCH_E2E_LANE
  const { stdout } = await promisify(execFile)(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--list', '--reporter=json'], { env, maxBuffer: 64 << 20 })
  const report = JSON.parse(stdout) as { config: { projects: Array<{ name: string }> }; suites: Suite[] }
  const tests: string[] = []
  const walk = (suite: Suite, file: string, path: string[]) => {
    for (const spec of suite.specs ?? []) for (const t of spec.tests) tests.push(`${t.projectName} ${file}:${spec.line} ${[...path, spec.title].join(' › ')}`)
    for (const child of suite.suites ?? []) walk(child, file, [...path, child.title])
  }
  for (const suite of report.suites) walk(suite, suite.file ?? suite.title, [])
  return { projects: report.config.projects.map((p) => p.name), tests }
}

const fileOf = (test: string) => test.split(' ')[1]!.split(':')[0]!

type Listing = Awaited<ReturnType<typeof listed>>
let whole: Listing, first: Listing, second: Listing
beforeAll(async () => {
  ;[whole, first, second] = await Promise.all([listed(), listed('first'), listed('second')])
}, 120_000)

describe("npm test's two end-to-end lanes", () => {
  it('hold every test of the whole suite exactly once, each spec file in one lane', () => {
    expect(second.tests.length).toBeGreaterThan(0)
    expect([...first.tests, ...second.tests].sort()).toEqual([...whole.tests].sort())
    const firstFiles = new Set(first.tests.map(fileOf))
    expect(second.tests.map(fileOf).filter((f) => firstFiles.has(f))).toEqual([])
  })

  it('the liveness spec is the project `quiet`, after every other, in the whole run and in the first lane only', () => {
    for (const run of [whole, first]) {
      expect(run.projects).toEqual(['e2e', 'quiet'])
      expect(new Set(run.tests.filter((t) => t.startsWith('quiet ')).map(fileOf))).toEqual(new Set(['liveness.spec.ts']))
      expect(run.tests.filter((t) => fileOf(t) === 'liveness.spec.ts' && !t.startsWith('quiet '))).toEqual([])
    }
    expect(second.projects).toEqual(['e2e'])
    expect(second.tests.filter((t) => fileOf(t) === 'liveness.spec.ts')).toEqual([])
  })
})

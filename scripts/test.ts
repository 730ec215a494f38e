/**
 * `npm test`: every check the suite has, run so that two cores stay busy. Each step is the
 * npm script a developer runs alone (`npm run lint`, `typecheck`, `check:kit`, `test:unit`,
 * `test:e2e`); what runs side by side prints its output whole when it ends, one step after
 * another, so nothing interleaves. The run fails when any step fails.
 *
 * - `lint`, `typecheck` and `check:kit` share the first minute: the first two are mostly one
 *   thread each, and `check:kit` builds lib/dist, which nothing else in the phase reads or
 *   writes (the API check emits its declarations beside it).
 * - `test:e2e` and `test:unit` side by side: most end-to-end time is waiting (for a node, a
 *   relay, a refresh), which Vitest fills. The specs that measure seconds (liveness) wait
 *   until Vitest has ended (e2e/fixtures/quietMachine.ts): under the extra load they failed
 *   now and then. Both use the kit build `check:kit` left (scripts/kit/buildStamp.ts).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

interface Step {
  script: string
  /** Arguments passed on to the script. */
  args?: string[]
  /** Variables added to the environment. */
  env?: Record<string, string>
  /** Called when the step has ended, whatever its result. */
  onEnd?: () => void
}

interface Result {
  script: string
  code: number
  seconds: number
  output: string
}

const scratch = mkdtempSync(join(tmpdir(), 'porch-test-'))
const unitDone = join(scratch, 'unit-done')
const PHASES: Step[][] = [
  [{ script: 'lint' }, { script: 'typecheck' }, { script: 'check:kit' }],
  [
    { script: 'test:e2e', env: { PORCH_UNIT_DONE_FILE: unitDone } },
    { script: 'test:unit', onEnd: () => writeFileSync(unitDone, '') },
  ],
]

function runStep(step: Step, live: boolean): Promise<Result> {
  const started = Date.now()
  const args = ['run', step.script, ...(step.args ? ['--', ...step.args] : [])]
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'], env: { ...process.env, ...step.env } })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const done = (code: number) => {
      step.onEnd?.()
      resolve({ script: step.script, code, seconds: Math.round((Date.now() - started) / 1000), output })
    }
    child.once('error', (error) => {
      output += `\n${String(error)}\n`
      done(1)
    })
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

/** The first step of a phase prints as it goes; the others are buffered and printed after it. */
async function runPhase(steps: Step[]): Promise<Result[]> {
  const [first, ...rest] = steps
  const buffered = rest.map((step) => runStep(step, false))
  const results = [await runStep(first!, true)]
  for (const pending of buffered) {
    const result = await pending
    console.log(`\n> npm run ${result.script} (ran alongside npm run ${first!.script})\n`)
    process.stdout.write(result.output)
    results.push(result)
  }
  return results
}

const all: Result[] = []
for (const phase of PHASES) {
  const results = await runPhase(phase)
  all.push(...results)
  if (results.some((r) => r.code !== 0)) break
}
rmSync(scratch, { recursive: true, force: true })
console.log('\nnpm test steps:')
for (const r of all) console.log(`  ${r.code === 0 ? 'ok    ' : 'FAILED'} npm run ${r.script} (${r.seconds} s)`)
const failed = all.filter((r) => r.code !== 0)
if (failed.length > 0) {
  console.log(`\nFailed: ${failed.map((r) => r.script).join(', ')}`)
  process.exit(1)
}

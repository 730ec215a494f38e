/**
 * `npm test`: every check the suite has, run so that two cores stay busy. Each step is the
 * npm script a developer runs alone (`npm run check:kit`, `test:e2e`, `test:unit`, `lint`,
 * `typecheck`); what runs side by side prints its output whole when it ends, one step after
 * another, so nothing interleaves. The run fails when any step fails.
 *
 * - `check:kit` first, alone: it builds lib/dist, which the end-to-end consumer apps pack and
 *   both test runs use (scripts/kit/buildStamp.ts).
 * - `test:e2e` beside one lane of the others, in turn: most end-to-end time is waiting (for a
 *   node, a relay, a refresh), which the lane fills.
 *   - `test:unit` first. The specs that measure seconds (liveness) wait until Vitest has
 *     ended (e2e/fixtures/quietMachine.ts): under the extra load they failed now and then.
 *   - then, once those specs have ended (they say so in PORCH_TIMING_DONE_FILE), `lint` and
 *     `typecheck`, one thread each, beside the rest of the end-to-end run. Neither writes
 *     lib/dist (the API check emits its declarations elsewhere).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
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
  /** Resolves when the step may start. */
  startWhen?: () => Promise<void>
}

/** Steps run one after another, beside the phase's first step. */
type Lane = Step[]

interface Result {
  script: string
  code: number
  seconds: number
  output: string
}

const scratch = mkdtempSync(join(tmpdir(), 'porch-test-'))
const unitDone = join(scratch, 'unit-done')
const timingDone = join(scratch, 'timing-done')
let e2eEnded = false
/** Until the timing specs have ended (or the end-to-end run, whether or not it reached them). */
async function afterTimingSpecs(): Promise<void> {
  while (!existsSync(timingDone) && !e2eEnded) await new Promise((r) => setTimeout(r, 500))
}
const PHASES: [Step, ...Lane[]][] = [
  [{ script: 'check:kit' }],
  [
    { script: 'test:e2e', env: { PORCH_UNIT_DONE_FILE: unitDone, PORCH_TIMING_DONE_FILE: timingDone }, onEnd: () => (e2eEnded = true) },
    [{ script: 'test:unit', onEnd: () => writeFileSync(unitDone, '') }, { script: 'lint', startWhen: afterTimingSpecs }, { script: 'typecheck' }],
  ],
]

async function runStep(step: Step, live: boolean): Promise<Result> {
  await step.startWhen?.()
  const started = Date.now()
  const args = ['run', step.script, ...(step.args ? ['--', ...step.args] : [])]
  return await new Promise((resolve) => {
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

/** One lane's steps in turn, buffered; a failed step does not stop the lane (every failure is reported). */
async function runLane(lane: Lane): Promise<Result[]> {
  const results: Result[] = []
  for (const step of lane) results.push(await runStep(step, false))
  return results
}

/** The first step of a phase prints as it goes; the lanes beside it are buffered and printed after it. */
async function runPhase([first, ...lanes]: [Step, ...Lane[]]): Promise<Result[]> {
  const buffered = lanes.map(runLane)
  const results = [await runStep(first, true)]
  for (const pending of buffered) {
    for (const result of await pending) {
      console.log(`\n> npm run ${result.script} (ran alongside npm run ${first.script})\n`)
      process.stdout.write(result.output)
      results.push(result)
    }
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

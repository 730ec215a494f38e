/**
 * `npm test`: every check the suite has, run so that two cores stay busy. Each step is the
 * npm script a developer runs alone (`npm run lint`, `typecheck`, `check:kit`, `test:unit`,
 * `test:e2e`); what runs side by side prints its output whole when it ends, one step after
 * another, so nothing interleaves. The run fails when any step fails.
 *
 * - `lint`, `typecheck` and `check:kit` share the first minute: the first two are mostly one
 *   thread each, and `check:kit` builds lib/dist, which nothing else in the phase reads or
 *   writes (the API check emits its declarations beside it).
 * - Then two lanes side by side, each a sequence of steps. The first is `test:e2e` for most
 *   specs (PORCH_E2E_LANE=first); the second is `test:unit`, then `test:e2e` for the specs
 *   playwright.config.ts lists in SECOND_LANE (the wagmi 3 and Next.js apps: builds, little
 *   browser time). Most end-to-end time is waiting (for a node, a relay, a refresh), which the other
 *   lane fills; one Playwright run alone left a core idle for its last five minutes. Each
 *   run has its own global setup (devnet, relay, site build), so nothing is shared but the
 *   kit build `check:kit` left (scripts/kit/buildStamp.ts). The specs that measure seconds
 *   (liveness) run last in the first lane and wait until the second lane has ended
 *   (e2e/fixtures/quietMachine.ts): under load they failed now and then.
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
}

/** Steps run one after another (each whatever the last one's result, so every failure is reported). */
interface Lane {
  steps: Step[]
  /** Called when the lane has ended, whatever its result. */
  onEnd?: () => void
}

interface Result {
  script: string
  code: number
  seconds: number
  output: string
}

const scratch = mkdtempSync(join(tmpdir(), 'porch-test-'))
const secondLaneDone = join(scratch, 'second-lane-done')
const PHASES: Lane[][] = [
  [{ steps: [{ script: 'lint' }] }, { steps: [{ script: 'typecheck' }] }, { steps: [{ script: 'check:kit' }] }],
  [
    { steps: [{ script: 'test:e2e', env: { PORCH_E2E_LANE: 'first', PORCH_QUIET_AFTER: secondLaneDone } }] },
    {
      steps: [{ script: 'test:unit' }, { script: 'test:e2e', env: { PORCH_E2E_LANE: 'second' } }],
      onEnd: () => writeFileSync(secondLaneDone, ''),
    },
  ],
]

const label = (step: Step) => `npm run ${step.script}${step.env?.PORCH_E2E_LANE ? ` (${step.env.PORCH_E2E_LANE} lane)` : ''}`

function runStep(step: Step, live: boolean): Promise<Result> {
  const started = Date.now()
  const args = ['run', step.script, ...(step.args ? ['--', ...step.args] : [])]
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } })
    let output = ''
    // A live step is printed as it goes and kept too, so its failures can be named at the end.
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (live) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (live) process.stderr.write(chunk)
    })
    const done = (code: number) => resolve({ script: label(step), code, seconds: Math.round((Date.now() - started) / 1000), output })
    child.once('error', (error) => {
      output += `\n${String(error)}\n`
      done(1)
    })
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

async function runLane(lane: Lane, live: boolean): Promise<Result[]> {
  const results: Result[] = []
  try {
    for (const step of lane.steps) {
      results.push(await runStep(step, live))
    }
  } finally {
    lane.onEnd?.()
  }
  return results
}

/** The first lane of a phase prints as it goes; the others are buffered and printed after it. */
async function runPhase(lanes: Lane[]): Promise<Result[]> {
  const [first, ...rest] = lanes
  const buffered = rest.map((lane) => runLane(lane, false))
  const results = await runLane(first!, true)
  const firstName = results[0]?.script ?? ''
  for (const pending of buffered) {
    for (const result of await pending) {
      console.log(`\n> ${result.script} (ran alongside ${firstName})\n`)
      process.stdout.write(result.output)
      results.push(result)
    }
  }
  return results
}

/** A failed test as Playwright (`✘ …`) and Vitest (` FAIL  file > test`, `× test`) print it. */
const FAILURE_LINE = /^\s*(✘|×|FAIL\s)/
// eslint-disable-next-line no-control-regex -- the runners' colour codes are control characters
const stripColour = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '')

const all: Result[] = []
for (const phase of PHASES) {
  const results = await runPhase(phase)
  all.push(...results)
  if (results.some((r) => r.code !== 0)) break
}
rmSync(scratch, { recursive: true, force: true })
console.log('\nnpm test steps:')
for (const r of all) console.log(`  ${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.script} (${r.seconds} s)`)
const failed = all.filter((r) => r.code !== 0)
if (failed.length > 0) {
  // CI keeps only the end of the output: name each failed test here, from the runners' own lines.
  for (const r of failed) {
    const lines = r.output.split('\n').map(stripColour).filter((line) => FAILURE_LINE.test(line))
    console.log(`\n${r.script} failed:${lines.length ? '' : ' (no failed test named; see its output above)'}`)
    for (const line of [...new Set(lines)].slice(0, 20)) console.log(`  ${line.trim()}`)
  }
  console.log(`\nFailed: ${failed.map((r) => r.script).join(', ')}`)
  process.exit(1)
}

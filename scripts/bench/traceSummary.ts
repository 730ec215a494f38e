/** A Chromium trace event (the fields read here). */
interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string; functionName?: string } }
}

/** Trace events that only wrap others (a task, a message loop turn): their time is their children's. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks', 'TaskQueueManager::ProcessTaskFromWorkQueue'])

/**
 * What the page's main thread did between two user-timing marks (`from`, `to`) of a trace
 * made with Playwright's browser.startTracing: the events' inclusive times by name, largest
 * first (a nested event counts in its parent too), and the files the page fetched in between
 * (a chunk fetched after the click is a round trip the user waits for).
 */
export function summariseTrace(trace: { traceEvents: TraceEvent[] }, from: string, to: string): string {
  const events = trace.traceEvents
  const markOf = (name: string) => events.find((e) => e.name === name && e.ph !== 'M')
  const start = markOf(from)
  const end = markOf(to)
  if (!start || !end) return `no marks ${from} / ${to} in the trace`
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === start.pid)
  const inWindow = (e: TraceEvent) => e.ts >= start.ts && e.ts <= end.ts
  const byName = new Map<string, number>()
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || WRAPPERS.has(e.name) || !inWindow(e) || e.pid !== start.pid || (main && e.tid !== main.tid)) continue
    const label = e.name === 'FunctionCall' && e.args?.data?.functionName ? `FunctionCall ${e.args.data.functionName}` : e.name
    byName.set(label, (byName.get(label) ?? 0) + e.dur)
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 8)
  const fetched = events.filter((e) => e.name === 'ResourceSendRequest' && inWindow(e)).map((e) => e.args?.data?.url?.replace(/^.*\//, '') ?? '?')
  const window = (end.ts - start.ts) / 1000
  return `${window.toFixed(1)} ms between the marks; main thread (inclusive ms): ${top.map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`).join(', ') || 'nothing'}; fetched meanwhile: ${fetched.join(', ') || 'nothing'}`
}

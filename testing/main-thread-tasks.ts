// The page's main-thread tasks after its first contentful paint, read from a Chromium trace: every task the
// renderer ran, script and rendering alike. (The Long Tasks API, which an earlier bench read, leaves out the
// rendering steps: a 200 ms restyle when a stylesheet lands never showed there.)

export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown>; frame?: string }
}

export type MainThreadTask = { startMs: number; durationMs: number; scriptMs: number; renderingMs: number }

// Trace categories that hold the tasks, what runs inside them and the paint timing.
export const MAIN_THREAD_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "loading",
]

const TASK = new Set(["RunTask", "ThreadControllerImpl::RunTask"])
const SCRIPT = new Set([
  "EvaluateScript",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "RunMicrotasks",
  "XHRReadyStateChange",
  "FireAnimationFrame",
  "FireIdleCallback",
  "v8.compile",
])
const RENDERING = new Set(["UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit", "ParseHTML"])

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0)

// The outermost of the events (each not inside one kept before it), in time order.
function outermost(events: TraceEvent[]): TraceEvent[] {
  const kept: TraceEvent[] = []
  for (const event of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0)))
    if (!kept.length || event.ts >= end(kept[kept.length - 1])) kept.push(event)
  return kept
}

const within = (task: TraceEvent) => (event: TraceEvent) => event.ts >= task.ts && end(event) <= end(task)
const totalMs = (events: TraceEvent[]) => events.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000

// The tasks of the renderer that painted the page, from its first contentful paint on, with how much of each
// was script and how much style, layout, paint and parsing; each starts startMs after the first contentful paint.
export function tasksAfterFirstPaint(events: TraceEvent[]): MainThreadTask[] {
  const paints = events.filter((event) => event.name === "firstContentfulPaint")
  if (!paints.length) throw new Error("The trace has no first contentful paint: did the page paint?")
  const paint = paints[paints.length - 1]
  const onMain = (event: TraceEvent) => event.pid === paint.pid && event.tid === paint.tid && event.ph === "X"
  const main = events.filter(onMain)
  // The task that paints first is the first paint's own work, not after it.
  const tasks = outermost(main.filter((event) => TASK.has(event.name))).filter((task) => task.ts >= paint.ts)
  return tasks.map((task) => {
    const inside = main.filter(within(task))
    const script = outermost(inside.filter((event) => SCRIPT.has(event.name)))
    const inScript = (event: TraceEvent) => script.some((outer) => within(outer)(event))
    const rendering = outermost(inside.filter((event) => RENDERING.has(event.name) && !inScript(event)))
    return {
      startMs: (task.ts - paint.ts) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      scriptMs: totalMs(script),
      renderingMs: totalMs(rendering),
    }
  })
}

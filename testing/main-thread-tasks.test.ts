/**
 * @jest-environment node
 */
import { tasksAfterFirstPaint, type TraceEvent } from "./main-thread-tasks"

const MAIN = { pid: 7, tid: 7 }
const at = (name: string, ms: number, durationMs: number, thread = MAIN): TraceEvent => ({
  name,
  ph: "X",
  ts: ms * 1000,
  dur: durationMs * 1000,
  ...thread,
})

test("the tasks from the first paint on, script and rendering apart, on the thread that painted", () => {
  const events: TraceEvent[] = [
    // The first paint's own task, and the paint (an instant event on the same thread).
    at("RunTask", 0, 120),
    at("Layout", 10, 100),
    { name: "firstContentfulPaint", ph: "R", ts: 125_000, ...MAIN },
    // A restyle when a stylesheet lands: rendering only, which the Long Tasks API would not report.
    at("RunTask", 200, 180),
    at("ThreadControllerImpl::RunTask", 200, 179),
    at("UpdateLayoutTree", 201, 120),
    at("Layout", 322, 50),
    // A script whose forced layout counts as script.
    at("RunTask", 400, 90),
    at("EvaluateScript", 401, 85),
    at("RunMicrotasks", 420, 60),
    at("Layout", 430, 20),
    // Another renderer's work.
    at("RunTask", 500, 300, { pid: 8, tid: 8 }),
  ]
  expect(tasksAfterFirstPaint(events)).toEqual([
    { startMs: 75, durationMs: 180, scriptMs: 0, renderingMs: 170 },
    { startMs: 275, durationMs: 90, scriptMs: 85, renderingMs: 0 },
  ])
})

test("a trace without a first paint is an error, not an empty list", () => {
  expect(() => tasksAfterFirstPaint([at("RunTask", 0, 500)])).toThrow("no first contentful paint")
})

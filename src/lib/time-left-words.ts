import { DUE_SOON_MS } from "./due-time"

// How the inbox words a request's place against the 24-hour promise; the state also picks a colour and an icon,
// but the words alone say it (colour is never the only signal).
export type PromiseState = "answered" | "on-time" | "due-soon" | "overdue"

const MINUTE_MS = 60_000

// "3 h 20 min", "1 d 2 h", "45 min": working time, rounded down to the minute.
export function durationWords(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE_MS)
  const days = Math.floor(minutes / (24 * 60))
  const hours = Math.floor((minutes % (24 * 60)) / 60)
  const rest = minutes % 60
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`
  return `${rest} min`
}

export function promiseState(leftMs: number | null): PromiseState {
  if (leftMs === null) return "answered"
  if (leftMs <= 0) return "overdue"
  return leftMs <= DUE_SOON_MS ? "due-soon" : "on-time"
}

export function timeLeftWords(leftMs: number | null): string {
  const state = promiseState(leftMs)
  if (state === "answered") return "Answered"
  if (state === "overdue") return `Overdue by ${durationWords(leftMs!)}`
  return `${durationWords(leftMs!)} left${state === "due-soon" ? " (due soon)" : ""}`
}

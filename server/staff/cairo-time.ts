// Staff think in Cairo time (UTC+2, +3 in summer time); the database keeps UTC.
export const CAIRO = "Africa/Cairo"

function cairoOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: CAIRO, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")!.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}

// "2026-03-01" → the UTC instant at which that day starts in Cairo.
export function cairoDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`)
  return new Date(utcMidnight.getTime() - cairoOffsetMinutes(utcMidnight) * 60_000)
}

export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

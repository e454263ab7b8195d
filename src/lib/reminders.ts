// Reminders before a register item falls due (issue 51), as the server's daily digest and the pages share them.

// Days before the due date a reminder goes out, unless the company's administrator set others.
export const DEFAULT_REMINDER_DAYS = [60, 30, 7] as const
// At most this many thresholds, each 1 to 365 days.
export const REMINDER_DAYS_MAX = 5
export const REMINDER_DAY_LIMITS = { min: 1, max: 365 } as const
// Stored as a threshold of its own: the item has gone overdue (sent once, like the others).
export const OVERDUE = 0

// The threshold an item due in `daysLeft` days has reached: OVERDUE once past its date, else the nearest threshold
// at or above daysLeft (an item first seen 25 days out gets the 30-day reminder, not the 60-day one too), else null.
export function reachedThreshold(daysLeft: number, thresholds: readonly number[]): number | null {
  if (daysLeft < 0) return OVERDUE
  const reached = thresholds.filter((days) => daysLeft <= days)
  return reached.length ? Math.min(...reached) : null
}

// "60,30,7" as the company stores it; anything unreadable is the default.
export function reminderDaysOf(stored: string | null): number[] {
  const days = (stored ?? "")
    .split(",")
    .map(Number)
    .filter((value) => Number.isInteger(value) && value >= REMINDER_DAY_LIMITS.min && value <= REMINDER_DAY_LIMITS.max)
  return days.length ? [...new Set(days)].sort((a, b) => b - a) : [...DEFAULT_REMINDER_DAYS]
}

// The company works in Alexandria: certificates are valid through a day in Cairo, and the database keeps UTC.
// Today's day in Cairo on its own: the public pages' quote form needs only this, not the day arithmetic and times
// of src/lib/cairo-time.ts, which re-exports it (every page's first-load script has a budget).
export const CAIRO_TIME_ZONE = "Africa/Cairo"

// One formatter, made on first use: making one costs more than the rest of a certificate check, and making it when
// the module loads put about 25 ms (100 ms on a phone's slower processor) into the home page's script, whose quote
// form only needs the day once it is touched.
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}
const cairoDayFormat = onFirstUse(() => new Intl.DateTimeFormat("en-CA", { timeZone: CAIRO_TIME_ZONE }))

// The calendar day in Cairo, where the company signs its documents. The default, the system clock, is the
// browser's and the build's; the server passes its clock's reading.
export const cairoToday = (now = new Date()): string => cairoDayFormat().format(now)

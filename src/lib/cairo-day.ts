// The calendar day in Cairo, where the company signs its documents, as YYYY-MM-DD. One formatter: making one
// costs more than the rest of a certificate check.
const CAIRO_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" })
export const cairoToday = (now = new Date()) => CAIRO_DAY.format(now)

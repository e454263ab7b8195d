// Cells a spreadsheet would run as formulas or shift (OWASP CSV injection): every CSV export's tests write them
// and read them back with csv-parse (testing/parse-csv.ts).
export const HOSTILE_CELLS = ["=cmd|' /C calc'!A0", "+1", "-2", "@SUM(1)", "\tinvisible tab", "\rinvisible return"]

// How such a cell must come back: behind a single quote, which makes a spreadsheet show it as text.
export const inert = (cell: string) => `'${cell}`

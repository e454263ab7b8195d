// The specification's copyright line is for 2025, the year the site first went out. Content may name a later
// year; it then shows as a range from 2025, never dropping the first year.
export const FIRST_COPYRIGHT_YEAR = 2025

export const copyrightYears = (year: number): string =>
  year > FIRST_COPYRIGHT_YEAR ? `${FIRST_COPYRIGHT_YEAR}–${year}` : String(FIRST_COPYRIGHT_YEAR)

// Digits as people type them on an Arabic keyboard (Gboard's Arabic layout types ٠–٩ by default; Persian ones
// ۰–۹ come from Urdu and Farsi layouts) read as 0–9, so «٤٥» is 45 in a form and «SL-١١٤» finds SL-114 (issue 64).
export const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.codePointAt(0)! & 0xf))

// A list of numbers as a page shows it in its language: «45، 14، 3» with the Arabic comma.
export const listSeparator = (locale: string) => (locale === "ar" ? "، " : ", ")

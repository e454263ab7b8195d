// The inspectors' app is used on a phone in one hand, outdoors: every target at least 44 px high (h-11), text at
// 16 px (a smaller input makes iOS zoom in), and the apps' high-contrast colours (src/components/ui/app-styles.ts).
export const TARGET = "min-h-11"
export const INPUT_BIG =
  "mt-1 block min-h-11 w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-950 aria-[invalid=true]:border-red-700"
export const BIG_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-navy-900 px-4 py-2 text-base font-semibold text-white hover:bg-navy-800 disabled:opacity-50"
export const BIG_PRIMARY =
  "inline-flex min-h-11 w-full items-center justify-center rounded-md bg-accent-500 px-4 py-2 text-base font-bold text-navy-950 hover:bg-accent-400 disabled:opacity-50"
export const BIG_QUIET =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-navy-900 bg-white px-4 py-2 text-base font-semibold text-navy-900 hover:bg-mist-100"
export const FIELD_LABEL = "block text-base font-semibold text-slate-950"
export const HELP = "mt-1 block text-sm text-slate-700"
export const BOX = "rounded-lg border-2 border-slate-300 bg-white p-3"

// The apps' control styles (the staff workspace, the clients' register), one place for every page's inputs and
// buttons, in the public site's colours (src/lib/brand.ts). A screen has one PRIMARY_BUTTON, its main action;
// BUTTON is every other action; QUIET_BUTTON is for what should not draw the eye (sign out, mark as spam).
// A field the server refused (aria-invalid) takes the public forms' red border too.
export const INPUT =
  "mt-1 block w-full rounded-md border border-slate-400 px-2 py-1.5 text-slate-900 aria-[invalid=true]:border-red-700"
// Navy text on safety orange: 4.6:1, where white text would fail AA (as the public site's buttonClass).
export const PRIMARY_BUTTON =
  "rounded-md bg-accent-500 px-3 py-1.5 text-sm font-semibold text-navy-950 hover:bg-accent-400 disabled:opacity-50"
export const BUTTON =
  "rounded-md bg-navy-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-50"
export const QUIET_BUTTON =
  "rounded-md border border-navy-900 bg-white px-3 py-1.5 text-sm font-semibold text-navy-900 hover:bg-mist-100 disabled:opacity-50"
// The same quiet action on the apps' navy header.
export const QUIET_BUTTON_ON_DARK =
  "rounded-md border border-steel-100/60 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10"
export const DANGER_BUTTON = "rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
export const LABEL = "block text-sm font-medium text-slate-800"
// The signed-out forms' card (staff and client sign-in, set password, invitation).
export const CARD = "rounded-xl border border-mist-200 bg-white p-6 shadow-sm"
export const CARD_HEADING = "text-xl font-bold text-navy-900"
// A link on the apps' light pages: the brand's steel blue (6.2:1 on white).
export const APP_LINK = "text-steel-700 underline hover:text-navy-900"

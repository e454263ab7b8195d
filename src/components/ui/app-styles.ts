// The apps' control styles (the staff workspace, the clients' register), one place for every page's inputs and buttons.
export const INPUT = "mt-1 block w-full rounded border border-slate-400 px-2 py-1.5 text-slate-900"
export const BUTTON = "rounded bg-blue-800 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
export const DANGER_BUTTON = "rounded bg-red-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
export const LABEL = "block text-sm font-medium text-slate-800"

// A navigation's state that asks Gatsby not to scroll to the top (gatsby-browser.tsx's shouldUpdateScroll): an app
// that writes what is on screen into the address as it changes (the inbox's search) stays where the person is.
export const KEEP_SCROLL = { keepScroll: true } as const

export const keepsScroll = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { keepScroll?: unknown }).keepScroll === true

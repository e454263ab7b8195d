import { VERIFY_PATH } from "./routes"

// The link a scanned label opens: the public check with the number and code filled in, and after "#" the signed
// label (src/lib/signed-label.ts), which the page checks without the network and the browser never sends. The
// register's "Copy verification link" gives the same address without the signed part (issue 64, P9).
export function verifyLink(siteUrl: string, number: string, code: string, signed?: string): string {
  const url = new URL(VERIFY_PATH, siteUrl)
  url.searchParams.set("n", number)
  url.searchParams.set("c", code)
  if (signed) url.hash = signed
  return url.toString()
}

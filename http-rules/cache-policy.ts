import { COMPRESSIBLE, HASHED_ASSET } from "./public-files"

// Caching as Gatsby's caching guide prescribes: what changes without changing its name must be
// revalidated on every use; what carries a content hash in its name (or lives under /static/) never changes.
// no-cache says the first in one word (may be stored, used only once revalidated), as "public, max-age=0,
// must-revalidate" does in 34 characters of every page's headers, which count towards its byte budget.
export const REVALIDATE = "no-cache"
export const IMMUTABLE = "public, max-age=31536000, immutable"

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/static/")) return IMMUTABLE
  if (HASHED_ASSET.test(urlPath)) return IMMUTABLE
  return REVALIDATE
}

// The caching headers of a built file, wherever it is served from: Cache-Control, and Vary for text files,
// which exist in brotli, gzip and plain forms that caches must key by Accept-Encoding.
export function cachingHeaders(urlPath: string): Record<string, string> {
  return {
    "cache-control": cacheControlFor(urlPath),
    ...(COMPRESSIBLE.test(urlPath) ? { vary: "Accept-Encoding" } : {}),
  }
}

import fs from "node:fs"
import path from "node:path"

// /admin/ is Sveltia CMS (site-build/admin/), not a page of the site, and its policy differs from the pages' for
// what the library needs: its interface is Svelte, which adds <style> elements and style attributes as it draws
// (style-src 'unsafe-inline'; it runs no inline script, so script-src stays 'self'), shows images it reads from
// files as blob: and data: URLs, and talks to the git host's API (the one origin beyond the site's, read from the
// built configuration). Everything else stays on the origin: fonts, scripts, connections.
export const ADMIN_PATH = "/admin/"
export const ADMIN_CONFIG_FILE = "admin/config.json"

export function adminPolicy(gitApiOrigin?: string): string {
  const connect = ["'self'", "blob:", "data:", ...(gitApiOrigin ? [gitApiOrigin] : [])]
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    `connect-src ${connect.join(" ")}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ")
}

// The policy of the built /admin/: the API origin of the git host its configuration names.
export function builtAdminPolicy(publicDir: string): string | undefined {
  const file = path.join(publicDir, ADMIN_CONFIG_FILE)
  if (!fs.existsSync(file)) return undefined
  const apiRoot = (JSON.parse(fs.readFileSync(file, "utf8")) as { backend?: { api_root?: string } }).backend?.api_root
  return adminPolicy(apiRoot ? new URL(apiRoot).origin : undefined)
}

export const isAdminPath = (urlPath: string) => urlPath === "/admin" || urlPath.startsWith(ADMIN_PATH)

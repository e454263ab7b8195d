import { z } from "zod"

// Where the CMS reads and commits data/ in production: a git host, set when the site is built (the
// configuration is a file of the build). On an editor's own computer the same configuration also offers
// Sveltia's local-repository mode (a clone opened in Chromium or Edge), whatever the backend.
const HOSTS = {
  github: "https://api.github.com",
  gitlab: "https://gitlab.com/api/v4",
  // Gitea and Forgejo are self-hosted: their API root has no default.
  gitea: undefined,
} as const
type Host = keyof typeof HOSTS

const unsetIfBlank = (raw: unknown) => (raw === "" ? undefined : raw)
const optionalUrl = z.preprocess(
  unsetIfBlank,
  z.string().url("must be an https:// URL").startsWith("https://").optional(),
)

const variables = z.object({
  CMS_BACKEND: z.preprocess(unsetIfBlank, z.enum(["github", "gitlab", "gitea"]).default("github")),
  // owner/name; the sample value is to be replaced (docs/editing.md, "In the browser").
  CMS_REPO: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)+$/, "must be owner/name")
      .default("inspection-eg/website"),
  ),
  CMS_BRANCH: z.preprocess(unsetIfBlank, z.string().default("main")),
  CMS_API_ROOT: optionalUrl,
  // The OAuth client's site (GitHub: the authenticator, e.g. a Sveltia CMS Authenticator worker); unset, editors
  // sign in with a personal access token.
  CMS_AUTH_URL: optionalUrl,
  CMS_APP_ID: z.preprocess(unsetIfBlank, z.string().optional()),
})

export type CmsBackend = {
  name: Host
  repo: string
  branch: string
  api_root: string
  base_url?: string
  app_id?: string
}

export function cmsBackend(env: Record<string, string | undefined> = process.env): CmsBackend {
  const parsed = variables.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`)
    throw new Error(`The CMS's git host is misconfigured: ${problems.join("; ")}`)
  }
  const { CMS_BACKEND: name, CMS_REPO, CMS_BRANCH, CMS_API_ROOT, CMS_AUTH_URL, CMS_APP_ID } = parsed.data
  const apiRoot = CMS_API_ROOT ?? HOSTS[name]
  if (!apiRoot) throw new Error(`The CMS's git host is misconfigured: CMS_API_ROOT is required for ${name}`)
  return {
    name,
    repo: CMS_REPO,
    branch: CMS_BRANCH,
    api_root: apiRoot.replace(/\/$/, ""),
    ...(CMS_AUTH_URL ? { base_url: CMS_AUTH_URL } : {}),
    ...(CMS_APP_ID ? { app_id: CMS_APP_ID } : {}),
  }
}

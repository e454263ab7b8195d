import { cmsBackend } from "./cms-backend"

test("the git host comes from the environment, with GitHub's API as the default", () => {
  expect(cmsBackend({})).toMatchObject({ name: "github", api_root: "https://api.github.com", branch: "main" })
  expect(cmsBackend({ CMS_BACKEND: "gitlab", CMS_REPO: "group/sub/site", CMS_BRANCH: "content" })).toMatchObject({
    name: "gitlab",
    repo: "group/sub/site",
    branch: "content",
    api_root: "https://gitlab.com/api/v4",
  })
  expect(cmsBackend({ CMS_BACKEND: "gitea", CMS_API_ROOT: "https://git.example.test/api/v1/" }).api_root).toBe(
    "https://git.example.test/api/v1",
  )
})

test("a wrong setting stops the build naming the variable", () => {
  expect(() => cmsBackend({ CMS_BACKEND: "gitea" })).toThrow(/CMS_API_ROOT is required for gitea/)
  expect(() => cmsBackend({ CMS_REPO: "no-owner" })).toThrow(/CMS_REPO must be owner\/name/)
  expect(() => cmsBackend({ CMS_API_ROOT: "http://plain.example.test" })).toThrow(/CMS_API_ROOT/)
  expect(() => cmsBackend({ CMS_BACKEND: "svn" })).toThrow(/CMS_BACKEND/)
})

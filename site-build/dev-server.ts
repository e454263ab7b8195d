import fs from "node:fs"
import { adminFiles } from "./admin/admin-files"
import { iconSprite } from "./icons/sprite"
import { writtenProfiles } from "./profile/write-profiles"
import { ICON_SPRITE_PATH } from "../src/lib/icon-sprite"

type Reply = { type: (mime: string) => { send: (body: string | Buffer) => void } }
type DevServer = { get: (path: string, handler: (request: unknown, response: Reply) => void) => void }

// What `gatsby build` writes into public/ after the pages (site-build/postbuild/steps.ts), served by `gatsby develop`
// instead: the CMS at /admin/ (for editors on a clone in local-repository mode), the icon file, and the company
// profiles as onPreBootstrap wrote them at the server's start.
export async function serveBuildFiles(app: DevServer): Promise<void> {
  for (const [urlPath, file] of await adminFiles()) {
    app.get(urlPath, (_request, response) => response.type(file.type).send(file.body))
  }
  app.get(ICON_SPRITE_PATH, (_request, response) => response.type("image/svg+xml").send(iconSprite()))
  for (const profile of writtenProfiles()) {
    app.get(profile.path, (_request, response) => response.type("application/pdf").send(fs.readFileSync(profile.file)))
  }
}

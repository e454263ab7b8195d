/** @jest-environment node */
import crypto from "node:crypto"
import * as tus from "tus-js-client"
import { INSPECT_UPLOADS_API } from "../../src/lib/inspect-paths"
import { samplePng } from "../../testing/attachment-files"
import { startConfiguredServer, type ConfiguredServer } from "../../testing/configured-server"
import { STAFF, createAccounts, signIn, staffEnvOf } from "../../testing/staff"
import { STORAGE_KINDS, databasesForTests } from "../../testing/test-databases"
import { readPhotoBytes } from "./photo-uploads"

jest.setTimeout(120_000)

// The uploads as the server composes them: inside the inspectors' guarded scope, the signed-in inspector is the
// uploader; staff and the anonymous are refused before tus sees anything (photo-uploads.test.ts has the protocol).
const databases = databasesForTests("photo-uploads-composed-")
const INSPECTOR = { ...STAFF, email: "nadia.inspector@inspection.test", name: "Nadia Fawzy" }

describe.each(STORAGE_KINDS)("photo uploads in the composed server on %s", (kind) => {
  let server: ConfiguredServer
  let inspector: string
  let staff: string

  beforeAll(async () => {
    const env = staffEnvOf(databases, kind)
    await createAccounts(
      [
        [INSPECTOR, "inspector"],
        [STAFF, "staff"],
      ],
      env,
    )
    server = await startConfiguredServer(env, { listen: true })
    inspector = (await signIn(server, INSPECTOR)).cookie
    staff = (await signIn(server, STAFF)).cookie
  })
  afterAll(() => server?.close())

  const send = (bytes: Buffer, cookie?: string) =>
    new Promise<{ url?: string; status?: number }>((resolve) => {
      const sending = new tus.Upload(bytes, {
        endpoint: `${server.base}${INSPECT_UPLOADS_API}`,
        headers: { Origin: server.base, ...(cookie ? { cookie } : {}) },
        metadata: { reportId: crypto.randomUUID(), photoId: crypto.randomUUID() },
        onSuccess: () => resolve({ url: sending.url as string }),
        onError: (error) => resolve({ status: (error as tus.DetailedError).originalResponse?.getStatus() }),
      })
      sending.start()
    })

  test("a signed-in inspector's photo is stored; staff and the anonymous are refused", async () => {
    const photo = samplePng("composed-upload")
    const sent = await send(photo, inspector)
    const stored = await readPhotoBytes(server.db, (sent.url as string).split("/").pop() as string)
    expect(stored?.type).toBe("image/png")
    expect(stored?.bytes.equals(photo)).toBe(true)
    expect(await send(photo, staff)).toEqual({ status: 403 })
    expect(await send(photo)).toEqual({ status: 401 })
  })
})

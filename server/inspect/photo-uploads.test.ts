/** @jest-environment node */
import crypto from "node:crypto"
import net from "node:net"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import pino from "pino"
import sharp from "sharp"
import * as tus from "tus-js-client"
import { INSPECT_UPLOADS_API } from "../../src/lib/inspect-paths"
import { PHOTO_MAX_BYTES } from "../../src/lib/photo-rules"
import { PhotoUploadRefused, uploadPhoto } from "../../src/lib/photo-upload"
import { samplePdf } from "../../testing/attachment-files"
import { miniatureBuild } from "../../testing/site-app"
import { testClock } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { buildApp, LOG_SERIALIZERS } from "../app"
import type { Database } from "../storage/schema"
import { discardStalePhotoUploads, STALE_PHOTO_UPLOAD_MS } from "./photo-upload-store"
import { photoUploads, readPhotoBytes } from "./photo-uploads"

const SITE = "https://inspection.example"
const databases = databasesForTests("photo-uploads-")

// One server instance with the uploads plugin, listening; the uploader is named by a test header (the
// inspectors' guard gives it in production). Its log is kept: each request's stored bytes are in it.
type Instance = { app: FastifyInstance; port: number; db: Kysely<Database>; log: () => string }
async function startInstance(db: Kysely<Database>, name: string): Promise<Instance> {
  let logged = ""
  const logger = pino(
    { level: "info", serializers: LOG_SERIALIZERS },
    { write: (line: string) => void (logged += line) },
  )
  const publicDir = miniatureBuild(path.join(databases.dataDir, `public-${name}`))
  const app = await buildApp({ publicDir, db, logger })
  await app.register(photoUploads, {
    db,
    siteUrl: SITE,
    clock: testClock(),
    authorize: async (request) => {
      const user = request.headers["x-test-user"]
      return typeof user === "string" ? { userId: user } : null
    },
  })
  await app.listen({ port: 0, host: "127.0.0.1" })
  const { port } = app.server.address() as net.AddressInfo
  return { app, port, db, log: () => logged }
}

// A TCP proxy in front of the instances, as a phone's connection: it counts the bytes that reach the server
// (headers and bodies), can cut the connection once `cutAfter` bytes went through, and sends new connections to whichever
// instance `target` names (a proxy in front of several).
function startProxy(initialTarget: number) {
  const state = { sent: 0, cutAfter: Infinity, cuts: 0, target: initialTarget }
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(state.target, "127.0.0.1")
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on("error", () => undefined)
      socket.on("close", () => sockets.delete(socket))
    }
    upstream.pipe(client)
    client.on("data", (data) => {
      const room = state.cutAfter - state.sent
      if (data.length >= room) {
        // What was sent before the cut reaches the server; the rest is lost with the connection.
        state.sent += room
        upstream.end(data.subarray(0, room))
        state.cutAfter = Infinity
        state.cuts += 1
        client.destroy()
        return
      }
      state.sent += data.length
      upstream.write(data)
    })
    client.on("end", () => upstream.end())
  })
  return {
    state,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

// A photo as the device sends one: a real JPEG of about 290 KB (noise compresses badly, as a site's photo does).
const jpeg = () =>
  sharp({
    create: {
      ...{ width: 900, height: 675, channels: 3, background: "#808080" },
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer()

type Sent = { url: string; error?: undefined } | { url?: undefined; error: tus.DetailedError | Error }

// tus-js-client in Node, as the app sends (src/lib/photo-upload.ts): the site's Origin, retries after a cut.
function upload(
  port: number,
  bytes: Buffer,
  {
    user,
    photoId = crypto.randomUUID(),
    reportId = crypto.randomUUID(),
    origin = SITE,
    onProgress,
    retryDelays = [0, 100, 300],
  }: {
    user?: string
    photoId?: string
    reportId?: string
    origin?: string
    onProgress?: (sent: number, total: number) => void
    retryDelays?: number[]
  },
): Promise<Sent> {
  return new Promise((resolve) => {
    const sending = new tus.Upload(bytes, {
      endpoint: `http://127.0.0.1:${port}${INSPECT_UPLOADS_API}`,
      headers: { Origin: origin, ...(user ? { "x-test-user": user } : {}) },
      metadata: { reportId, photoId },
      retryDelays,
      onProgress,
      onSuccess: () => resolve({ url: sending.url as string }),
      onError: (error) => resolve({ error }),
    })
    sending.start()
  })
}

const statusOf = (sent: Sent) => (sent.error as tus.DetailedError | undefined)?.originalResponse?.getStatus()
const idOf = (url: string) => url.split("/").pop() as string
// The bytes each instance says it stored, request by request, from its log.
const storedByRequest = (log: string) =>
  log
    .split("\n")
    .filter((line) => line.includes("photo upload bytes stored"))
    .map((line) => JSON.parse(line) as { bytes: number; offset: number })

// The addresses the app keeps to resume (localStorage in a browser), kept in memory for a test's "pages".
function memoryUrlStorage(): tus.UrlStorage {
  const kept = new Map<string, { fingerprint: string; upload: tus.PreviousUpload }>()
  return {
    findAllUploads: async () => [...kept.values()].map(({ upload }) => upload),
    findUploadsByFingerprint: async (fingerprint) =>
      [...kept.values()].filter((entry) => entry.fingerprint === fingerprint).map(({ upload }) => upload),
    removeUpload: async (key) => void kept.delete(key),
    addUpload: async (fingerprint, upload) => {
      const key = `${fingerprint}-${kept.size}`
      kept.set(key, { fingerprint, upload: { ...upload, urlStorageKey: key } })
      return key
    },
  }
}

describe.each(STORAGE_KINDS)("photos uploaded with tus on %s", (kind) => {
  let db: Kysely<Database>
  let dbB: Kysely<Database>
  let one: Instance
  let two: Instance
  let photo: Buffer

  beforeAll(async () => {
    db = await databases.open(kind)
    // A second instance on the same database, through a connection of its own.
    dbB = await databases.open(kind)
    one = await startInstance(db, `${kind}-one`)
    two = await startInstance(dbB, `${kind}-two`)
    photo = await jpeg()
  })
  afterAll(async () => {
    await one?.app.close()
    await two?.app.close()
    await db?.destroy()
    await dbB?.destroy()
  })

  test("a photo uploads and is stored as sent; staff read the same bytes back", async () => {
    const sent = await upload(one.port, photo, { user: "inspector-a" })
    expect(sent.error).toBeUndefined()
    const stored = await readPhotoBytes(db, idOf(sent.url as string))
    expect(stored?.type).toBe("image/jpeg")
    expect(stored?.bytes.equals(photo)).toBe(true)
  })

  test("cut at 90 %, it resumes where it stopped: the bytes sent stay within 1.1× the photo", async () => {
    const proxy = startProxy(one.port)
    const port = await proxy.listen()
    try {
      proxy.state.cutAfter = Math.round(photo.length * 0.9)
      const sent = await upload(port, photo, { user: "inspector-a" })
      expect(sent.error).toBeUndefined()
      expect(proxy.state.cuts).toBe(1)
      expect((await readPhotoBytes(db, idOf(sent.url as string)))?.bytes.equals(photo)).toBe(true)
      // Headers included, what reached the server is a little more than the photo, never the photo twice; the
      // bodies it stored, request by request, add up to the photo exactly.
      const stored = storedByRequest(one.log()).slice(-2)
      console.log(`${kind}: a photo of ${photo.length} bytes cut at 90 %: ${proxy.state.sent} bytes reached the server`)
      expect(proxy.state.sent).toBeLessThanOrEqual(photo.length * 1.1)
      expect(stored.map(({ bytes }) => bytes).reduce((sum, bytes) => sum + bytes)).toBe(photo.length)
    } finally {
      await proxy.close()
    }
  })

  test("begun on one instance, it finishes on the other", async () => {
    const proxy = startProxy(one.port)
    const port = await proxy.listen()
    try {
      const logOfTwo = two.log().length
      proxy.state.cutAfter = Math.round(photo.length * 0.5)
      const sent = await upload(port, photo, {
        user: "inspector-a",
        onProgress: () => {
          // After the cut, the proxy sends the retries to the other instance.
          if (proxy.state.cuts > 0) proxy.state.target = two.port
        },
      })
      expect(sent.error).toBeUndefined()
      const onTwo = storedByRequest(two.log().slice(logOfTwo))
      // The second instance took the rest, from where the first stopped.
      expect(onTwo.length).toBeGreaterThan(0)
      expect(onTwo[0].offset).toBeGreaterThan(0)
      expect(onTwo.reduce((sum, { bytes }) => sum + bytes, onTwo[0].offset)).toBe(photo.length)
      expect((await readPhotoBytes(dbB, idOf(sent.url as string)))?.bytes.equals(photo)).toBe(true)
    } finally {
      await proxy.close()
    }
  })

  test("the same photo sent twice is stored once", async () => {
    const photoId = crypto.randomUUID()
    const first = await upload(one.port, photo, { user: "inspector-a", photoId })
    const again = await upload(two.port, photo, { user: "inspector-a", photoId })
    expect(idOf(again.url as string)).toBe(idOf(first.url as string))
    const rows = await db.selectFrom("photo_uploads").select("id").where("photo_id", "=", photoId).execute()
    expect(rows).toHaveLength(1)
  })

  test("refused: anonymous, another origin, too large, not an image, no report named", async () => {
    expect(statusOf(await upload(one.port, photo, {}))).toBe(401)
    expect(statusOf(await upload(one.port, photo, { user: "inspector-a", origin: "https://evil.example" }))).toBe(403)
    const tooLarge = Buffer.concat([photo, Buffer.alloc(PHOTO_MAX_BYTES + 1 - photo.length)])
    expect(statusOf(await upload(one.port, tooLarge, { user: "inspector-a" }))).toBe(413)
    // A PDF named like a photo: its bytes say what it is, and it is not kept.
    const photoId = crypto.randomUUID()
    expect(statusOf(await upload(one.port, samplePdf(), { user: "inspector-a", photoId }))).toBe(415)
    expect(await db.selectFrom("photo_uploads").select("id").where("photo_id", "=", photoId).execute()).toEqual([])
    expect(statusOf(await upload(one.port, photo, { user: "inspector-a", reportId: "not-a-uuid" }))).toBe(400)
  })

  test("another user's upload is not there for them: HEAD, PATCH and DELETE answer 404", async () => {
    const created = await fetch(`http://127.0.0.1:${one.port}${INSPECT_UPLOADS_API}`, {
      method: "POST",
      headers: {
        Origin: SITE,
        "x-test-user": "inspector-a",
        "Tus-Resumable": "1.0.0",
        "Upload-Length": String(photo.length),
        "Upload-Metadata": `reportId ${btoa(crypto.randomUUID())},photoId ${btoa(crypto.randomUUID())}`,
      },
    })
    expect(created.status).toBe(201)
    const url = new URL(created.headers.get("location") as string, `http://127.0.0.1:${one.port}`)
    const ask = (method: string, user: string, extra: Record<string, string> = {}) =>
      fetch(url, {
        method,
        headers: { Origin: SITE, "x-test-user": user, "Tus-Resumable": "1.0.0", ...extra },
        ...(method === "PATCH" ? { body: new Uint8Array(photo.subarray(0, 1000)) } : {}),
      }).then((response) => response.status)
    const patch = { "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" }
    expect(await ask("HEAD", "inspector-b")).toBe(404)
    expect(await ask("PATCH", "inspector-b", patch)).toBe(404)
    expect(await ask("DELETE", "inspector-b")).toBe(404)
    expect(await ask("HEAD", "inspector-a")).toBe(200)
    const row = await db
      .selectFrom("photo_uploads")
      .select("received")
      .where("id", "=", idOf(url.pathname))
      .executeTakeFirst()
    expect(row?.received).toBe(0)
    expect(await ask("DELETE", "inspector-a")).toBe(204)
    expect(await ask("HEAD", "inspector-a")).toBe(404)
  })

  test("the app's uploadPhoto: the page gives up at a cut at 90 %, the next one resumes from what the server holds", async () => {
    const proxy = startProxy(one.port)
    const port = await proxy.listen()
    try {
      const urlStorage = memoryUrlStorage()
      const photoId = crypto.randomUUID()
      // tus-js-client's Node build reads a Buffer where the browser's reads the Blob.
      const send = (retryDelays: number[]) =>
        uploadPhoto(photo as unknown as Blob, {
          ...{ reportId: crypto.randomUUID(), photoId, origin: `http://127.0.0.1:${port}` },
          ...{ headers: { Origin: SITE, "x-test-user": "inspector-a" }, urlStorage, retryDelays },
        })
      // Without retries the page gives up at the cut, as one closed or gone offline does.
      proxy.state.cutAfter = Math.round(photo.length * 0.9)
      await expect(send([])).rejects.toThrow()
      const id = await send([0])
      expect((await readPhotoBytes(db, id))?.bytes.equals(photo)).toBe(true)
      expect(proxy.state.cuts).toBe(1)
      expect(proxy.state.sent).toBeLessThanOrEqual(photo.length * 1.1)
      const rows = await db.selectFrom("photo_uploads").select("id").where("photo_id", "=", photoId).execute()
      expect(rows).toEqual([{ id }])
      // A refusal the server will repeat is told apart from a network that will come back.
      const pdf = uploadPhoto(samplePdf() as unknown as Blob, {
        ...{ reportId: crypto.randomUUID(), photoId: crypto.randomUUID(), origin: `http://127.0.0.1:${one.port}` },
        ...{ headers: { Origin: SITE, "x-test-user": "inspector-a" }, urlStorage, retryDelays: [] },
      })
      await expect(pdf).rejects.toEqual(expect.objectContaining({ status: 415 }))
      await expect(pdf).rejects.toBeInstanceOf(PhotoUploadRefused)
    } finally {
      await proxy.close()
    }
  })

  test("the retention job removes uploads left unfinished for a week, never a finished photo", async () => {
    const finished = await upload(one.port, photo, { user: "inspector-a" })
    const proxy = startProxy(one.port)
    const port = await proxy.listen()
    try {
      // Cut half-way and never resumed.
      proxy.state.cutAfter = Math.round(photo.length / 2)
      const photoId = crypto.randomUUID()
      expect(await upload(port, photo, { user: "inspector-a", photoId, retryDelays: [] })).toHaveProperty("error")
      const { id: left, created_at } = await db
        .selectFrom("photo_uploads")
        .select(["id", "created_at"])
        .where("photo_id", "=", photoId)
        .executeTakeFirstOrThrow()
      const later = (ms: number) => new Date(Date.parse(created_at) + ms)
      await discardStalePhotoUploads(db, later(STALE_PHOTO_UPLOAD_MS - 60_000))
      expect(await db.selectFrom("photo_uploads").select("id").where("id", "=", left).execute()).toHaveLength(1)
      expect(await discardStalePhotoUploads(db, later(STALE_PHOTO_UPLOAD_MS + 60_000))).toBe(1)
      expect(await db.selectFrom("photo_upload_chunks").select("seq").where("upload_id", "=", left).execute()).toEqual(
        [],
      )
      expect((await readPhotoBytes(db, idOf(finished.url as string)))?.bytes.equals(photo)).toBe(true)
    } finally {
      await proxy.close()
    }
  })
})

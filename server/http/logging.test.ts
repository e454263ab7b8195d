/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Writable } from "node:stream"
import pino from "pino"
import { LOG_SERIALIZERS } from "../app"
import { startRequestApp } from "../../testing/quote-app"
import { openDatabase } from "../storage/database"

// What the server writes to its logs about a visitor's request: enough to trace it, nothing about the person.
test("log lines are JSON with a request id, and carry no name, e-mail, phone or client address", async () => {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean))
      done()
    },
  })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "logging-"))
  const db = await openDatabase({ dataDir })
  const {
    base,
    fetch: appFetch,
    close,
  } = await startRequestApp({
    db,
    logger: pino({ level: "info", serializers: LOG_SERIALIZERS }, sink),
    minFillMs: 0,
  })
  const person = {
    firstName: "Yasmin",
    lastName: "Abdelrahman",
    email: "yasmin.abdelrahman@petro-delta.test",
    phone: "+20 100 987 6543",
    industry: "petrochemical",
    service: "ndt",
    message: "Radiography of 30 nozzle welds on a new ammonia separator, ASME VIII Div. 1.",
    consent: true,
  }
  const response = await appFetch(`${base}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": "trace-123" },
    body: JSON.stringify(person),
  })
  expect(response.status).toBe(201)
  await appFetch(`${base}/contact/?service=ndt&email=${encodeURIComponent(person.email)}`)
  await close()
  await db.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })

  const records = lines.map((line) => JSON.parse(line))
  const apiLine = records.find((record) => record.req?.path === "/api/quote")
  expect(apiLine).toMatchObject({
    reqId: "trace-123",
    req: { method: "POST", path: "/api/quote" },
    res: { status: 201 },
  })
  expect(records.find((record) => record.req?.path === "/contact/")).toBeDefined()
  // (The server's own listening address is announced once at start; the client's address never appears.)
  const everything = lines.filter((line) => !line.includes("Server listening")).join("\n")
  for (const secret of [person.firstName, person.lastName, person.email, "987 6543", "127.0.0.1", "email="]) {
    expect(everything).not.toContain(secret)
  }
})

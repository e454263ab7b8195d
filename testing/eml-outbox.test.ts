import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readOutboxMails } from "./eml-outbox"

// The shared e2e server writes each mail as <name>.eml.tmp and renames it (server/mail/sender.ts), and erasures
// delete .eml copies: a listing may name a file that is gone by the time it is read.
describe("readOutboxMails", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "eml-outbox-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  test("reads finished .eml files and skips a message still being written", () => {
    fs.writeFileSync(path.join(dir, "staff-1.eml"), "To: a@inspection.test\n\nfirst")
    fs.writeFileSync(path.join(dir, "staff-2.eml.tmp"), "To: b@inspection.test\n\nhalf")
    expect(readOutboxMails(dir)).toEqual(["To: a@inspection.test\n\nfirst"])
  })

  test("a file removed between the listing and the read is skipped, not an error", () => {
    fs.writeFileSync(path.join(dir, "staff-1.eml"), "one")
    fs.writeFileSync(path.join(dir, "staff-2.eml"), "two")
    const realRead = fs.readFileSync
    const spy = jest.spyOn(fs, "readFileSync").mockImplementation(((
      file: fs.PathOrFileDescriptor,
      options?: unknown,
    ) => {
      if (String(file).endsWith("staff-2.eml")) fs.rmSync(String(file))
      return realRead(file, options as BufferEncoding)
    }) as typeof fs.readFileSync)
    try {
      expect(readOutboxMails(dir)).toEqual(["one"])
    } finally {
      spy.mockRestore()
    }
  })

  test("an outbox not made yet holds no mail", () => {
    expect(readOutboxMails(path.join(dir, "missing"))).toEqual([])
  })
})

/** @jest-environment node */
import fs from "node:fs"
import { simpleParser } from "mailparser"
import { emlSender } from "./sender"
import { tempDirs } from "../../testing/temp-dirs"

// A mail's Arabic shows its codes, dates and clauses in their own order in a mail reader: each sits in an isolate
// (U+2066 … U+2069), as on the site; links and addresses stay exactly as typed.
const tempDir = tempDirs(afterAll)
const ISOLATED = (run: string) => `\u2066${run}\u2069`

test("a mail sent holds its Arabic runs isolated, and its links, addresses, tags and entities as written", async () => {
  const dir = tempDir("isolated-mail-")
  const sender = emlSender(dir)
  const link = "https://www.inspection-eg.com/ar/client/?code=A-1&x=2"
  await sender.send(
    {
      from: "site@inspection-eg.com",
      to: "client@example.com",
      subject: "شهادة الخط 40-P-1204",
      text: `تنتهي صلاحية شهادة الخط 40-P-1204 في 2027-03-31 (المادة 9(3)(a)(i)).\nالرابط: ${link}\nراسلونا: qa@inspection-eg.com`,
      html: `<p style="padding:4px 12px">حمولة 5 t، Oil &amp; Gas، المادة 9(3)(a)(i)</p><a href="${link}">${link}</a>`,
    },
    "mail-1",
  )
  sender.close()
  const mail = await simpleParser(fs.readFileSync(`${dir}/mail-1.eml`))
  expect(mail.subject).toBe(`شهادة الخط ${ISOLATED("40-P-1204")}`)
  expect(mail.text).toContain(
    `الخط ${ISOLATED("40-P-1204")} في ${ISOLATED("2027-03-31")} (المادة ${ISOLATED("9(3)(a)(i)")}).`,
  )
  expect(mail.text).toContain(`الرابط: ${link}\n`)
  expect(mail.text).toContain("راسلونا: qa@inspection-eg.com")
  expect(mail.html).toContain(
    `<p style="padding:4px 12px">حمولة ${ISOLATED("5 t")}، Oil &amp; Gas، المادة ${ISOLATED("9(3)(a)(i)")}</p>`,
  )
  expect(mail.html).toContain(`<a href="${link}">${link}</a>`)
})

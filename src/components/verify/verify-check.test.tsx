import * as React from "react"
import fs from "node:fs"
import path from "node:path"
import { TextDecoder, TextEncoder } from "node:util"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { VERIFY_SLOT } from "../../lib/verify-result"
import { withoutTranslations } from "../../lib/translation"
import { DATA_DIR } from "../../../testing/paths"
import { VerifyCheck } from "./verify-check"

type Texts = React.ComponentProps<typeof VerifyCheck>["texts"]
const texts = withoutTranslations(JSON.parse(fs.readFileSync(path.join(DATA_DIR, "verify.json"), "utf8"))) as Texts
const ANSWER = `<p data-verify-status="withdrawn">Withdrawn</p>`

// The page as the server sends a scanned label's link: the built page with the answer written into its slot.
async function servedPage() {
  // React's server renderer needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder })
  const { renderToString } = await import("react-dom/server")
  const html = renderToString(<VerifyCheck texts={texts} brand="Inspection" locale="en" />)
  const container = document.createElement("div")
  container.innerHTML = html.replace(new RegExp(`(${VERIFY_SLOT}=""[^>]*>)(</div>)`), `$1${ANSWER}$2`)
  document.body.append(container)
  return container
}

beforeEach(() => {
  // The label check's keys: none on this device (the server's answer stands).
  globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch
})
afterEach(() => document.body.replaceChildren())

describe("VerifyCheck", () => {
  // At 375 px the answer began under the page's introduction, below the fold (UX review P17).
  it("brings a scanned label's answer into view and focuses it when the page opens", async () => {
    window.history.pushState({}, "", "/verify/?n=LE-2026-01009&c=ABCD2345")
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this)
    })
    const container = await servedPage()
    render(<VerifyCheck texts={texts} brand="Inspection" locale="en" />, { container, hydrate: true })
    const slot = container.querySelector(`[${VERIFY_SLOT}]`)!
    expect(slot).toHaveTextContent("Withdrawn")
    expect(slot).toHaveFocus()
    expect(scrolled).toContain(slot)
  })

  it("leaves the page where it is when there is no answer to show", () => {
    window.history.pushState({}, "", "/verify/")
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this)
    })
    render(<VerifyCheck texts={texts} brand="Inspection" locale="en" />)
    expect(scrolled).toEqual([])
    expect(document.body).toHaveFocus()
  })
})

describe("VerifyCheck's form", () => {
  // The answer sits above the form: after a check sent from the form's button it is off-screen on a phone.
  it("brings each answer into view, a second check with the same answer too", async () => {
    window.history.pushState({}, "", "/verify/")
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this)
    })
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch
    const { container } = render(<VerifyCheck texts={texts} brand="Inspection" locale="en" />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(texts.form.number), "LE-2026-09999")
    await user.type(screen.getByLabelText(texts.form.code), "ABCD2345EF")
    const slot = container.querySelector(`[${VERIFY_SLOT}]`)!
    await user.click(screen.getByRole("button", { name: texts.form.submit }))
    await waitFor(() => expect(slot).toHaveFocus())
    await user.click(screen.getByRole("button", { name: texts.form.submit }))
    await waitFor(() => expect(scrolled.filter((element) => element === slot)).toHaveLength(2))
    expect(slot).toHaveFocus()
  })
})

describe("VerifyCheck's report file", () => {
  // The check of a PDF is the page's script's: the field appears once it runs, and its answer shows in the slot.
  const pick = async (keys: unknown) => {
    Object.assign(globalThis, { TextEncoder, TextDecoder })
    // jsdom's File has no arrayBuffer(), which every browser the page serves has: read as a browser would.
    File.prototype.arrayBuffer ??= function (this: File) {
      return new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader()
        reader.onload = () => resolve(reader.result as ArrayBuffer)
        reader.readAsArrayBuffer(this)
      })
    }
    window.history.pushState({}, "", "/verify/")
    Element.prototype.scrollIntoView = jest.fn()
    globalThis.fetch = jest.fn(async (url: string) =>
      url === "/verify/keys.json" && keys
        ? { ok: true, status: 200, json: async () => keys }
        : { ok: false, status: 404 },
    ) as unknown as typeof fetch
    const { container } = render(<VerifyCheck texts={texts} brand="Inspection" locale="en" />)
    const input = await screen.findByLabelText(texts.file.choose)
    const file = new File(["%PDF-1.4\n%%EOF\n"], "scan.pdf", { type: "application/pdf" })
    await userEvent.setup().upload(input, file)
    return container.querySelector(`[${VERIFY_SLOT}]`)!
  }

  it("says a file without the company's signature is not a signed report", async () => {
    const slot = await pick({ keys: [] })
    await waitFor(() => expect(slot).toHaveTextContent(texts.file.unsigned))
    expect(slot).not.toHaveTextContent(texts.file.genuine)
    expect(slot).toHaveFocus()
  })

  it("on a device that never kept the keys, says the check needs the network once", async () => {
    const slot = await pick(undefined)
    await waitFor(() => expect(slot).toHaveTextContent(texts.file.needsKeys))
  })
})

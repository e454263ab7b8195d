/** @jest-environment node */
import { startConfiguredServer, type ConfiguredServer } from "../../testing/configured-server"
import { databasesForTests } from "../../testing/test-databases"
import { STAFF, createAccounts, signIn, staffCall, staffEnvOf } from "../../testing/staff"
import { codeNames } from "../../src/lib/code-names"
import { services } from "../../testing/content"
import { STAFF_NAMES_API } from "../../src/lib/staff-paths"

jest.setTimeout(120_000)

// The names are read from data/ and touch no table: one database is enough.
const databases = databasesForTests("staff-names-")

describe("the names the workspace shows for stored codes", () => {
  let server: ConfiguredServer
  beforeAll(async () => {
    const env = staffEnvOf(databases, "sqlite")
    await createAccounts([[STAFF, "staff"]], env)
    server = await startConfiguredServer(env)
  })
  afterAll(() => server?.close())

  test("are the public form's and the public check's words, and only for signed-in staff", async () => {
    expect((await server.fetch(`${server.base}${STAFF_NAMES_API}`)).status).toBe(401)
    const { cookie } = await signIn(server, STAFF)
    const answer = await staffCall(server, STAFF_NAMES_API, { headers: { cookie } })
    expect(answer.status).toBe(200)
    const names = codeNames.parse(await answer.json())
    expect(names.industries["oil-gas"]).toBe("Oil & Gas")
    // Each service as the quote form lists it: its title in data/services/.
    for (const service of services) expect(names.services[service.formValue]).toBe(service.title)
    expect(names.services["third-party"]).toBe("Third-Party Inspection")
    expect(names.kinds["lifting-equipment"]).toBe("Lifting equipment thorough examination")
    expect(names.languages).toEqual({ en: "English", ar: "العربية" })
    expect(names.sites).toEqual({ onshore: "Onshore", offshore: "Offshore" })
  })
})

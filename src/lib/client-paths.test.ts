import { clientPageFile, clientRoot, isClientPath } from "./client-paths"

describe("the clients' register paths", () => {
  it("are the register's in either edition, and nothing else", () => {
    for (const path of ["/client", "/client/", "/client/set-password/", "/ar/client/", "/ar/client/invitation/"])
      expect(isClientPath(path)).toBe(true)
    for (const path of ["/", "/clients/", "/ar/", "/staff/client/", "/api/client/register", "/ar/clientx/"])
      expect(isClientPath(path)).toBe(false)
  })

  it("load the page Gatsby writes for their edition", () => {
    expect(clientPageFile("/client/set-password/")).toBe("client/[...]/index.html")
    expect(clientPageFile("/ar/client/")).toBe("ar/client/[...]/index.html")
    expect(clientRoot("ar")).toBe("/ar/client/")
  })
})

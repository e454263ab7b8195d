/** @jest-environment node */
import path from "node:path"
import { loadConfig } from "./config"

test("defaults: port 9000 on the loopback interface, serving ./public", () => {
  expect(loadConfig({})).toEqual({ port: 9000, host: "127.0.0.1", publicDir: path.resolve("public") })
})

test("PORT, HOST and PUBLIC_DIR override the defaults", () => {
  expect(loadConfig({ PORT: "8080", HOST: "0.0.0.0", PUBLIC_DIR: "/srv/site" })).toEqual({
    port: 8080,
    host: "0.0.0.0",
    publicDir: "/srv/site",
  })
})

test.each(["http", "80.5", "70000", "-1"])("PORT=%s stops the server with the variable named", (port) => {
  expect(() => loadConfig({ PORT: port })).toThrow(`PORT must be a whole number from 0 to 65535 (got "${port}")`)
})

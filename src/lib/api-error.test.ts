import { ApiError } from "./json-fetch"
import { readApiError } from "./api-error"

// What a page shows of a refusal (json-fetch.ts reads every one through api-error.ts).
describe("reading a refusal", () => {
  test("a server error's words end with its request id, to quote to the company", () => {
    const error = new ApiError(500, "Internal Server Error", {
      error: "Something went wrong on our side. Try again later.",
      code: "SERVER_ERROR",
      requestId: "0b7c2f1e-5d1a-4c2b-9a55-3f2d8e6b1c40",
    })
    expect([error.message, error.code]).toEqual([
      "Something went wrong on our side. Try again later. (reference 0b7c2f1e-5d1a-4c2b-9a55-3f2d8e6b1c40)",
      "SERVER_ERROR",
    ])
  })

  test("a refusal keeps its words and code; a body without words gets the fallback and keeps its code", () => {
    expect(readApiError({ error: "Sign in first.", code: "SIGNED_OUT" }, "Unauthorized")).toEqual({
      error: "Sign in first.",
      code: "SIGNED_OUT",
    })
    expect(readApiError({ message: "Invalid email or password", code: "INVALID" }, "Unauthorized")).toEqual({
      error: "Unauthorized",
      code: "INVALID",
    })
    expect(readApiError("<html>Bad Gateway</html>", "Bad Gateway")).toEqual({ error: "Bad Gateway" })
  })
})

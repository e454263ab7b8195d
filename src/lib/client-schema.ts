import { z } from "zod"
import { strings, text } from "./content-schema"
import { REGISTER_STATUSES } from "./register-status"

// data/client.json: every text of the clients' register (/client/, /ar/client/), edited in /admin/ like the rest.
export const clientSchema = z
  .object({
    title: text,
    signIn: strings([
      "heading",
      "intro",
      "email",
      "password",
      "submit",
      "working",
      "code",
      "codeHint",
      "codeSubmit",
      "forgot",
      "resetIntro",
      "resetEmail",
      "resetSubmit",
      "resetSent",
      "failed",
    ]),
    setPassword: strings([
      "heading",
      "intro",
      "password",
      "passwordHint",
      "confirm",
      "mismatch",
      "submit",
      "done",
      "noLink",
    ]),
    invitation: strings(["heading", "intro", "accept", "failed"]),
    app: strings(["loading", "signOut", "language", "noCompany"]),
    register: strings([
      "heading",
      "intro",
      "filters",
      "site",
      "kind",
      "status",
      "due",
      "dueWithin",
      "search",
      "searchHint",
      "any",
      "apply",
      "clear",
      "item",
      "serial",
      "certificate",
      "inspectedOn",
      "validUntil",
      "noExpiry",
      "count",
      "empty",
      "more",
      "csv",
      "history",
      "historyHeading",
      "examinations",
      "failed",
    ]),
    statuses: strings(REGISTER_STATUSES),
  })
  .strict()

export type ClientTexts = z.infer<typeof clientSchema>

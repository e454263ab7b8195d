import { z } from "zod"
import { strings } from "./content-schema"

// The inspectors' app's words (/inspect/, /ar/inspect/; issue 61), the `inspect` block of data/client.json: both
// editions, checked by the content check like every text. {count}, {date}, {who}… are filled in by the app.
export const inspectTextsSchema = z
  .object({
    // The workspace's sign-in (src/components/staff/sign-in.tsx) in the app's words.
    signIn: strings(["heading", "email", "password", "submit", "code", "verify", "failed", "tooMany", "badCode"]),
    app: strings([
      "title",
      "loading",
      "signOut",
      "language",
      "online",
      "offline",
      "sending",
      "waiting",
      "allSent",
      "storageKept",
      "notInspector",
    ]),
    jobs: strings(["heading", "today", "coming", "earlier", "empty", "items", "booking", "offlineEmpty"]),
    job: strings([
      "back",
      "itemsHeading",
      "serial",
      "lastRating",
      "lastInspected",
      "lastFindings",
      "noHistory",
      "dangerous",
      "kind",
      "startReport",
      "newItemHeading",
      "newItemName",
      "newItemSerial",
      "newItemAdd",
      "newItemBadge",
      "reportsHeading",
      "draft",
      "submitted",
      "unknownJob",
    ]),
    report: strings([
      "back",
      "required",
      "saved",
      "submit",
      "missingHeading",
      "submittedWaiting",
      "submittedSent",
      "yes",
      "no",
      "choose",
      "unknownReport",
      "noForm",
    ]),
    defects: strings([
      "add",
      "description",
      "danger",
      "dangerNow",
      "dangerByDate",
      "dangerNo",
      "remedyBy",
      "remove",
      "noticeSent",
      "noticeWaiting",
    ]),
    indications: strings(["add", "location", "size", "evaluation", "accept", "reject", "record", "remove"]),
    photos: strings(["take", "caption", "remove", "shrinking", "failed", "count"]),
    conflict: strings(["heading", "intro", "mine", "theirs", "keepMine", "keepTheirs", "keepBoth"]),
    signOut: strings(["heading", "unsent", "nothingUnsent", "confirm", "cancel"]),
  })
  .strict()

export type InspectTexts = z.infer<typeof inspectTextsSchema>

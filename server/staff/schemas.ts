import { INDUSTRY_VALUES, SERVICE_VALUES } from "../../src/lib/quote-options"
import { REQUEST_STATUSES, REQUEST_KINDS } from "../storage/schema"

// Route schemas: Fastify refuses anything else with 400 before a handler runs.
// Quote requests (Q-…) and complaints or appeals (C-…).
const REFERENCE = { type: "string", pattern: "^[QC]-\\d{4}-\\d{6}$" } as const
const DAY = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" } as const

export const referenceParams = {
  type: "object",
  required: ["reference"],
  properties: { reference: REFERENCE },
} as const

export const filterQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    status: { type: "string", enum: [...REQUEST_STATUSES] },
    kind: { type: "string", enum: [...REQUEST_KINDS] },
    service: { type: "string", enum: [...SERVICE_VALUES] },
    industry: { type: "string", enum: [...INDUSTRY_VALUES] },
    assignee: { type: "string", maxLength: 100 },
    spam: { type: "boolean" },
    overdue: { type: "boolean" },
    from: DAY,
    to: DAY,
    q: { type: "string", maxLength: 200 },
    page: { type: "integer", minimum: 1, maximum: 100_000 },
  },
} as const

export const statusBody = {
  type: "object",
  required: ["status"],
  additionalProperties: false,
  properties: {
    status: { type: "string", enum: [...REQUEST_STATUSES] },
    reason: { type: "string", maxLength: 1000 },
  },
} as const

export const assigneeBody = {
  type: "object",
  required: ["assigneeId"],
  additionalProperties: false,
  properties: { assigneeId: { type: ["string", "null"], maxLength: 100 } },
} as const

export const noteBody = {
  type: "object",
  required: ["text"],
  additionalProperties: false,
  properties: {
    text: { type: "string", minLength: 1, maxLength: 5000, pattern: "\\S" },
    // The note records the reply sent to the requester.
    replySent: { type: "boolean" },
  },
} as const

export const spamBody = {
  type: "object",
  required: ["spam"],
  additionalProperties: false,
  properties: { spam: { type: "boolean" } },
} as const

const EMAIL = { type: "string", format: "email", maxLength: 254 } as const

export const inviteBody = {
  type: "object",
  required: ["email", "name", "role"],
  additionalProperties: false,
  properties: {
    email: EMAIL,
    name: { type: "string", minLength: 1, maxLength: 100 },
    role: { type: "string", enum: ["admin", "staff"] },
  },
} as const

export const userParams = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string", maxLength: 100 } },
} as const

export const roleBody = {
  type: "object",
  required: ["role"],
  additionalProperties: false,
  properties: { role: { type: "string", enum: ["admin", "staff"] } },
} as const

export const personBody = {
  type: "object",
  required: ["email"],
  properties: { email: EMAIL },
} as const

export const eraseBody = {
  type: "object",
  required: ["email", "confirm"],
  additionalProperties: false,
  properties: { email: EMAIL, confirm: { const: true } },
} as const

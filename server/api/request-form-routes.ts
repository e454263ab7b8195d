import crypto from "node:crypto"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import formbody from "@fastify/formbody"
import multipart from "@fastify/multipart"
import type { Kysely } from "kysely"
import { z } from "zod"
import { zodRoutes } from "../http/zod-routes"
import { cairoToday } from "../../src/lib/cairo-time"
import { CONSENT_FIELD } from "../../src/lib/consent"
import { fill } from "../../src/lib/format"
import type { FieldError } from "../../src/lib/form-fields"
import { editionOf, type Content, type Edition } from "../content"
import { LOCALES, localeOfPath, localizePath } from "../../src/lib/locales"
import { createRequestWriter } from "../storage/requests"
import type { Clock } from "../clock"
import type { Database } from "../storage/schema"
import { hashClientAddress } from "../http/client-address"
import { registerRateLimit } from "./rate-limit"
import { notSentPage, receivedPage } from "./result-pages"
import { COMPLAINT_FORM, QUOTE_FORM, type RequestForm } from "./request-forms"
import { compressResponses } from "../http/compression"
import {
  ATTACHMENT_DEFAULTS,
  ATTACHMENT_FIELD,
  attachmentErrorText,
  type AttachmentError,
  type AttachmentLimits,
} from "../../src/lib/attachment-rules"
import { multipartLimits, readMultipart, removeReceived, sweepTemporaryFiles } from "../attachments/read-multipart"
import type { ReceivedFile } from "../attachments/received-file"

export type RequestApiOptions = {
  db: Kysely<Database>
  content: Content
  publicDir: string
  siteUrl: string
  rateLimit: { max: number; windowMs: number }
  minFillMs: number
  // ACKNOWLEDGEMENTS_PER_DAY (server/config.ts); its default when left out.
  acknowledgementsPerDay?: number
  ipHashSalt: string
  onSaved?: () => void
  clock: Clock
  // The quote form's attachments: limits (defaults: src/lib/attachment-rules.ts) and where uploads wait, in
  // DATA_DIR/uploads, until their request's transaction stores them.
  attachments?: AttachmentLimits
  dataDir?: string
}

export const BODY_LIMIT = 32 * 1024
const FORM = "application/x-www-form-urlencoded"
const MULTIPART = "multipart/form-data"

// The fields are checked by the form's own schema in the handler (a multipart body is read there), so that each
// error is worded in the visitor's language; the route's schemas say what it answers as JSON.
const formFields = z.record(z.unknown())
const formErrors = z.object({ errors: z.record(z.string()) })
const formReplies = { response: { 201: z.object({ reference: z.string() }), "4xx": formErrors, 503: formErrors } }
// The received page's ?reference=…: anything but one string shows no reference.
const referenceQuery = z.object({ reference: z.string().catch("") })

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex")
// Media types are case-insensitive, as Fastify's parser treats them.
const contentType = (request: FastifyRequest) => (request.headers["content-type"] ?? "").toLowerCase()
const isMultipart = (request: FastifyRequest) => contentType(request).startsWith(MULTIPART)
// A browser's own post (no JavaScript) gets the result pages; the form's script sends multipart too, asking for JSON.
const isForm = (request: FastifyRequest) =>
  contentType(request).startsWith(FORM) ||
  (isMultipart(request) && !(request.headers.accept ?? "").includes("application/json"))

function errorMessages(errors: Partial<Record<string, FieldError>>, edition: Edition): Record<string, string> {
  const texts = edition.site.form.errors
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      fill(texts[error!.code], { min: error!.min ?? "", max: error!.max ?? "" }),
    ]),
  )
}

// Each refused file in one sentence, named and with the reason, in the visitor's language.
function attachmentMessages(errors: AttachmentError[], edition: Edition, limits: AttachmentLimits): string {
  const texts = edition.site.form.attachments
  return errors.map((error) => attachmentErrorText(error, texts.errors, limits, texts.over)).join(" ")
}

function fieldLabel<T>(form: RequestForm<T>, field: string, edition: Edition): string {
  // The consent box is labelled by a sentence; its error names the notice instead.
  if (field === CONSENT_FIELD) return edition.site.form.consentLink
  return form.label(field, edition) || field
}

// The page the request came from, as a path, when it is one of ours.
function pageOf(request: FastifyRequest, ownOrigins: Set<string>): string | null {
  const referer = request.headers.referer
  if (!referer) return null
  try {
    const url = new URL(referer)
    return ownOrigins.has(url.origin) ? url.pathname.slice(0, 300) : null
  } catch {
    return null
  }
}

// The request pipeline — POST /api/quote and POST /api/complaint — with its no-JS result pages: one body limit,
// rate limit, Origin check, idempotency, spam handling and store-then-mail path for both forms.
export async function requestFormRoutes(scope: FastifyInstance, options: RequestApiOptions) {
  const app = zodRoutes(scope)
  const { db, content } = options
  const writer = createRequestWriter(db, {
    clock: options.clock,
    acknowledgementsPerDay: options.acknowledgementsPerDay,
    holidays: content.en.holidayDates,
  })
  const siteOrigin = new URL(options.siteUrl).origin
  const ownOrigins = (request: FastifyRequest) => new Set([siteOrigin, `${request.protocol}://${request.host}`])

  const limits = options.attachments ?? ATTACHMENT_DEFAULTS
  const uploadDir = path.join(options.dataDir ?? os.tmpdir(), "uploads")
  scope.addHook("onClose", sweepTemporaryFiles(uploadDir))
  await scope.register(formbody, { bodyLimit: BODY_LIMIT })
  // Files stream to disk under these limits (an oversized file is cut off, never held whole); only the routes
  // below read multipart bodies.
  await scope.register(multipart, { limits: multipartLimits(limits, BODY_LIMIT), throwFileSizeLimit: false })
  await registerRateLimit(scope, db, options.ipHashSalt, options.clock)
  await compressResponses(scope)
  app.removeContentTypeParser("text/plain")

  const formOf = (request: FastifyRequest): RequestForm<unknown> =>
    (request.url.split("?")[0] === COMPLAINT_FORM.path ? COMPLAINT_FORM : QUOTE_FORM) as RequestForm<unknown>
  const problemsPage = (
    reply: FastifyReply,
    status: number,
    problems: string[],
    edition: Edition,
    form: RequestForm<unknown>,
  ) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .send(notSentPage(options.publicDir, form.notSentPath, problems, form.failedText(edition), edition.locale))
  // Before the body is read, the edition a visitor posted from is the one of the page that sent the form.
  const refererEdition = (request: FastifyRequest) =>
    editionOf(content, localeOfPath(pageOf(request, ownOrigins(request)) ?? "/"))

  // Errors raised before the handler (body too large, malformed JSON, unsupported type) keep the API's shape.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503
    if (status === 503) {
      request.log.error({ err: error }, "request failed")
      reply.header("Retry-After", "5")
    }
    // A rate-limited visitor sees the form's own "could not send" text; the form retries after Retry-After.
    const message =
      status === 413
        ? isMultipart(request)
          ? `The request has too many parts or a field longer than ${BODY_LIMIT / 1024} KB.`
          : `The request is larger than ${BODY_LIMIT / 1024} KB.`
        : status === 415
          ? `Send the request as application/json, ${FORM} or ${MULTIPART}.`
          : status === 400
            ? "The request body could not be read."
            : refererEdition(request).site.quoteNotSent.failedText
    if (isForm(request)) return problemsPage(reply, status, [message], refererEdition(request), formOf(request))
    return reply.code(status).send({ errors: { [status === 429 ? "form" : "body"]: message } })
  })

  const { max, windowMs } = options.rateLimit
  const rateLimit = max > 0 ? { max, timeWindow: windowMs } : false
  const post = <T>(kind: RequestForm<T>) =>
    app.post(
      kind.path,
      { bodyLimit: BODY_LIMIT, config: { rateLimit }, schema: formReplies },
      async (request, reply) => {
        const form = isForm(request)
        const origin = request.headers.origin
        if (origin && !ownOrigins(request).has(origin)) {
          const message = "Requests are accepted from this site only."
          return form
            ? problemsPage(reply, 403, [message], refererEdition(request), kind as RequestForm<unknown>)
            : reply.code(403).send({ errors: { origin: message } })
        }
        let files: ReceivedFile[] = []
        let fileErrors: AttachmentError[] = []
        let body = request.body
        if (isMultipart(request)) {
          try {
            const read = await readMultipart(request, limits, uploadDir, kind.path === QUOTE_FORM.path)
            ;({ files, errors: fileErrors } = read)
            body = read.fields
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode
            // busboy's complaints about a broken body carry no status: the body could not be read.
            throw Object.assign(error as Error, { statusCode: status && status < 500 ? status : 400 })
          }
        }
        try {
          return await handle(body, files, fileErrors)
        } finally {
          removeReceived(files)
        }

        async function handle(body: unknown, files: ReceivedFile[], fileErrors: AttachmentError[]) {
          const read = formFields.safeParse(body)
          if (!read.success) {
            return reply.code(400).send({ errors: { body: "The request body must be an object of form fields." } })
          }
          const { website, fillMs, locale, ...fields } = read.data
          // Field errors are worded in the visitor's language (the form sends its edition's locale).
          const edition = editionOf(content, locale)
          // One reading for the request: the day its dates are checked against and the time its consent was given.
          const now = options.clock()
          const result = kind.validate(fields, cairoToday(now))
          if (!result.ok || fileErrors.length > 0) {
            const messages = result.ok ? {} : errorMessages(result.errors, edition)
            if (fileErrors.length > 0) messages[ATTACHMENT_FIELD] = attachmentMessages(fileErrors, edition, limits)
            if (form) {
              const problems = Object.entries(messages).map(
                ([field, message]) => `${fieldLabel(kind, field, edition)}: ${message}`,
              )
              return problemsPage(reply, 400, problems, edition, kind as RequestForm<unknown>)
            }
            return reply.code(400).send({ errors: messages })
          }
          // A filled honeypot or a form sent faster than a person can type: stored as spam, answered like any other.
          const filledIn =
            typeof fillMs === "number" || (typeof fillMs === "string" && fillMs !== "") ? Number(fillMs) : null
          const spam =
            (typeof website === "string" && website.trim() !== "") ||
            (filledIn !== null && filledIn < options.minFillMs)
          const key = request.headers["idempotency-key"]
          // The files are part of what a retry must repeat exactly: their names and digests join the body's hash.
          const value = {
            ...(result.value as Record<string, unknown>),
            ...(files.length ? { [ATTACHMENT_FIELD]: files.map((file) => `${file.name}:${file.sha256}`) } : {}),
          }
          const saved = await writer.save(
            {
              ...kind.stored(result.value),
              locale: edition.locale,
              ip_hash: hashClientAddress(options.ipHashSalt, request.ip),
              user_agent: (request.headers["user-agent"] ?? "").slice(0, 500) || null,
              page: pageOf(request, ownOrigins(request)),
              spam: spam ? 1 : 0,
              idempotency_key: typeof key === "string" && key ? key.slice(0, 200) : null,
              body_hash: sha256(JSON.stringify(value, Object.keys(value).sort())),
              consent_at: now.toISOString(),
              notice_version: edition.noticeVersion,
            },
            files,
          )
          if (saved.status === "conflict") {
            return reply
              .code(422)
              .send({ errors: { idempotencyKey: "This Idempotency-Key was used with a different request." } })
          }
          if (saved.status === "created" && !spam) options.onSaved?.()
          if (form) {
            const location = `${localizePath(kind.receivedPath, edition.locale)}?reference=${saved.reference}`
            return reply.redirect(location, 303)
          }
          return reply.code(201).send({ reference: saved.reference })
        }
      },
    )

  const resultPages = (kind: RequestForm<unknown>) => {
    for (const locale of LOCALES) {
      app.get(
        localizePath(kind.receivedPath, locale),
        { schema: { querystring: referenceQuery } },
        async (request, reply) => {
          const { reference } = request.query
          const valid = kind.reference.test(reference) ? reference : ""
          const page = receivedPage(options.publicDir, kind.receivedPath, valid, locale)
          return reply.type("text/html; charset=utf-8").send(page)
        },
      )
      app.get(localizePath(kind.notSentPath, locale), async (_request, reply) =>
        problemsPage(reply, 200, [], content[locale], kind),
      )
    }
  }

  for (const kind of [QUOTE_FORM, COMPLAINT_FORM]) {
    post(kind as RequestForm<unknown>)
    resultPages(kind as RequestForm<unknown>)
  }
}

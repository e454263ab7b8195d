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
import { ATTACHMENT_DEFAULTS, ATTACHMENT_FIELD, type AttachmentLimits } from "../../src/lib/attachment-rules"
import { multipartLimits, removeReceived, sweepTemporaryFiles } from "../attachments/read-multipart"
import type { ReceivedFile } from "../attachments/received-file"
import { BODY_LIMIT, bodyRefusal, isForm, pipelineFields, readSentBody, type SentBody } from "./form-body"
import { attachmentMessages, fieldMessages, problemList } from "./form-problems"
import type { SpamReason } from "../../src/lib/code-names"

// The largest value of an integer column on PostgreSQL: the fill time is the page's word, not a measurement to trust.
const INT_MAX = 2_147_483_647

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

// The fields are checked by the form's own schema in the handler (a multipart body is read there), so that each
// error is worded in the visitor's language; the route's schemas say what it answers as JSON.
const formErrors = z.object({ errors: z.record(z.string()) })
const formReplies = { response: { 201: z.object({ reference: z.string() }), "4xx": formErrors, 503: formErrors } }
// The received page's ?reference=…: anything but one string shows no reference.
const referenceQuery = z.object({ reference: z.string().catch("") })

const FORMS = [QUOTE_FORM, COMPLAINT_FORM]
// What a form's result pages need of it.
type FormPages = Pick<RequestForm<never>, "receivedPath" | "notSentPath" | "reference" | "failedText">

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex")

// The files are part of what a retry must repeat exactly: their names and digests join the body's hash.
function bodyHash(value: object, files: ReceivedFile[]): string {
  const hashed = {
    ...value,
    ...(files.length ? { [ATTACHMENT_FIELD]: files.map((f) => `${f.name}:${f.sha256}`) } : {}),
  }
  return sha256(JSON.stringify(hashed, Object.keys(hashed).sort()))
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

  const problemsPage = (reply: FastifyReply, status: number, problems: string[], edition: Edition, form: FormPages) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .send(notSentPage(options.publicDir, form.notSentPath, problems, form.failedText(edition), edition.locale))
  // Before the body is read, the edition a visitor posted from is the one of the page that sent the form.
  const refererEdition = (request: FastifyRequest) =>
    editionOf(content, localeOfPath(pageOf(request, ownOrigins(request)) ?? "/"))
  // A refusal: the "not sent" page with its list for a post without JavaScript, the errors by field for the script.
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    errors: Record<string, string>,
    page: { problems: string[]; edition: Edition; form: FormPages },
  ) =>
    isForm(request)
      ? problemsPage(reply, status, page.problems, page.edition, page.form)
      : reply.code(status).send({ errors })

  // Errors raised before the handler (body too large, malformed JSON, unsupported type) keep the API's shape.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503
    if (status === 503) {
      request.log.error({ err: error }, "request failed")
      reply.header("Retry-After", "5")
    }
    const edition = refererEdition(request)
    // A rate-limited visitor sees the form's own "could not send" text; the form retries after Retry-After.
    const message = bodyRefusal(status, request) ?? edition.site.quoteNotSent.failedText
    const form = FORMS.find((each) => each.path === request.url.split("?")[0]) ?? QUOTE_FORM
    const errors = { [status === 429 ? "form" : "body"]: message }
    return refuse(request, reply, status, errors, { problems: [message], edition, form })
  })

  const { max, windowMs } = options.rateLimit
  const rateLimit = max > 0 ? { max, timeWindow: windowMs } : false

  // One form's POST: from this site only, its body read (files to disk), then checked, stored and answered.
  const post = <T extends object>(kind: RequestForm<T>) =>
    app.post(
      kind.path,
      { bodyLimit: BODY_LIMIT, config: { rateLimit }, schema: formReplies },
      async (request, reply) => {
        const origin = request.headers.origin
        if (origin && !ownOrigins(request).has(origin)) {
          const message = "Requests are accepted from this site only."
          const page = { problems: [message], edition: refererEdition(request), form: kind }
          return refuse(request, reply, 403, { origin: message }, page)
        }
        const sent = await readSentBody(request, limits, uploadDir, kind.path === QUOTE_FORM.path)
        try {
          return await receive(kind, request, reply, sent)
        } finally {
          removeReceived(sent.files)
        }
      },
    )

  // A body read: the pipeline's fields apart, the form's checked (refused in the visitor's language), then stored
  // and answered with the request's reference.
  async function receive<T extends object>(
    kind: RequestForm<T>,
    request: FastifyRequest,
    reply: FastifyReply,
    sent: SentBody,
  ) {
    const read = pipelineFields.safeParse(sent.body)
    if (!read.success) {
      return reply.code(400).send({ errors: { body: "The request body must be an object of form fields." } })
    }
    const { website, fillMs, locale, ...fields } = read.data
    const edition = editionOf(content, locale)
    // One reading for the request: the day its dates are checked against and the time its consent was given.
    const now = options.clock()
    const result = kind.validate(fields, cairoToday(now))
    if (!result.ok || sent.fileErrors.length > 0) {
      const messages = {
        ...(result.ok ? {} : fieldMessages(result.errors, edition)),
        ...(sent.fileErrors.length > 0
          ? { [ATTACHMENT_FIELD]: attachmentMessages(sent.fileErrors, edition, limits) }
          : {}),
      }
      const problems = problemList(messages, kind, edition)
      return refuse(request, reply, 400, messages, { problems, edition, form: kind })
    }
    // A filled honeypot or a form sent faster than a person can type: stored as spam, answered like any other.
    const spamReason: SpamReason | null =
      website.trim() !== "" ? "honeypot" : fillMs !== null && fillMs < options.minFillMs ? "too-fast" : null
    const spam = spamReason !== null
    const row = {
      ...kind.stored(result.value),
      ...sentBy(request, edition, now),
      spam: spam ? 1 : 0,
      // Kept so the Spam page can say why (issue 64).
      spam_reason: spamReason,
      fill_ms: fillMs === null || !Number.isFinite(fillMs) ? null : Math.min(Math.max(Math.round(fillMs), 0), INT_MAX),
    }
    const saved = await writer.save({ ...row, body_hash: bodyHash(result.value, sent.files) }, sent.files)
    if (saved.status === "conflict") {
      return reply
        .code(422)
        .send({ errors: { idempotencyKey: "This Idempotency-Key was used with a different request." } })
    }
    if (saved.status === "created" && !spam) options.onSaved?.()
    if (isForm(request)) {
      return reply.redirect(`${localizePath(kind.receivedPath, edition.locale)}?reference=${saved.reference}`, 303)
    }
    return reply.code(201).send({ reference: saved.reference })
  }

  // What the stored request keeps of who sent it, from where and when, and to which notice they consented.
  const sentBy = (request: FastifyRequest, edition: Edition, now: Date) => {
    const key = request.headers["idempotency-key"]
    return {
      locale: edition.locale,
      ip_hash: hashClientAddress(options.ipHashSalt, request.ip),
      user_agent: (request.headers["user-agent"] ?? "").slice(0, 500) || null,
      page: pageOf(request, ownOrigins(request)),
      idempotency_key: typeof key === "string" && key ? key.slice(0, 200) : null,
      consent_at: now.toISOString(),
      notice_version: edition.noticeVersion,
    }
  }

  // A form's result pages in each edition: the reference filled in, or the "not sent" page's general text.
  const resultPages = (kind: FormPages) => {
    for (const locale of LOCALES) {
      app.get(
        localizePath(kind.receivedPath, locale),
        { schema: { querystring: referenceQuery } },
        async (request, reply) => {
          const { reference } = request.query
          const valid = kind.reference.test(reference) ? reference : ""
          return reply
            .type("text/html; charset=utf-8")
            .send(receivedPage(options.publicDir, kind.receivedPath, valid, locale))
        },
      )
      app.get(localizePath(kind.notSentPath, locale), async (_request, reply) =>
        problemsPage(reply, 200, [], content[locale], kind),
      )
    }
  }

  post(QUOTE_FORM)
  post(COMPLAINT_FORM)
  FORMS.forEach(resultPages)
}

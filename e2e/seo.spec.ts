import { expect, test as base, type APIRequestContext, type Browser, type Page } from "@playwright/test"
import { arabic, services, site } from "../testing/content"
import { arabicRoutes, routes as englishRoutes } from "../testing/pages"

// Both editions: every check below holds for the Arabic pages too.
const routes = [...englishRoutes, ...arabicRoutes]
type Route = (typeof routes)[number]

// What search engines and social networks read: every page's head as the server sends it (JavaScript off,
// as a crawler or a link preview sees it), the social images, the JSON-LD, the sitemap, robots.txt and the
// web manifest. The build's origin comes from SITE_URL, as in gatsby-config.ts.
const SITE_URL = (process.env.SITE_URL ?? "https://www.inspection-eg.com").replace(/\/$/, "")
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const WEEK = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

type Head = {
  lang: string
  title: string
  titles: number
  canonicals: string[]
  meta: Record<string, string[]>
  jsonLd: string[]
  links: { rel: string; href: string }[]
}

type JsonObject = Record<string, unknown> & { "@type"?: string | string[] }

function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta: Record<string, string[]> = {}
    for (const element of Array.from(document.head.querySelectorAll("meta"))) {
      const key = element.getAttribute("property") ?? element.getAttribute("name")
      if (key) meta[key] = [...(meta[key] ?? []), element.getAttribute("content") ?? ""]
    }
    return {
      lang: document.documentElement.lang,
      title: document.title,
      titles: document.querySelectorAll("title").length,
      canonicals: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]'), (link) =>
        link.getAttribute("href")!,
      ),
      meta,
      jsonLd: Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
        (script) => script.textContent ?? "",
      ),
      links: Array.from(document.head.querySelectorAll<HTMLLinkElement>("link[rel]"), (link) => ({
        rel: link.rel,
        href: link.getAttribute("href")!,
      })),
    }
  })
}

// A tab that reads heads as served, before any script runs: the document alone, since its styles, images and
// fonts are not what these tests read (loading them for some seventy pages cost over 90 s of a CI run).
async function headReader(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  await context.route("**/*", (route) =>
    route.request().resourceType() === "document" ? route.continue() : route.abort(),
  )
  const page = await context.newPage()
  return {
    async read(path: string, status = 200): Promise<Head> {
      // The head is whole once the document is parsed.
      const response = await page.goto(path, { waitUntil: "domcontentloaded" })
      expect(response?.status(), `status of ${path}`).toBe(status)
      return readHead(page)
    },
    close: () => context.close(),
  }
}

// One such tab a worker: a browser context a test cost more than the head it read.
const test = base.extend<object, { heads: Awaited<ReturnType<typeof headReader>> }>({
  heads: [
    async ({ browser }, use, workerInfo) => {
      const reader = await headReader(browser, workerInfo.project.use.baseURL)
      await use(reader)
      await reader.close()
    },
    { scope: "worker" },
  ],
})

// One value of a meta tag, which must appear exactly once.
function one(head: Head, key: string): string {
  expect(head.meta[key] ?? [], `<meta> ${key}`).toHaveLength(1)
  return head.meta[key][0]
}

// An absolute URL of this site, fetched from the local server by its path.
async function fetchOwn(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${SITE_URL}/`), `${url} is on ${SITE_URL}`).toBe(true)
  const response = await request.get(new URL(url).pathname)
  expect(response.status(), `GET ${new URL(url).pathname}`).toBe(200)
  return response
}

function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).equals(PNG_SIGNATURE), "PNG signature").toBe(true)
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

const typesOf = (block: JsonObject) => ([] as string[]).concat(block["@type"] ?? [])
const blocksOf = (head: Head) => head.jsonLd.map((text) => JSON.parse(text) as JsonObject)
const dayName = (day: string) => day.replace(/^https?:\/\/schema\.org\//, "")

// Title, description, canonical, Open Graph, Twitter and the social image of a page's served head.
async function expectMetaTags(head: Head, route: Route, request: APIRequestContext) {
  expect(head.lang).toBe(route.path.startsWith("/ar/") ? "ar" : "en")
  expect(head.titles).toBe(1)
  expect(head.title.length).toBeGreaterThan(10)
  const description = one(head, "description")
  expect(description.length).toBeGreaterThan(50)
  expect(head.meta.robots ?? []).toEqual([])

  const canonical = `${SITE_URL}${route.path}`
  expect(head.canonicals).toEqual([canonical])
  expect(one(head, "og:url")).toBe(canonical)
  expect(one(head, "og:type")).toBe("website")
  expect(one(head, "og:title")).toBe(head.title)
  expect(one(head, "og:description")).toBe(description)
  expect(one(head, "og:site_name")).toBe(site.brand)
  // X falls back to og:title, og:description and og:image, so only the card type and the alt text are its own.
  expect(one(head, "twitter:card")).toBe("summary_large_image")

  const image = one(head, "og:image")
  expect(image).toMatch(new RegExp(`^${SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/og/.+\\.png$`))
  expect(one(head, "og:image:width")).toBe("1200")
  expect(one(head, "og:image:height")).toBe("630")
  expect(one(head, "og:image:type")).toBe("image/png")
  expect(one(head, "og:image:alt")).toContain(site.brand)
  expect(one(head, "twitter:image:alt")).toBe(one(head, "og:image:alt"))

  const response = await fetchOwn(request, image)
  expect(response.headers()["content-type"]).toContain("image/png")
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
}

// Every JSON-LD block of a page's served head parses and has its required properties.
async function expectJsonLd(head: Head, route: Route, request: APIRequestContext) {
  expect(head.jsonLd.length).toBeGreaterThan(0)
  const blocks = blocksOf(head)
  for (const block of blocks) {
    expect(block["@context"]).toBe("https://schema.org")
    expect(typesOf(block).length).toBeGreaterThan(0)
  }
  const ofType = (type: string) => blocks.filter((block) => typesOf(block).includes(type))
  // The structured data of an Arabic page is in Arabic and links within the Arabic edition.
  const prefix = route.path.startsWith("/ar/") ? "/ar" : ""
  const edition = prefix ? arabic : { site, services }

  if (route.path === `${prefix}/`) {
    // A ProfessionalService is a LocalBusiness, an Organization that has opening hours.
    const [business] = ofType("ProfessionalService")
    expect(business, "a ProfessionalService block").toBeDefined()
    expect(business.name).toBe(site.brand)
    expect(business.url).toBe(`${SITE_URL}${prefix}/`)
    const logo = business.logo as string | { url: string }
    const logoUrl = typeof logo === "string" ? logo : logo.url
    expect(pngSize(await (await fetchOwn(request, logoUrl)).body()).width).toBeGreaterThanOrEqual(112)
    expect(business.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: edition.site.contact.address.street,
      addressLocality: edition.site.contact.address.city,
      postalCode: edition.site.contact.address.postalCode,
      addressCountry: "EG",
    })
    // Every phone number is given, as the telephone or a contact point's.
    const contactPoints = (business.contactPoint ?? []) as { telephone: string }[]
    const phones = new Set([business.telephone, ...contactPoints.map((point) => point.telephone)].flat())
    for (const phone of site.contact.phones) expect(phones).toContain(phone)
    expect(business.email).toBe(site.contact.email)

    const hours = business.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[]
    expect(hours).toHaveLength(1)
    expect(hours[0].dayOfWeek.map(dayName).sort()).toEqual([...WEEK].sort())
    // schema.org Time: hh:mm:ss, Cairo's local time (no fixed offset: Egypt keeps summer time).
    expect(hours[0].opens).toBe("08:00:00")
    expect(hours[0].closes).toBe("18:00:00")

    const areas = business.areaServed as { name: string }[]
    expect(areas.length).toBeGreaterThan(0)
    expect(areas.map((area) => area.name)).toContain(edition.site.seo.areaServed[0].name)
    expect(ofType("BreadcrumbList")).toEqual([])
    return
  }

  const [trail] = ofType("BreadcrumbList")
  expect(trail, "a BreadcrumbList block").toBeDefined()
  const items = trail.itemListElement as { "@type": string; position: number; name: string; item: string }[]
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
  expect(items[0].item).toBe(`${SITE_URL}${prefix}/`)
  expect(items[items.length - 1].item).toBe(`${SITE_URL}${route.path}`)
  for (const item of items) {
    expect(item["@type"]).toBe("ListItem")
    expect(item.name.length).toBeGreaterThan(0)
    expect(item.item).toMatch(/^https?:\/\/[^/]+\/(?:.*\/)?$/)
    expect(item.item.startsWith(SITE_URL)).toBe(true)
  }

  const service = edition.services.find((candidate) => route.path === `${prefix}/services/${candidate.slug}/`)
  const serviceBlocks = ofType("Service")
  if (!service) {
    expect(serviceBlocks).toEqual([])
    return
  }
  expect(serviceBlocks).toHaveLength(1)
  const [block] = serviceBlocks
  expect(block.name).toBe(service.title)
  expect(block.description).toBe(service.summary)
  expect(block.url).toBe(`${SITE_URL}${route.path}`)
  expect(typeof block.serviceType === "string" && block.serviceType.length > 0).toBe(true)
  expect(block.provider).toMatchObject({ name: site.brand, "@id": `${SITE_URL}/#organization` })
  expect((block.areaServed as unknown[]).length).toBeGreaterThan(0)
}

// One read of each page's served head for both.
for (const route of routes) {
  test(`${route.path}: title, description, canonical, Open Graph, Twitter, social image and JSON-LD`, async ({
    heads,
    request,
  }) => {
    const head = await heads.read(route.path)
    await expectMetaTags(head, route, request)
    await expectJsonLd(head, route, request)
  })
}

test("titles and descriptions differ from page to page", async ({ heads }) => {
  // Every page of both editions (some seventy), one after the other in one tab: 18–20 s under a loaded CI run, so
  // the limit is the machine's load, not a wait.
  test.setTimeout(60_000)
  const read: Head[] = []
  for (const route of routes) read.push(await heads.read(route.path))
  const titles = read.map((head) => head.title)
  const descriptions = read.map((head) => head.meta.description?.[0])
  expect(new Set(titles).size, titles.join("\n")).toBe(routes.length)
  expect(new Set(descriptions).size, descriptions.join("\n")).toBe(routes.length)
})

test("after hydration and client-side navigation the head still has one of each tag, for the current page", async ({
  page,
}) => {
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  const home = await readHead(page)
  expect(home.titles).toBe(1)
  expect(home.canonicals).toEqual([`${SITE_URL}/`])
  expect(home.meta["og:image"]).toEqual([`${SITE_URL}/og/home.png`])
  expect(home.jsonLd).toHaveLength(2)

  await page.locator("section#services").getByRole("link", { name: "View All Services" }).click()
  await expect.poll(() => new URL(page.url()).pathname).toBe("/services/")
  await expect.poll(async () => (await readHead(page)).canonicals).toEqual([`${SITE_URL}/services/`])
  const listing = await readHead(page)
  expect(listing.titles).toBe(1)
  expect(listing.meta["og:url"]).toEqual([`${SITE_URL}/services/`])
  expect(listing.jsonLd.map((text) => JSON.parse(text)["@type"])).toEqual(["BreadcrumbList"])
})

for (const [path, status] of [
  ["/quote/received/", 200],
  ["/quote/not-sent/", 200],
  ["/no-such-page/", 404],
  ["/ar/quote/received/", 200],
  ["/ar/quote/not-sent/", 200],
  ["/ar/no-such-page/", 404],
] as const) {
  test(`${path} is noindex, with a title and no canonical`, async ({ heads }) => {
    const head = await heads.read(path, status)
    expect(head.meta.robots).toEqual(["noindex"])
    expect(head.titles).toBe(1)
    expect(head.title).toContain(site.brand)
    expect(head.canonicals).toEqual([])
    expect(head.meta["og:image"]).toBeUndefined()
    expect(head.jsonLd).toEqual([])
  })
}

test("the sitemap lists every indexable page, with lastmod and trailing slashes, and no noindex page", async ({
  request,
}) => {
  // Crawlers find it through robots.txt (tested below).
  const index = await request.get("/sitemap-index.xml")
  expect(index.status()).toBe(200)
  const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(sitemaps.length).toBeGreaterThan(0)

  const entries: { loc: string; lastmod: string | undefined }[] = []
  for (const sitemap of sitemaps) {
    const xml = await (await fetchOwn(request, sitemap)).text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    for (const [, url] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      entries.push({ loc: /<loc>([^<]+)<\/loc>/.exec(url)![1], lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(url)?.[1] })
    }
  }
  expect(entries.map((entry) => entry.loc).sort()).toEqual(routes.map((route) => `${SITE_URL}${route.path}`).sort())
  for (const { loc, lastmod } of entries) {
    expect(loc.endsWith("/"), loc).toBe(true)
    expect(loc).not.toMatch(/\/404|\/quote\//)
    expect(lastmod, `lastmod of ${loc}`).toBeDefined()
    const time = Date.parse(lastmod!)
    expect(Number.isNaN(time), lastmod).toBe(false)
    expect(time).toBeLessThanOrEqual(Date.now())
  }
})

test("robots.txt allows crawling and points to the sitemap index", async ({ request }) => {
  const response = await request.get("/robots.txt")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toContain("text/plain")
  const text = await response.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).not.toMatch(/^Disallow: \/\s*$/m)
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`)
})

test("every page links the web manifest of its edition, whose icons exist", async ({
  heads,
  browser,
  baseURL,
  request,
}) => {
  // Four pages in a browser and both manifests' icons: 13–16 s under a loaded CI run.
  test.setTimeout(60_000)
  for (const [paths, edition] of [
    [[englishRoutes[0].path, englishRoutes[englishRoutes.length - 1].path], { start: "/", lang: "en", dir: undefined }],
    [[arabicRoutes[0].path, arabicRoutes[arabicRoutes.length - 1].path], { start: "/ar/", lang: "ar", dir: "rtl" }],
  ] as const) {
    let manifestHref: string | undefined
    for (const path of paths) {
      const head = await heads.read(path)
      // The link waits in the script loader's template (so Chrome's installability check does not compete with
      // the first paint), fetched with credentials so that it reuses the page's connection.
      const html = await (await request.get(path)).text()
      const link = /<template id="gatsby-scripts"><link rel="manifest" href="([^"]+)" crossorigin="use-credentials"/
      expect(html, `manifest link on ${path}`).toMatch(link)
      const live = await browser.newPage({ baseURL })
      await live.goto(path)
      await expect(live.locator('head link[rel="manifest"]'), `manifest link on ${path}`).toHaveCount(1)
      manifestHref = await live
        .locator('head link[rel="manifest"]')
        .evaluate((element) => (element as HTMLLinkElement).href)
      await live.close()
      expect(head.meta["theme-color"]).toEqual(["#0B2545"])
      for (const icon of head.links.filter((link) => link.rel === "icon" || link.rel === "apple-touch-icon")) {
        expect((await request.get(icon.href)).status(), icon.href).toBe(200)
      }
      expect(head.links.some((link) => link.rel === "icon")).toBe(true)
    }

    const response = await request.get(manifestHref!)
    expect(response.status()).toBe(200)
    const manifest = JSON.parse(await response.text())
    expect(manifest.name).toBe(site.brand)
    expect(manifest.short_name).toBe(site.brand)
    expect(manifest.start_url).toBe(edition.start)
    expect(manifest.lang).toBe(edition.lang)
    expect(manifest.dir).toBe(edition.dir)
    expect(manifest.display).toBe("browser")
    expect(manifest.theme_color.toUpperCase()).toBe("#0B2545")
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const file = await request.get(new URL(icon.src, `${SITE_URL}/`).pathname)
      expect(file.status(), icon.src).toBe(200)
      const { width, height } = pngSize(await file.body())
      expect(`${width}x${height}`).toBe(icon.sizes)
      expect(icon.type).toBe("image/png")
    }
  }
})

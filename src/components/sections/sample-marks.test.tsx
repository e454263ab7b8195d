import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { dataCopyPerTest } from "../../../testing/data-copy"
import { PrequalificationContent } from "../prequalification/prequalification-content"
import { ProjectCard } from "./project-card"
import { ProjectDetail } from "./project-detail"
import { QualityContent } from "./quality-content"

// A buyer sees which case studies and figures are samples, in data/site.json's words, on the case study's page, on
// /quality/ and in the prequalification pack; once an editor clears an entry's `sample` flag its mark goes.
const data = dataCopyPerTest("sample-marks-")
const SLUG = "crude-tank-api-653"
const PROFILES = [
  { locale: "en", path: "/company-profile-en.pdf", megabytes: "0.6" },
  { locale: "ar", path: "/company-profile-ar.pdf", megabytes: "0.7" },
]

// The English edition as the pages get it (the page queries ask for the same fields).
function english() {
  const { site, projects, quality, prequalification } = data.editions().en
  return { site, projects, quality, pack: { ...prequalification, locale: "en", generatedOn: "2026-11-25" } }
}

function renderProject() {
  const { site, projects } = english()
  const project = projects.find((entry) => entry.slug === SLUG)!
  return render(
    <ProjectDetail
      project={project as unknown as React.ComponentProps<typeof ProjectDetail>["project"]}
      labels={site.projectsPage}
      locale="en"
      sampleNote={site.samples.caseStudy}
      services={[]}
    />,
  )
}

function renderPack() {
  const { site, projects, quality, pack } = english()
  type Props = React.ComponentProps<typeof PrequalificationContent>
  return render(
    <PrequalificationContent
      pack={pack as unknown as Props["pack"]}
      quality={quality as unknown as Props["quality"]}
      projects={projects as unknown as Props["projects"]}
      profiles={PROFILES}
      samples={site.samples}
    />,
  )
}

const section = (id: string) => document.getElementById(id)!.closest("section")!

test("a sample case study shows its mark on its page, and none once the flag is cleared", () => {
  const { samples } = english().site
  const page = renderProject()
  expect(screen.getByText(samples.caseStudy)).toBeVisible()
  page.unmount()
  data.edit(`projects/${SLUG}.json`, (project) => (project.en.sample = project.ar.sample = false))
  renderProject()
  expect(screen.queryByText(samples.caseStudy)).toBeNull()
})

test("the pack marks each sample reference and the sample head counts, and neither once cleared", () => {
  const { samples } = english().site
  const { projects } = english()
  const pack = renderPack()
  const references = within(section("references"))
  expect(references.getByText(samples.caseStudy)).toBeVisible()
  expect(references.getAllByText(samples.tag)).toHaveLength(projects.length)
  expect(within(section("personnel")).getByText(samples.figures)).toBeVisible()
  const certificatesNote = english().pack.labels.sample
  expect(within(section("certificates")).getByText(certificatesNote)).toBeVisible()
  pack.unmount()

  // One case study still a sample: only its row is tagged.
  for (const { slug } of projects.filter((project) => project.slug !== SLUG))
    data.edit(`projects/${slug}.json`, (project) => (project.en.sample = project.ar.sample = false))
  data.edit("quality.json", (quality) => {
    for (const edition of [quality.en, quality.ar])
      edition.personnel.sample = edition.certificate.sample = edition.accreditation.sample = false
  })
  data.edit("prequalification.json", (file) => {
    for (const edition of [file.en, file.ar]) for (const entry of edition.certificates) entry.sample = false
  })
  renderPack()
  const tagged = within(section("references")).getAllByText(samples.tag)
  expect(tagged.map((tag) => tag.closest("tr")!.textContent)).toEqual([
    expect.stringContaining(projects.find((project) => project.slug === SLUG)!.title),
  ])
  expect(within(section("personnel")).queryByText(samples.figures)).toBeNull()
  expect(within(section("certificates")).queryByText(certificatesNote)).toBeNull()
})

test("/quality/ marks the sample head counts and accreditation scope until the flags are cleared", () => {
  const { site, quality } = english()
  type Quality = React.ComponentProps<typeof QualityContent>["quality"]
  const page = render(
    <QualityContent quality={quality as unknown as Quality} brand={site.brand} locale="en" samples={site.samples} />,
  )
  expect(within(section("personnel")).getByText(site.samples.figures)).toBeVisible()
  expect(within(section("accreditation-scope")).getByText(site.samples.figures)).toBeVisible()
  page.unmount()
  data.edit("quality.json", (file) => {
    for (const edition of [file.en, file.ar]) edition.personnel.sample = edition.accreditation.sample = false
  })
  const cleared = english().quality as unknown as Quality
  render(<QualityContent quality={cleared} brand={site.brand} locale="en" samples={site.samples} />)
  expect(screen.queryByText(site.samples.figures)).toBeNull()
})

test("a sample case study's card on /projects/ and under a service carries the tag, and none once cleared", () => {
  const cardTag = () => {
    const { site, projects } = english()
    const project = projects.find((entry) => entry.slug === SLUG)!
    const card = render(
      <ul>
        <ProjectCard project={project} linkLabel="Read" headingLevel="h2" sampleTag={site.samples.tag} />
      </ul>,
    )
    const tagged = within(card.container).queryByText(site.samples.tag) !== null
    card.unmount()
    return tagged
  }
  expect(cardTag()).toBe(true)
  data.edit(`projects/${SLUG}.json`, (project) => (project.en.sample = project.ar.sample = false))
  expect(cardTag()).toBe(false)
})

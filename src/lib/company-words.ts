import { fill } from "./format"

// Most Egyptian companies' Arabic names begin with «شركة» (company): a text that says «لشركة {company}» would read
// «لشركة شركة دلتا النيل». Filled in, the word is said once, the text's own prefix (ب، ل، و) kept.
const DOUBLED = /(?<!\p{L})([بلو]?)شركة\s+شركة(?!\p{L})/gu

export const fillCompany = (template: string, values: Record<string, string | number>) =>
  fill(template, values).replace(DOUBLED, "$1شركة")

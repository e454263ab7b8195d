import path from "node:path"
import ts from "typescript"
import { ROOT } from "./paths"

// Checks JSON-LD against the schema.org vocabulary as schema-dts (Google's typings of schema.org, generated
// from its published vocabulary) states it: each block is type-checked as `WithContext<its @type>`, so a
// property that its type (or a nested node's type) does not define is an error naming the property and type.

// A file that only exists in memory, placed at the project's root so that "schema-dts" resolves from there.
const CHECKED_FILE = path.join(ROOT, "__schema-org-check__.ts")

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
}

type Block = { "@type"?: unknown; [property: string]: unknown }

// What in `blocks` schema.org does not define: a property unknown to its node's type, or a value outside the
// property's range, one message a block (a wrong value hides the unknown properties beside it, so both count).
// [] when every block is valid.
export function schemaOrgErrors(blocks: Block[]): string[] {
  const typeNames = blocks.map((block) => block["@type"])
  const invalid = typeNames.filter((type) => typeof type !== "string" || !/^[A-Z][A-Za-z]*$/.test(type))
  if (invalid.length) return invalid.map((type) => `"@type" ${JSON.stringify(type)}: one schema.org type expected`)
  const source = [
    `import type { WithContext, ${[...new Set(typeNames)].join(", ")} } from "schema-dts"`,
    ...blocks.map(
      (block, index) => `export const block${index}: WithContext<${block["@type"]}> = ${JSON.stringify(block)}`,
    ),
  ].join("\n")

  const host = ts.createCompilerHost(OPTIONS)
  const readFile = host.readFile.bind(host)
  const getSourceFile = host.getSourceFile.bind(host)
  host.fileExists = (file) => file === CHECKED_FILE || ts.sys.fileExists(file)
  host.readFile = (file) => (file === CHECKED_FILE ? source : readFile(file))
  host.getSourceFile = (file, language, ...rest) =>
    file === CHECKED_FILE ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, ...rest)
  const program = ts.createProgram([CHECKED_FILE], OPTIONS, host)
  const checked = program.getSourceFile(CHECKED_FILE)!

  return program.getSemanticDiagnostics(checked).map((diagnostic) => {
    const line = checked.getLineAndCharacterOfPosition(diagnostic.start!).line
    // Line 0 is the import: a type that schema.org does not have.
    if (line === 0) return innermost(diagnostic.messageText)
    const type = blocks[line - 1]["@type"] as string
    return `${[type, ...pathOf(diagnostic, checked)].join(".")}: ${innermost(diagnostic.messageText)}`
  })
}

// TypeScript's "Object literal may only specify known properties" (TS2353, TS2561 with a suggestion).
const UNKNOWN_PROPERTY = new Set([2353, 2561])

// Where in a block a diagnostic points: an unknown property is reported at its own name; a wrong value at
// the literal holding it, with the properties further in told by the message chain, which may also repeat
// the way there from the block's top.
function pathOf(diagnostic: ts.Diagnostic, file: ts.SourceFile): string[] {
  const around = propertiesAt(file, diagnostic.start!)
  const last = chain(diagnostic.messageText).at(-1)!
  if (UNKNOWN_PROPERTY.has(typeof last === "string" ? diagnostic.code : last.code)) return around
  const told = propertyPath(diagnostic.messageText)
  return around.every((name, index) => told[index] === name) ? told : [...around, ...told]
}

// The properties of the object literals around a position of the checked file, outermost first.
function propertiesAt(file: ts.SourceFile, position: number): string[] {
  const names: string[] = []
  const visit = (node: ts.Node) => {
    if (position < node.getStart(file) || position >= node.getEnd()) return
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name)) names.push(node.name.text)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return names
}

// TypeScript explains a mismatch as a chain: "Types of property 'logo' are incompatible", then "'width'", then
// why. The properties on the way give the path; the last link says what is wrong.
const chain = (message: string | ts.DiagnosticMessageChain): (string | ts.DiagnosticMessageChain)[] =>
  typeof message === "string" || !message.next?.length ? [message] : [message, ...chain(message.next[0])]

const TYPES_OF_PROPERTY = 2326

function propertyPath(message: string | ts.DiagnosticMessageChain): string[] {
  return chain(message).flatMap((link) =>
    typeof link !== "string" && link.code === TYPES_OF_PROPERTY
      ? [ts.flattenDiagnosticMessageText(link.messageText, " ").replace(/^Types of property '"?([^"']+)"?'.*$/, "$1")]
      : [],
  )
}

function innermost(message: string | ts.DiagnosticMessageChain): string {
  const last = chain(message).at(-1)!
  return typeof last === "string" ? last : last.messageText
}

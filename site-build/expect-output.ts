// The build rewrites some of Gatsby's output (site-build/html/, site-build/postbuild/). Each rewrite names what it
// expects to find; when a Gatsby update changes that output, the build stops with this message instead of
// silently shipping pages without the rewrite.
export class UnexpectedGatsbyOutput extends Error {
  override name = "UnexpectedGatsbyOutput"
}

export function expectOutput(found: unknown, rewrite: string, expected: string, where?: string): asserts found {
  if (found) return
  throw new UnexpectedGatsbyOutput(
    `${rewrite}: expected ${expected}${where ? ` in ${where}` : ""}, but Gatsby's output does not have it. ` +
      `Gatsby's output has changed: update ${rewrite} to match it.`,
  )
}

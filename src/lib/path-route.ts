// A path with parameters (":reference"), written once: a router matches `pattern` (the server's, the apps'), links
// and calls fill it in with `to`, each value encoded as one path segment.
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Params<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type PathRoute<P extends string> = { pattern: P; to: (values: Record<Params<P>, string | number>) => string }

export function pathRoute<P extends string>(pattern: P): PathRoute<P> {
  return {
    pattern,
    to: (values) => pattern.replace(/:(\w+)/g, (_, name: Params<P>) => encodeURIComponent(values[name])),
  }
}

import { refusalErrors } from "./form-refusal"

// The jobs routes' refusals by field: the schema's (`kinds`, `day`) and the routes' own (`body.inspectorIds`), or an
// item of a list (`kinds.0`), each under its field's name in the form.
export function jobRefusal(caught: unknown): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [key, words] of Object.entries(refusalErrors(caught))) {
    errors[key.replace(/^body\./, "").split(".")[0]] ??= words
  }
  return errors
}

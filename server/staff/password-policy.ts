import { ZxcvbnFactory } from "@zxcvbn-ts/core"
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common"

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

// zxcvbn's dictionaries of common passwords and patterns: a long but common password ("passwordpassword") is
// refused too. Score 3 of 4 is "safely unguessable" against an online attack.
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs })

export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`
  if (estimator.check(password, userInputs).score < 3)
    return "This password is too common or too easy to guess; choose another."
  return null
}

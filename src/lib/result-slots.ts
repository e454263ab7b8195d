// The empty slots of the prerendered result pages (/quote/received/, /complaints/not-sent/, …) that the server fills
// for a visitor without JavaScript: the request's reference, the "not sent" page's list of problems.
export const REFERENCE_SLOT = "data-request-reference"
export const PROBLEMS_SLOT = "data-request-problems"

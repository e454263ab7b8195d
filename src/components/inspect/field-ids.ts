// Ids of a field's elements: its help line (aria-describedby) and the input a "missing" link jumps to.
export const inputId = (fieldId: string) => `field-${fieldId}`
export const helpId = (fieldId: string) => `help-${fieldId}`
// A reviewer's comments beside the field (issue 62).
export const commentId = (fieldId: string) => `comment-${fieldId}`

// Ids of a field's elements: its help line (aria-describedby) and the input a "missing" link jumps to.
export const inputId = (fieldId: string) => `field-${fieldId}`
export const helpId = (fieldId: string) => `help-${fieldId}`

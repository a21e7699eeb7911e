// A studio form field's id (decision 054), from the form's prefix and the field's name: one rule for the fields,
// their hints and errors, and the ids the tile list sends focus to.

/** 'socialUrl.2' in the settings form → settings-socialUrl-2. */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/\./g, '-')}`;

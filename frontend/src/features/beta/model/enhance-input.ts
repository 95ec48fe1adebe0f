// The spec's messages for a text too short to enhance, shared by the form and the workspace.
export const ENHANCE_EMPTY = 'Please enter some text to enhance';
export const ENHANCE_SHORT = 'Text too short - minimum 10 characters';

export const NAME_REQUIRED = 'Template name is required';
export const SAVE_FAILED = 'Failed to save template';

/** "Sales, , Casual " → ["Sales", "Casual"]. */
export const parseTags = (tags: string) =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

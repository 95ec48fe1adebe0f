export const NAME_REQUIRED = 'Template name is required';

/** "Sales, , Casual " → ["Sales", "Casual"]. */
export const parseTags = (tags: string) =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Project Nov 22, 2026": the default name of saved work (spec section 3). */
export function defaultProjectName(now = new Date()): string {
  return `Project ${DATE.format(now)}`;
}

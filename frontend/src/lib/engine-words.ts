/**
 * Which engine wrote a result, in product words: never a model's name, a server, a setting or a
 * provider's error (staff read those on the console's monitoring page).
 */
export const LIGHT_EDITS = 'Light edits: this installation rewrites offline';

const OFFLINE = /^(?:resonate-builtin|built-in)/i;

export function engineWords(modelUsed: string | null | undefined, engine?: string | null): string {
  const offline = engine === 'builtin' || (!engine && OFFLINE.test(modelUsed ?? ''));
  if (!offline)
    return engine === 'local'
      ? 'Rewritten by this installation’s model'
      : 'Rewritten by the connected model';
  if (!/fallback/.test(modelUsed ?? '')) return 'Light edits, made offline';
  return /failed the checks/.test(modelUsed ?? '')
    ? 'Light edits, made offline (the model’s answer did not pass our checks)'
    : 'Light edits, made offline (the connected model was unavailable)';
}

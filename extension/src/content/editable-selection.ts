/** The selected text of an editable field, and where it was, so Replace puts the rewrite there. */
export type EditableSelection =
  | {
      kind: 'field';
      element: HTMLTextAreaElement | HTMLInputElement;
      start: number;
      end: number;
      text: string;
    }
  | { kind: 'rich'; element: HTMLElement; range: Range; text: string };

export type Capture =
  { ok: true; selection: EditableSelection } | { ok: false; reason: string; canvas?: boolean };

// Text inputs worth rewriting; email, URL, number and password inputs are not prose.
const TEXT_INPUTS = new Set(['text', 'search']);

export const CANVAS_EDITOR =
  'Google Docs draws its text on a canvas, so Resonate cannot read or replace it in place. Paste your text here, rewrite it, then copy it back.';
export const TEXT_CHANGED =
  'The text changed since you asked. Select it again and ask Resonate again.';

/** The focused element, looking inside open shadow roots (web-component editors). */
function focusedElement(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

/** spellcheck="false" on the field or a parent: the page says this is not prose to touch. */
const spellcheckOff = (element: Element) =>
  element.closest('[spellcheck]')?.getAttribute('spellcheck')?.toLowerCase() === 'false';

const isCanvasEditor = () => window.location.hostname === 'docs.google.com';

export function captureSelection(): Capture {
  if (isCanvasEditor()) return { ok: false, reason: CANVAS_EDITOR, canvas: true };
  const element = focusedElement();
  if (element instanceof HTMLInputElement && element.type === 'password') {
    return { ok: false, reason: 'Resonate never works in password fields.' };
  }
  if (element && spellcheckOff(element)) {
    return {
      ok: false,
      reason: 'This field has spell checking turned off, so Resonate leaves it alone.',
    };
  }
  const field =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && TEXT_INPUTS.has(element.type))
      ? element
      : null;
  if (field) {
    if (field.readOnly || field.disabled) {
      return { ok: false, reason: 'This field cannot be changed.' };
    }
    const start = field.selectionStart ?? 0;
    const end = field.selectionEnd ?? 0;
    const text = field.value.slice(start, end);
    if (text.trim() === '')
      return { ok: false, reason: 'Select the text you want to rewrite first.' };
    return { ok: true, selection: { kind: 'field', element: field, start, end, text } };
  }
  if (element instanceof HTMLElement && element.isContentEditable) {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    const text = selection?.toString() ?? '';
    if (!range || !element.contains(range.commonAncestorContainer) || text.trim() === '') {
      return { ok: false, reason: 'Select the text you want to rewrite first.' };
    }
    return { ok: true, selection: { kind: 'rich', element, range: range.cloneRange(), text } };
  }
  return { ok: false, reason: 'Select text in a text box, then ask Resonate again.' };
}

/**
 * Puts `replacement` where the selection was, through the editing command the page's editor
 * listens to (beforeinput/input events), so the browser's undo restores the original and the
 * rest of the field (links, line breaks, mentions) is left as it was. Never touches innerHTML.
 * Answers null when done, else why not.
 */
export function replaceSelection(target: EditableSelection, replacement: string): string | null {
  target.element.focus();
  if (target.kind === 'field') {
    const { element, start, end } = target;
    if (element.value.slice(start, end) !== target.text) return TEXT_CHANGED;
    element.setSelectionRange(start, end);
    const inserted =
      document.execCommand('insertText', false, replacement) &&
      element.value.slice(start, start + replacement.length) === replacement;
    if (!inserted) {
      // Fields whose page blocks the command: set the text and say so the way typing would.
      element.setRangeText(replacement, start, end, 'end');
      element.dispatchEvent(
        new InputEvent('input', {
          bubbles: true,
          inputType: 'insertReplacementText',
          data: replacement,
        }),
      );
    }
    return null;
  }
  const selection = window.getSelection();
  if (!selection) return TEXT_CHANGED;
  selection.removeAllRanges();
  selection.addRange(target.range);
  if (selection.toString() !== target.text) return TEXT_CHANGED;
  if (!document.execCommand('insertText', false, replacement)) {
    return 'This editor did not accept the text. Use Copy and paste it instead.';
  }
  return null;
}

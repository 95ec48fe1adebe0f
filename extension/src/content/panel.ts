import type { Answer, PanelCatalog, RewriteResult, WorkerRequest } from '../shared/messages';
import { captureSelection, replaceSelection, type EditableSelection } from './editable-selection';
import { PanelView, type PanelActions } from './panel-view';

// Injected on the person's action, possibly more than once per page: one listener, one panel.
const LOADED = Symbol.for('resonate.panel');
const scope = globalThis as typeof globalThis & { [LOADED]?: boolean };

const ask = <T>(request: WorkerRequest) => chrome.runtime.sendMessage<T>(request);

let panel: PanelView | null = null;

function anchorOf(selection: EditableSelection | null): DOMRect | null {
  if (!selection) return null;
  if (selection.kind === 'rich') {
    const rect = selection.range.getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) return rect;
  }
  return selection.element.getBoundingClientRect();
}

async function open() {
  panel?.close();
  const capture = captureSelection();
  const selection = capture.ok ? capture.selection : null;
  const view = new PanelView(anchorOf(selection));
  panel = view;
  if (!capture.ok && !capture.canvas) {
    view.message(capture.reason);
    return;
  }
  const actions: PanelActions = {
    signIn: () => void ask({ type: 'sign-in' }),
    replace: selection ? (text) => replaceSelection(selection, text) : null,
    rewrite: (text, settings) => {
      void ask<Answer<RewriteResult>>({ type: 'rewrite', text, settings }).then((answer) => {
        if (!view.isOpen) return;
        if (answer?.ok) view.result(text, answer.value, actions);
        else view.failure(answer?.failure ?? unreachable, actions);
      });
    },
  };
  view.message('Loading…');
  const catalog = await ask<Answer<PanelCatalog>>({ type: 'catalog' });
  if (!view.isOpen) return;
  if (!catalog?.ok) {
    view.failure(catalog?.failure ?? unreachable, actions, true);
    return;
  }
  view.form(catalog.value, selection?.text ?? null, capture.ok ? null : capture.reason, actions);
}

const unreachable = { status: 0, detail: 'Failed to enhance text. Please try again.' };

if (!scope[LOADED]) {
  scope[LOADED] = true;
  chrome.runtime.onMessage.addListener((message) => {
    if ((message as { type?: string }).type === 'resonate:open-panel') void open();
  });
}

import type {
  Choice,
  Failure,
  PanelCatalog,
  RewriteResult,
  RewriteSettings,
} from '../shared/messages';
import { h, onPersonClick } from './dom';
import { PANEL_STYLES } from './panel-styles';
import { wordDiff } from './word-diff';

export interface PanelActions {
  rewrite(text: string, settings: RewriteSettings): void;
  replace: ((text: string) => string | null) | null;
  signIn(): void;
}

const WIDTH = 360;

/** The panel beside the selection, in a shadow root of its own. */
export class PanelView {
  private readonly host = document.createElement('resonate-rewrite-panel');
  private readonly box: HTMLElement;
  private readonly body = h('div');
  private readonly output = h('div', { 'aria-live': 'polite' });

  constructor(anchor: DOMRect | null) {
    const root = this.host.attachShadow({ mode: 'open' });
    const close = h('button', { class: 'close', type: 'button', 'aria-label': 'Close', text: '×' });
    close.addEventListener('click', () => this.close());
    this.box = h(
      'div',
      { class: 'panel', role: 'dialog', 'aria-label': 'Rewrite with Resonate' },
      h('header', {}, h('h2', { text: 'Rewrite with Resonate' }), close),
      this.body,
      this.output,
    );
    this.box.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.close();
    });
    root.append(h('style', { text: PANEL_STYLES }), this.box);
    this.place(anchor);
    document.documentElement.append(this.host);
  }

  close(): void {
    this.host.remove();
  }

  get isOpen(): boolean {
    return this.host.isConnected;
  }

  private place(anchor: DOMRect | null) {
    const left = Math.max(8, Math.min(anchor?.left ?? 8, window.innerWidth - WIDTH - 8));
    const below = (anchor?.bottom ?? 8) + 8;
    const fitsBelow = below + 280 < window.innerHeight || !anchor;
    this.box.style.left = `${left}px`;
    if (fitsBelow)
      this.box.style.top = `${Math.min(below, Math.max(8, window.innerHeight - 300))}px`;
    else this.box.style.bottom = `${Math.max(8, window.innerHeight - anchor.top + 8)}px`;
  }

  message(text: string): void {
    this.body.replaceChildren(h('p', { class: 'note', text }));
    this.output.replaceChildren();
  }

  /** A refusal where the person can act on it: sign in again, see the plans, or wait. */
  failure(failure: Failure, actions: Pick<PanelActions, 'signIn'>, inBody = false): void {
    const alert = h('p', { class: 'alert', role: 'alert', text: failure.detail });
    const next: HTMLElement[] = [];
    if (failure.action === 'sign-in') {
      const signIn = h('button', { type: 'button', class: 'primary', text: 'Sign in' });
      onPersonClick(signIn, () => actions.signIn());
      next.push(signIn);
    }
    if (failure.action === 'plans' && failure.link) {
      next.push(
        h('a', { href: failure.link, target: '_blank', rel: 'noopener', text: 'See plans' }),
      );
    }
    const content = [alert, ...(next.length ? [h('div', { class: 'row' }, ...next)] : [])];
    (inBody ? this.body : this.output).replaceChildren(...content);
    if (inBody) this.output.replaceChildren();
  }

  /** Tone, intensity, persona and use case from the server's catalog, then Rewrite. */
  form(
    catalog: PanelCatalog,
    selected: string | null,
    notice: string | null,
    actions: PanelActions,
  ) {
    const settings = catalog.settings;
    const select = (id: string, label: string, choices: Choice[], value: string | null) => {
      const element = h('select', { id });
      for (const choice of choices) {
        element.append(h('option', { value: choice.value, text: choice.label }));
      }
      if (value && choices.some((choice) => choice.value === value)) element.value = value;
      return [h('label', { for: id, text: label }), element] as const;
    };
    const [toneLabel, tone] = select('resonate-tone', 'Tone', catalog.tones, settings.emotion_tone);
    const [personaLabel, persona] = select(
      'resonate-persona',
      'Persona',
      catalog.personas,
      settings.persona_profile,
    );
    const [useCaseLabel, useCase] = select(
      'resonate-use-case',
      'Use case',
      [{ value: '', label: 'Any text' }, ...catalog.use_cases],
      settings.use_case ?? '',
    );
    const intensity = h('input', {
      id: 'resonate-intensity',
      type: 'range',
      min: 1,
      max: 10,
      step: 1,
      value: settings.intensity,
    });
    const intensityLabel = h('label', { for: 'resonate-intensity' });
    const showIntensity = () => {
      const value = Number(intensity.value);
      intensityLabel.textContent =
        value > catalog.max_intensity
          ? `Intensity ${value} (above ${catalog.max_intensity} changes nothing more here)`
          : `Intensity ${value}`;
    };
    intensity.addEventListener('input', showIntensity);
    showIntensity();

    const pasted = selected === null ? h('textarea', { id: 'resonate-text' }) : null;
    const current = (): RewriteSettings => ({
      emotion_tone: tone.value,
      intensity: Number(intensity.value),
      persona_profile: persona.value,
      use_case: useCase.value || null,
    });
    const go = () => {
      const text = selected ?? pasted?.value ?? '';
      if (text.trim() === '') {
        this.output.replaceChildren(
          h('p', { class: 'alert', role: 'alert', text: 'Paste the text to rewrite first.' }),
        );
        return;
      }
      this.output.replaceChildren(h('p', { class: 'note', text: 'Rewriting…' }));
      actions.rewrite(text, current());
    };
    const rewrite = h('button', { type: 'button', class: 'primary', text: 'Rewrite' });
    onPersonClick(rewrite, go);
    this.retry = go;
    this.body.replaceChildren(
      ...(notice ? [h('p', { class: 'note', text: notice })] : []),
      ...(pasted ? [h('label', { for: 'resonate-text', text: 'Text to rewrite' }), pasted] : []),
      toneLabel,
      tone,
      intensityLabel,
      intensity,
      personaLabel,
      persona,
      useCaseLabel,
      useCase,
      h('div', { class: 'row' }, rewrite),
    );
    (pasted ?? tone).focus();
  }

  private retry: () => void = () => undefined;

  /** Score before → after, the change view, and Replace / Copy / Try again. */
  result(original: string, result: RewriteResult, actions: PanelActions): void {
    const changes = h('div', { class: 'changes', 'aria-label': 'Changes' });
    for (const token of wordDiff(original, result.enhanced_text)) {
      const tag = token.kind === 'added' ? 'ins' : token.kind === 'removed' ? 'del' : 'span';
      changes.append(h(tag, { text: token.text }));
    }
    const status = h('p', { class: 'note', role: 'status' });
    const buttons: HTMLElement[] = [];
    if (actions.replace) {
      const replace = h('button', { type: 'button', class: 'primary', text: 'Replace' });
      const put = actions.replace;
      onPersonClick(replace, () => {
        const problem = put(result.enhanced_text);
        if (problem) status.textContent = problem;
        else this.close();
      });
      buttons.push(replace);
    }
    const copy = h('button', { type: 'button', text: 'Copy' });
    onPersonClick(copy, () => {
      navigator.clipboard.writeText(result.enhanced_text).then(
        () => (status.textContent = 'Copied.'),
        () => (status.textContent = 'Could not copy. Select the text and copy it yourself.'),
      );
    });
    const again = h('button', { type: 'button', text: 'Try again' });
    onPersonClick(again, () => this.retry());
    buttons.push(copy, again);
    this.output.replaceChildren(
      h('p', {
        class: 'score',
        text: `Score ${result.input_quality_score.toFixed(1)} → ${result.quality_score.toFixed(1)}`,
      }),
      changes,
      ...(result.charge_note ? [h('p', { class: 'note', text: result.charge_note })] : []),
      h('div', { class: 'row' }, ...buttons),
      status,
    );
    buttons[0]?.focus();
  }
}

import { DEMO_SAMPLES, EMOTION_TONES, TONE_LABELS, type EmotionTone } from '@api/catalog';
import { useState, type ReactNode } from 'react';
import type { DemoRequest } from '../api/public-api';
import { useDemoRewrite } from '../hooks/use-demo-rewrite';
import styles from '../landing.module.css';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with each protected fact marked. */
function withFactsMarked(text: string, facts: readonly string[]): ReactNode[] {
  const sorted = [...facts].filter(Boolean).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return [text];
  const pattern = new RegExp(`(${sorted.map(escapeRegExp).join('|')})`, 'g');
  return text.split(pattern).map((part, position) =>
    sorted.includes(part) ? (
      <mark key={position} className={styles.kept}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

function Choice<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.controlsLabel}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={styles.choiceOption}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const sampleOptions = DEMO_SAMPLES.map((sample) => ({ value: sample.id, label: sample.label }));
const toneOptions = EMOTION_TONES.map((tone) => ({ value: tone, label: TONE_LABELS[tone] }));

/** The before/after demo: the real built-in engine on a sample, through the public demo endpoint. */
export function DemoSection() {
  const [request, setRequest] = useState<Required<DemoRequest>>({
    sample_id: DEMO_SAMPLES[0].id,
    emotion_tone: 'persuasive',
    intensity: 7,
  });
  const { sectionRef, result, loading, error } = useDemoRewrite(request);
  const sample = DEMO_SAMPLES.find((entry) => entry.id === request.sample_id)!;
  const shown = result && result.sample_id === request.sample_id ? result : null;
  const facts = shown?.protected ?? [];
  const set = (change: Partial<DemoRequest>) =>
    setRequest((current) => ({ ...current, ...change }));

  return (
    <section
      id="demo"
      ref={sectionRef}
      aria-labelledby="demo-heading"
      className={styles.sectionTinted}
    >
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <p className={styles.eyebrow}>Before and after</p>
          <h2 id="demo-heading" className={styles.h2}>
            Try it on a sample
          </h2>
          <p className={styles.intro}>
            Pick a sample and a tone: Resonate rewrites it on our server, live. Marked words are
            facts it carried through unchanged.
          </p>
        </div>
        <div className={styles.demoControls}>
          <Choice
            name="demo-sample"
            legend="Sample"
            options={sampleOptions}
            value={request.sample_id}
            onChange={(sample_id) => set({ sample_id })}
          />
          <Choice<EmotionTone>
            name="demo-tone"
            legend="Tone"
            options={toneOptions}
            value={request.emotion_tone}
            onChange={(emotion_tone) => set({ emotion_tone })}
          />
          <label className={styles.range}>
            <span className={styles.controlsLabel}>Intensity {request.intensity}</span>
            <input
              type="range"
              min={1}
              max={10}
              step={1}
              value={request.intensity}
              onChange={(event) => set({ intensity: Number(event.target.value) })}
            />
          </label>
        </div>
        <div className={styles.demoPanels}>
          <div className={styles.panel}>
            <h3 className={styles.panelLabel}>Before</h3>
            <p className={styles.passage}>{withFactsMarked(sample.text, facts)}</p>
            {shown && (
              <p className={styles.panelMeta}>Score {shown.input_quality_score.toFixed(1)} of 10</p>
            )}
          </div>
          <div
            className={styles.panelAfter}
            aria-live="polite"
            aria-busy={loading}
            data-testid="demo-after"
          >
            <h3 className={styles.panelLabelAfter}>
              After · {TONE_LABELS[request.emotion_tone]}, intensity {request.intensity}
            </h3>
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : shown ? (
              <>
                <p className={styles.passage} style={{ opacity: loading ? 0.55 : 1 }}>
                  {withFactsMarked(shown.enhanced_text, facts)}
                </p>
                <p className={styles.panelMeta}>
                  Score {shown.quality_score.toFixed(1)} of 10 · tone match{' '}
                  {shown.input_tone_match.toFixed(1)} → {shown.tone_match.toFixed(1)} of 10 ·{' '}
                  {shown.change_note}
                </p>
              </>
            ) : (
              <p className={styles.muted}>Rewriting…</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

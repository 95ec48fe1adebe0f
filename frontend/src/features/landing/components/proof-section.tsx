import { goals } from '../content';
import { PROOF_FIGURES as figures } from '../proof/proof-figures';
import styles from '../landing.module.css';
import { ExampleUses } from './example-uses';
import { Section } from './section';

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/** Measured figures, each with what it counts, from the published evaluation. */
const measured = [
  {
    value: `${figures.facts_kept} of ${figures.rewrites}`,
    label:
      'rewrites kept every number, amount, link, e-mail address, @mention and #hashtag of their text',
  },
  {
    value: percent(figures.tone_moved, figures.rewrites),
    label: 'of rewrites moved toward the chosen tone (its signals in the text rose)',
  },
  {
    value: `${Math.round(figures.content_recall * 100)}%`,
    label: "of each text's content words kept on average",
  },
  {
    value: percent(figures.unchanged, figures.rewrites),
    label: 'came back unchanged: light edits make only the changes they can check',
  },
];

export function ProofSection() {
  return (
    <Section
      id="proof"
      eyebrow="Results"
      title="What we measured, and what we did not"
      intro={`Every figure below is computed by a script from ${figures.rewrites} rewrites of ${figures.texts} sample texts (${figures.tones} tones at intensities ${figures.intensities.join(' and ')}), made by the ${figures.engine} on ${figures.generated_on}.`}
      tinted
    >
      <ul className={styles.figures}>
        {measured.map((figure) => (
          <li key={figure.label} className={styles.figure}>
            <strong className={styles.figureValue}>{figure.value}</strong>
            <span>{figure.label}</span>
          </li>
        ))}
      </ul>
      <p className={styles.proofNote}>
        We have not measured click-through, conversion or engagement of texts written with Resonate,
        so we show no figures for them.{' '}
        <a href={figures.sample_path} className={styles.inlineLink}>
          Read every sample text and rewrite
        </a>
        .
      </p>
      <ul className={styles.cards}>
        {goals.map((goal) => (
          <li key={goal.key} className={styles.card}>
            <h3 className={styles.h3}>{goal.title}</h3>
            <p className={styles.muted}>{goal.text}</p>
          </li>
        ))}
      </ul>
      <ExampleUses />
    </Section>
  );
}

import { scienceSteps } from '../content';
import styles from '../landing.module.css';
import { Section } from './section';

export function HowItWorksSection() {
  return (
    <Section
      id="how-it-works"
      eyebrow="The science"
      title="Four dials, one measured result"
      intro="Resonate separates what you say from how it feels, changes only the feeling, and then measures the outcome instead of taking the AI's word for it."
    >
      <ol className={styles.steps}>
        {scienceSteps.map((step, position) => (
          <li key={step.key} className={styles.card}>
            <span aria-hidden="true" className={styles.stepNumber}>
              {String(position + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.h3}>{step.title}</h3>
            <p className={styles.muted}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

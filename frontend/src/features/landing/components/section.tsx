import type { ReactNode } from 'react';
import styles from '../landing.module.css';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A landing section: anchor id, eyebrow, heading (labels the region) and content. */
export function Section({ id, eyebrow, title, intro, tinted = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tinted ? styles.sectionTinted : styles.section}
    >
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={styles.h2}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

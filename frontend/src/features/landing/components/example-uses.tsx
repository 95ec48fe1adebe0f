import { useState } from 'react';
import { exampleUses, ROTATION_INTERVAL_MS } from '../content';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import styles from '../landing.module.css';

/**
 * Three example uses rotating every 4 s (the spec's testimonials, labelled honestly: Resonate has
 * no published customer reviews). Rotation pauses on hover and focus and with the pause button,
 * and does not start when the person asked for reduced motion; changes are announced politely.
 */
export function ExampleUses() {
  const reducedMotion = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = stopped || hovered || focused || reducedMotion;
  const [index, setIndex] = useRotatingIndex(exampleUses.length, ROTATION_INTERVAL_MS, paused);
  const current = exampleUses[index];

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Example uses"
      className={styles.carousel}
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.quoteCard}>
        <p className={styles.quoteLabel}>Example use · illustrative, not a customer quote</p>
        <div aria-live="polite" aria-atomic="true">
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${exampleUses.length}`}
            className={reducedMotion ? styles.slideStill : styles.slide}
          >
            <figure className={styles.slideFigure}>
              <blockquote className={styles.quote}>“{current.quote}”</blockquote>
              <figcaption className={styles.quoteWho}>{current.who}</figcaption>
            </figure>
          </div>
        </div>
      </div>
      <div className={styles.carouselControls}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setStopped((value) => !value)}
          aria-label={stopped ? 'Resume rotating examples' : 'Pause rotating examples'}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d={stopped ? 'M8 5v14l11-7z' : 'M6 19h4V5H6zm8-14v14h4V5z'} />
          </svg>
        </button>
        {exampleUses.map((use, dot) => (
          <button
            key={use.who}
            type="button"
            className={dot === index ? styles.dotOn : styles.dot}
            onClick={() => setIndex(dot)}
            aria-label={`Show example ${dot + 1} of ${exampleUses.length}`}
            aria-current={dot === index ? 'true' : undefined}
          />
        ))}
      </div>
    </div>
  );
}

import { useId } from 'react';
import styles from './site.module.css';

/** The Resonate wordmark: a waveform badge and the name (no UI library, so the landing can use it). */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  const gradientId = useId();
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.logoMark}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4f46e5" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path
          d="M6 17c2.5 0 2.5-6 5-6s2.5 10 5 10 2.5-14 5-14 2.5 10 5 10"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={inverted ? styles.logoNameInverted : styles.logoName}>Resonate</span>
    </span>
  );
}

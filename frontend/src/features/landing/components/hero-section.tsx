import { TONE_LABELS } from '@api/catalog';
import { SiteLink } from '../../../components/site/site-navigation';
import { SignUpLink } from '../../../components/site/sign-up-link';
import { authDialogLinks } from '../../../config/paths';
import styles from '../landing.module.css';

const loginHref = `${authDialogLinks.login.pathname}${authDialogLinks.login.search}`;
const register = authDialogLinks.register();
const registerHref = `${register.pathname}${register.search}`;

/** A picture of the controls (decorative: hidden from assistive technology; no figures in it). */
function ToneControls() {
  return (
    <div className={styles.controls} aria-hidden="true">
      <p className={styles.controlsLabel}>Tone</p>
      <div className={styles.chips}>
        {Object.entries(TONE_LABELS).map(([tone, label]) => (
          <span key={tone} className={tone === 'persuasive' ? styles.chipOn : styles.chip}>
            {label}
          </span>
        ))}
      </div>
      <p className={styles.controlsLabel}>Intensity</p>
      <div className={styles.intensity}>
        {Array.from({ length: 10 }, (_, step) => (
          <span key={step} className={step < 7 ? styles.stepOn : styles.step} />
        ))}
        <strong>7/10</strong>
      </div>
      <p className={styles.controlsLabel}>Kept exactly</p>
      <div className={styles.chips}>
        {['Dana', '$49 a month', 'Tuesday'].map((fact) => (
          <span key={fact} className={styles.chipKept}>
            {fact}
          </span>
        ))}
      </div>
    </div>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className={styles.hero}>
      <div className={`${styles.container} ${styles.heroGrid}`}>
        <div>
          <p className={styles.badge}>Emotional-intelligence rewriting</p>
          <h1 id="hero-heading" className={styles.h1}>
            Say it in the tone that <span className={styles.gradientText}>moves people</span>.
          </h1>
          <p className={styles.heroLead}>
            Paste your copy, pick a tone and how strongly to apply it. Resonate rewrites it, keeps
            your names, numbers and links intact, and shows a measured score for the result.
          </p>
          <div className={styles.actions}>
            <SignUpLink href={registerHref} className={styles.buttonPrimary}>
              Start Free Trial
            </SignUpLink>
            <SiteLink href={loginHref} className={styles.buttonOutlined}>
              Login
            </SiteLink>
          </div>
          <p className={styles.heroNote}>Free trial · No card needed</p>
        </div>
        <ToneControls />
      </div>
    </section>
  );
}

import { authDialogLinks, landingSections } from '../../config/paths';
import { SiteLink } from './site-navigation';
import { SignUpLink } from './sign-up-link';
import { SiteLogo } from './site-logo';
import styles from './site.module.css';

const href = (to: { pathname: string; search?: string; hash?: string }) =>
  `${to.pathname}${to.search ?? ''}${to.hash ? `#${to.hash}` : ''}`;

/** The header a visitor sees: the landing's sections, Login and Start Free Trial. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <SiteLink href="/" aria-label="Resonate home" className={styles.homeLink}>
          <SiteLogo />
        </SiteLink>
        <nav aria-label="Main" className={styles.nav}>
          {landingSections.map((section) => (
            <SiteLink key={section.id} href={`/#${section.id}`} className={styles.navLink}>
              {section.label}
            </SiteLink>
          ))}
        </nav>
        <div className={styles.headerActions}>
          <SiteLink href={href(authDialogLinks.login)} className={styles.textButton}>
            Login
          </SiteLink>
          <SignUpLink href={href(authDialogLinks.register())} className={styles.primaryButton}>
            Start Free Trial
          </SignUpLink>
        </div>
      </div>
    </header>
  );
}

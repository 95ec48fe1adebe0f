import { legalLinks } from '../../config/legal';
import { landingSections, paths } from '../../config/paths';
import { SiteLink } from './site-navigation';
import { SiteLogo } from './site-logo';
import styles from './site.module.css';

const YEAR = new Date().getFullYear();

/** The footer of every page; the four legal documents open in a new tab. */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  // Signed in, `/` is the workspace: the landing's sections are not there to link to.
  const productLinks = signedIn
    ? [
        { href: paths.home, label: 'Workspace' },
        { href: paths.docs, label: 'Documentation' },
        { href: paths.beta, label: 'Beta Features' },
      ]
    : [
        ...landingSections.map((section) => ({ href: `/#${section.id}`, label: section.label })),
        { href: paths.docs, label: 'Documentation' },
      ];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerAbout}>
          <SiteLogo inverted />
          <p>
            Rewrite your copy in the emotional tone you choose, at the intensity you choose, with a
            measured score for every result.
          </p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className={styles.footerHeading}>
            Product
          </h2>
          <ul className={styles.footerList}>
            {productLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={styles.footerLink}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.footerHeading}>
            Legal
          </h2>
          <ul className={styles.footerList}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.footerLink}
                >
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                  <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.newTabIcon}>
                    <path
                      fill="currentColor"
                      d="M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z"
                    />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>© {YEAR} Resonate. All rights reserved.</p>
    </footer>
  );
}

import { SiteLink } from '../../../components/site/site-navigation';
import { SignUpLink } from '../../../components/site/sign-up-link';
import { authDialogLinks } from '../../../config/paths';
import { loadCompany } from '../api/public-api';
import { usePublicData } from '../hooks/use-public-data';
import styles from '../landing.module.css';
import { ContactForm } from './contact-form';
import { Section } from './section';

const register = authDialogLinks.register();

export function ContactSection() {
  const { data: company } = usePublicData(loadCompany);
  return (
    <Section
      id="contact"
      eyebrow="Contact"
      title="Questions before you start?"
      intro="Planning for a team, need an invoice, or wondering how Resonate fits your workflow? Write to us."
      tinted
    >
      <div className={styles.contactGrid}>
        <div className={styles.panel}>
          <h3 className={styles.h3}>Talk to us</h3>
          <p className={styles.muted}>
            A person answers by e-mail. Customers can also open a ticket from the Help Center in
            their account.
          </p>
          <ContactForm />
          {company && (
            <address className={styles.address} data-testid="company-details">
              <strong>{company.name}</strong>
              {company.postal_address && <span>{company.postal_address}</span>}
              {company.email && (
                <a href={`mailto:${company.email}`} className={styles.inlineLink}>
                  {company.email}
                </a>
              )}
            </address>
          )}
        </div>
        <div className={styles.panelDark}>
          <h3 className={styles.h3}>Try it on your own copy</h3>
          <p>
            Paste an e-mail, a post or a landing page, pick a tone, and compare the scores before
            and after. The free trial needs no card.
          </p>
          <div className={styles.actions}>
            <SignUpLink
              href={`${register.pathname}${register.search}`}
              className={styles.buttonLight}
            >
              Start Free Trial
            </SignUpLink>
            <SiteLink
              href={`${authDialogLinks.login.pathname}${authDialogLinks.login.search}`}
              className={styles.buttonGhostLight}
            >
              Login
            </SiteLink>
          </div>
        </div>
      </div>
    </Section>
  );
}

import { formatPrice } from '../../../lib/plans/format-price';
import { SignUpLink } from '../../../components/site/sign-up-link';
import { authDialogLinks } from '../../../config/paths';
import { loadPlans, type Plan } from '../api/public-api';
import { usePublicData } from '../hooks/use-public-data';
import styles from '../landing.module.css';
import { Section } from './section';

function PlanCard({ plan }: { plan: Plan }) {
  const free = plan.price_monthly === 0;
  const register = authDialogLinks.register(plan.id);
  const titleId = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={titleId}
      className={plan.highlight ? styles.planHighlighted : styles.plan}
      data-testid={`plan-${plan.id}`}
    >
      {plan.highlight && <p className={styles.planHighlight}>{plan.highlight}</p>}
      <h3 id={titleId} className={styles.h3}>
        {plan.name}
      </h3>
      <p className={styles.price}>
        <span className={styles.priceValue}>{formatPrice(plan.price_monthly, plan.currency)}</span>{' '}
        <span className={styles.muted}>{free ? 'to start' : 'per month'}</span>
      </p>
      <p className={styles.quota}>{plan.quota_label}</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <SignUpLink
        href={`${register.pathname}${register.search}`}
        className={plan.highlight ? styles.buttonPrimaryWide : styles.buttonOutlinedWide}
      >
        {free ? 'Start Free Trial' : `Choose ${plan.name}`}
      </SignUpLink>
    </article>
  );
}

export function PricingSection() {
  const { data: plans, loading, error, retry } = usePublicData(loadPlans);
  let content;
  if (loading) {
    content = (
      <p role="status" className={styles.centered}>
        Loading plans…
      </p>
    );
  } else if (error || !plans?.length) {
    content = (
      <div role="alert" className={styles.centered}>
        <p className={styles.muted}>Pricing is unavailable right now.</p>
        <button type="button" className={styles.buttonOutlined} onClick={retry}>
          Try again
        </button>
      </div>
    );
  } else {
    content = (
      <div className={styles.plans}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    );
  }
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Start free. Upgrade when it pays for itself."
      intro="Try Resonate free, no card needed. Pick a plan when you are ready: every figure here comes from our plan catalogue."
    >
      {content}
    </Section>
  );
}

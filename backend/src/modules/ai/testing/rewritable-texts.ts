/**
 * Fixture texts the built-in engine changes in every tone (rewritable-texts.spec.ts checks it).
 * A result that changes nothing is not charged and leaves no history entry, so a test that needs
 * a charged rewrite, a history row or an analytics count enhances one of these.
 */

/**
 * Changed in every tone from intensity 5 (the default): fillers every tone takes out. Below 5,
 * persuasive, balanced and urgent now leave the writer's hedged wish alone.
 */
export const REWRITABLE_TEXT =
  'Hey, so I was kind of hoping we could maybe try to improve the onboarding emails a bit. I think they are sort of confusing for new users.';

/**
 * Changed in every tone from intensity 5, with facts the rewrite must keep: a date, a time, two
 * figures and an offer.
 */
export const REWRITABLE_TEXT_WITH_FACTS =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week, and the first 14 days are free.';

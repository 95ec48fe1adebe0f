export const termsOfService = `# Terms of Service

_Version {{POLICY_VERSION}}_

These terms are an agreement between you and {{COMPANY_NAME}}, which provides Resonate:

{{COMPANY_CONTACT}}

## The service

Resonate rewrites and analyses text in the tone and intensity you choose and shows a measured
quality score. Scores are computed by our analysis and are guidance, not guarantees of results.

## Your account

You must give a valid e-mail address and keep your password safe. You are responsible for what is
done with your account. You must be at least 16 years old.

## Plans and payment

- **Free trial**: 10 enhancements in total, no card needed.
- **Pro**: a monthly subscription with 500 enhancements per billing month; unused enhancements do
  not carry over; the count resets on your renewal date.
- **Premium**: a monthly subscription with unlimited enhancements under fair use, projects,
  advanced analytics, DOCX and PDF export and priority support, with a 30-day money-back guarantee
  on your first Premium payment.

Subscriptions renew monthly until cancelled. You can cancel at any time from the billing portal;
the plan stays active until the end of the paid period.

## Your content

You keep all rights to the texts you submit and to the results. You give us the rights needed to
process them to provide the service. You must have the right to submit what you submit.

## Acceptable use

Your use must follow the Acceptable Use Policy.

## Availability and liability

We work to keep Resonate available and correct but provide it "as is". To the extent the law
allows, our liability is limited to the amount you paid in the 12 months before the claim.

## Changes and ending

We may change these terms with notice by e-mail or in the product. You may delete your account at
any time; we may suspend accounts that break these terms.
`;

export const termsOfService = {
  title: 'Terms of Service',
  version: '2026-11-25',
  markdown: `# Terms of Service

_Version {{VERSION}}_

These terms are an agreement between you and {{COMPANY_NAME}}, which provides Resonate:

{{COMPANY_CONTACT}}

## The service

Resonate rewrites and analyses text in the tone and intensity you choose and shows a quality
score computed by our own analysis of the text. Scores and the figures on our home page are
measurements of the text, not promises of click-through, conversion or any other result.
{{ENGINE_SENTENCE}}

## Your account

You must give a valid e-mail address and keep your password safe. You are responsible for what is
done with your account. You must be at least 16 years old.

## Plans and payment

- **Free trial**: {{FREE_USES}} enhancements in total, no card needed.
- **Pro**: a monthly subscription with {{PRO_USES}} enhancements per billing month; unused
  enhancements do not carry over; the count resets on your renewal date.
- **Premium**: a monthly subscription with unlimited enhancements under fair use, projects,
  advanced analytics, DOCX and PDF export and priority support (we answer within 24 to 48 hours),
  with a {{GUARANTEE_DAYS}}-day money-back guarantee on your first Premium payment.

Prices are shown on our pricing page before you pay. Subscriptions renew monthly until cancelled.
You can cancel at any time from the billing portal; the plan stays active until the end of the
paid period.

## Your content

You keep all rights to the texts you submit and to the results. You give us the rights needed to
process them to provide the service. You must have the right to submit what you submit. Read the
Privacy Policy for what we store and who processes it.

## Acceptable use

Your use must follow the Acceptable Use Policy.

## Availability and liability

We work to keep Resonate available and correct but provide it "as is". To the extent the law
allows, our liability is limited to the amount you paid in the 12 months before the claim.

## Changes and ending

Each version of these terms is dated. We tell you of changes by e-mail or in the product before
they apply; you may delete your account at any time. We may suspend accounts that break these
terms.
`,
};

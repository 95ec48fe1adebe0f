export const privacyPolicy = `# Privacy Policy

_Version {{POLICY_VERSION}}_

Resonate, run by {{COMPANY_NAME}} ("we"), rewrites and analyses text for you. This policy
explains what we collect, why, and what you can do about it.

## Who is responsible

{{COMPANY_NAME}} is the controller of your personal data:

{{COMPANY_CONTACT}}

## What we collect

- **Account data**: your e-mail address, username, first and last name, the plan you chose, and
  whether you verified your address and finished onboarding.
- **Consents**: each consent you give or refuse (GDPR processing, data retention, marketing), with
  the time and the version of this policy it was given under.
- **Sessions**: when you signed in, the browser's user agent and the IP address, so you can
  recognise your devices and so we can end sessions.
- **Your texts**: the texts you enhance, the results, their settings and scores (your history and
  projects).
- **Support requests**: what you send us from the Help Center.
- **Payments**: when you subscribe, our payment processor (Stripe) handles your card; we keep the
  subscription's status, amounts and dates, never your card number.

## Why

To provide the service you asked for (contract), to keep it secure and within fair use
(legitimate interest), to send you product news only if you agreed (consent), and to meet legal
obligations such as accounting.

## Who else sees it

Processors that run parts of the service for us: our hosting provider, our e-mail provider, Stripe
for payments and, when your workspace is configured to use one, an AI model provider that receives
the text you ask us to rewrite. We do not sell your data.

## How long we keep it

Your account data as long as your account exists. Your history keeps your newest 100 entries.
Server logs are kept for up to 30 days. Payment records are kept as long as tax law requires.

## Your rights

You can download everything we hold about you (Account → Privacy & GDPR → Export), correct it, and
delete your account, which removes your personal data at once (an audit entry without personal
data remains). You can withdraw consent at any time and complain to your data protection authority.

## Contact

Write to us from the Help Center in your account, with the contact form, or at the address above:

{{COMPANY_CONTACT}}
`;

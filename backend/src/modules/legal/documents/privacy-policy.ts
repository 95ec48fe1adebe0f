export const privacyPolicy = {
  title: 'Privacy Policy',
  version: '2026-11-25',
  markdown: `# Privacy Policy

_Version {{VERSION}}_

Resonate, run by {{COMPANY_NAME}} ("we"), rewrites and analyses text for you. This policy says
what we store, why, for how long, who else sees it, and what you can do about it.

## Who is responsible

{{COMPANY_NAME}} is the controller of your personal data:

{{COMPANY_CONTACT}}

## What we store

- **Your account**: e-mail address, username, first and last name, your plan, how many
  enhancements you used, and whether you verified your address and finished onboarding. Your
  password is stored only as an argon2id hash.
- **Your consents**: each consent you give or refuse (processing under the GDPR, data retention,
  marketing e-mails, the terms and this policy), with the time and the version of the document it
  was given under.
- **Sessions**: when you signed in, your browser's user agent and IP address, so you can
  recognise your devices and so a session can be ended.
- **Your texts and their history**: the texts you enhance, the results, their settings and
  scores (history), the projects you save, your templates, saved songs and feedback you send from
  the beta studio.
- **Support**: the messages you send us from the Help Center or the contact form, and our answers.
- **Payments**: your subscriptions, payments and refunds (plan, status, amounts, dates, the
  payment provider's reference). Never your card number.
- **Request logs**: the time, IP address, path and status of each request and a correlation id.
  Never the texts you submit.

## Privacy mode: "Don't keep my texts"

Turn on **Don't keep my texts** in Account → Privacy & GDPR (or send \`retain: false\` with an API
request) and the texts you submit and every result are never written to our database, our logs,
our job queue, our analytics or our audit records, and your browser does not keep them either.
Your history then keeps only the date, tone, settings, word counts and scores of each
enhancement, marked "text not kept"; AI Chat conversations are not stored, songs are not saved
and a later export has no text to put in a file. A project is saved only when you choose to save
it, after we ask. The only place your text travels is the AI model provider named below, when
one is configured; without one it never leaves our server process.

The landing page's demo rewrites only the sample texts it offers; it stores nothing about you.
We set no tracking cookies. Your browser keeps your sign-in token in its local storage.

## Why

To provide the service you asked for (contract), to keep it secure and within fair use
(legitimate interest), to send you product news only if you agreed (consent), and to meet legal
obligations such as accounting.

## Who else receives it

Processors that run parts of this service for us:

{{PROCESSORS}}

We do not sell your data and we share it with no one else unless the law requires it.

## How long we keep it

- Your account, consents, texts, projects, templates and songs: as long as your account exists.
- History: your newest {{HISTORY_LIMIT}} enhancements; older entries are deleted as new ones arrive.
  In privacy mode, none of their texts: only date, settings, counts and scores.
- Sessions: {{SESSION_DAYS}} days from sign-in, or until you sign out.
- E-mailed links: a verification link works for 24 hours, a password reset link for 1 hour, a
  sign-in code for 2 minutes.
- Support messages: as long as your account exists; contact-form messages from people without an
  account until they ask us to delete them.
- Request logs: at most {{LOG_DAYS}} days.
- Payment records: as long as tax and accounting law requires; when you delete your account they
  lose every link to you.

## Your rights

- **Export**: download everything we hold about you as a JSON file (Account → Privacy & GDPR →
  Download my data).
- **Deletion**: delete your account (Account → Privacy & GDPR). Your personal data is removed at
  once; paid plans end; only payment records without any link to you and audit entries without
  personal data remain.
- **Correction, objection, restriction and withdrawal of consent**: write to us; withdrawing
  consent does not affect what was done before.
- You may complain to your data protection authority.

## Contact

Write to us from the Help Center in your account, with the contact form, or at:

{{COMPANY_CONTACT}}
`,
};

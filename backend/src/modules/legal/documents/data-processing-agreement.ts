export const dataProcessingAgreement = {
  title: 'Data Processing Agreement',
  version: '2026-11-25',
  markdown: `# Data Processing Agreement

_Version {{VERSION}}_

This agreement applies when you (the "controller") use Resonate, provided by {{COMPANY_NAME}}
(the "processor"), to process personal data contained in the texts you submit, under the EU
General Data Protection Regulation.

The processor:

{{COMPANY_CONTACT}}

## Subject and duration

We process the personal data in your texts only to provide the service (rewriting, analysis,
history, projects, exports) for as long as your account exists. Your history keeps your newest
{{HISTORY_LIMIT}} enhancements.

With privacy mode on ("Don't keep my texts" in your account, or \`retain: false\` on an API
request) the texts and results are processed only in memory for the request that carries them:
they are not stored, logged, queued or kept in analytics or audit records, and reach no
sub-processor but the AI model provider listed below, when one is configured.

## Our obligations

- We process personal data only on your documented instructions: your use of the product.
- Everyone who processes it for us is bound to confidentiality.
- We apply appropriate technical and organisational measures: encryption in transit, passwords
  stored as argon2id hashes, sessions that can be ended at once, access limited to staff who need
  it, and an audit log of staff actions.
- We help you answer data subjects' requests: export and deletion are available in the product.
- We tell you without undue delay after becoming aware of a personal data breach.
- When your account is deleted we delete the personal data at once, except payment records that
  the law requires us to keep, which lose every link to you.
- We make available the information needed to demonstrate compliance.

## Sub-processors

{{PROCESSORS}}

We tell you of any change to this list before it applies.

## International transfers

Where personal data leaves the EEA, we rely on the European Commission's standard contractual
clauses or an adequacy decision.
`,
};

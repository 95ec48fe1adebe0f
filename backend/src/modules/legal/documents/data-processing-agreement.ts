export const dataProcessingAgreement = `# Data Processing Agreement

_Version {{POLICY_VERSION}}_

This agreement applies when you (the "controller") use Resonate, provided by {{COMPANY_NAME}}
(the "processor"), to process personal data contained in the texts you submit, under the EU
General Data Protection Regulation.

The processor:

{{COMPANY_CONTACT}}

## Subject and duration

We process the personal data in your texts only to provide the service (rewriting, analysis,
history, projects, exports) for as long as your account exists.

## Our obligations

- We process personal data only on your documented instructions: your use of the product.
- Everyone who processes it for us is bound to confidentiality.
- We apply appropriate technical and organisational measures: encryption in transit, hashed
  passwords (argon2id), access limited to staff who need it, audit logging of staff actions.
- We use sub-processors (hosting, e-mail, payments, and an AI model provider when configured)
  under terms that protect personal data as this agreement does, and we tell you of changes.
- We help you answer data subjects' requests: export and deletion are available in the product.
- We tell you without undue delay after becoming aware of a personal data breach.
- When your account is deleted we delete the personal data, except where law requires keeping it.
- We make available the information needed to demonstrate compliance.

## International transfers

Where personal data leaves the EEA, we rely on the European Commission's standard contractual
clauses or an adequacy decision.
`;

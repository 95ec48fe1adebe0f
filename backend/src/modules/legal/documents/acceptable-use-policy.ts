export const acceptableUsePolicy = {
  title: 'Acceptable Use Policy',
  version: '2026-11-25',
  markdown: `# Acceptable Use Policy

_Version {{VERSION}}_

You may not use Resonate to:

- create or spread content that is illegal, defamatory, harassing, hateful or that sexualises minors;
- deceive people: phishing, impersonation, fake reviews, or disinformation campaigns;
- send spam or bulk messages people did not ask for;
- infringe others' intellectual property or privacy, or submit personal data you may not share;
- attack, overload, probe or reverse-engineer the service, or get around plan limits and rate
  limits (including the landing page's demo);
- resell access to the service without our written agreement.

We may remove content, limit or suspend accounts that break this policy, and report illegal
activity to the authorities. Report abuse to us from the Help Center or the contact form:

{{COMPANY_CONTACT}}
`,
};

// Deterministic, varied prose for benchmarks: e-mail, product, notice and social sentences mixed.
const SENTENCES = [
  'Hi Sarah, I think we should probably move the launch review to Thursday at 3 pm.',
  'Our new dashboard just might help your team save around 4 hours every week.',
  'The outage on March 3 affected 12% of customers in the EU region for 47 minutes.',
  'Please read the attached report and send your comments before Friday.',
  "We're really excited to share that Acme Analytics now supports exports to PDF!",
  'The update was deployed by the platform team after the incident was reviewed.',
  'Honestly, it is kind of a big deal for anyone who writes reports every day.',
  'If you have any questions, feel free to reach out to support@acme.example.',
  'Prices start at $19 per month, and the first 14 days are free.',
  'Maybe we could try a shorter onboarding flow and see whether sign-ups improve.',
  'The committee noted that the results were very good but the budget was quite tight.',
  'Visit https://acme.example/pricing to compare plans and pick the right one.',
  'Thanks to @jordan and the design team for the incredible work on this release.',
  'You must complete the security training by 30 June 2026.',
  'This feature lets managers approve expenses from their phone in two taps.',
  'We apologise for the inconvenience and appreciate your patience.',
];

/** About `words` words of text, the same for the same count. */
export function sampleText(words: number): string {
  const out: string[] = [];
  let count = 0;
  for (let index = 0; count < words; index++) {
    const sentence = SENTENCES[(index * 7) % SENTENCES.length];
    out.push(sentence);
    count += sentence.split(/\s+/).length;
    if (index % 5 === 4) out.push('\n\n');
  }
  return out.join(' ').replace(/ ?\n\n ?/g, '\n\n');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

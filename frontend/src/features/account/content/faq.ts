export interface FaqEntry {
  question: string;
  answer: string[];
}

/** Help Center answers. Figures follow the spec's plans (section 9). */
export const FAQ: FaqEntry[] = [
  {
    question: 'Which tones can I choose?',
    answer: [
      'Nine: Empathetic, Confident, Persuasive, Friendly, Professional, Inspiring, Analytical & Logical, Urgent and Calm. Every plan includes all of them.',
      'A tone changes word choice, rhythm and emphasis. Names, numbers, dates, links and the keywords you lock stay exactly as you wrote them.',
    ],
  },
  {
    question: 'What does the intensity slider do?',
    answer: [
      'It sets how strongly the tone is applied, from 1 to 10 (5 by default). 1–3 is a light touch that keeps most of your wording, 4–6 a clear but balanced rewrite, and 7–10 a bold rewrite for maximum effect.',
    ],
  },
  {
    question: 'How many transformations do I get?',
    answer: [
      'The free trial includes 10 transformations in total, with no card needed.',
      'Pro includes 500 per month; the count resets on your renewal date. Premium is unlimited.',
      'Your header shows what is left, and Subscription & Billing shows the details.',
    ],
  },
  {
    question: 'What happens when I reach my limit?',
    answer: [
      'On the free trial you are offered Pro or Premium. On Pro you can move to Premium straight away or wait for your monthly reset. Nothing you wrote is lost either way.',
    ],
  },
  {
    question: 'How does billing work?',
    answer: [
      'Pro and Premium are monthly subscriptions paid by card; current prices are in Subscription & Billing and on the pricing page. Premium comes with a 30-day money-back guarantee.',
      'For invoices, refunds or any billing question, write to us below and choose the Billing category.',
    ],
  },
  {
    question: 'How is the quality score measured?',
    answer: [
      'Each result is scored out of 10 by measuring it: how well it matches the tone you chose, how clear it reads, whether your meaning and key facts survived, and whether the length fits. The breakdown is shown with the score.',
    ],
  },
  {
    question: 'What do you do with my data?',
    answer: [
      'We use your texts to produce your results and keep your history so you can come back to it.',
      'In Privacy & GDPR you can download everything we hold about you at any time, or delete your account and all its data for good.',
    ],
  },
  {
    question: 'How fast does support answer?',
    answer: [
      'Premium members get an answer within 24 to 48 hours. Everyone else hears from us as soon as we can. You can follow your requests below.',
    ],
  },
];

import * as fc from 'fast-check';
import { EMOTION_TONES, OUTPUT_FORMATS } from '../ai.types.js';
import { rewriteWithBuiltinEngine } from '../engine/builtin-engine.js';
import { toPlainText } from '../format/plain-text.js';
import { protectedSpansOf } from './extract-spans.js';
import { buildGuardrailInfo, findMissingSpans } from './guardrail-report.js';
import { SpanMasker } from './span-masker.js';
import { findProtectedSpans, lockedTermPatterns } from './protected-spans.js';

const texts = (spans: { text: string }[]) => spans.map((span) => span.text);

describe('protected spans', () => {
  it('should find numbers, money, percentages, dates, times, URLs, e-mails, mentions, hashtags and quotes', () => {
    const text =
      'On 3 March 2026 at 9:30 am we sold 1,200 units for $4.5 million (up 12%). Ask @dana_k or dana@acme.example, see https://acme.example/q1?x=1 and #growth. She said "we are only getting started" on Thursday.';
    const spans = protectedSpansOf(text);
    const byKind = (kind: string) => texts(spans.filter((span) => span.kind === kind));
    expect(byKind('date')).toEqual(expect.arrayContaining(['3 March 2026', 'Thursday']));
    expect(byKind('time')).toEqual(['9:30 am']);
    expect(byKind('number')).toEqual(expect.arrayContaining(['1,200', '12%']));
    expect(byKind('money')).toEqual(['$4.5 million']);
    expect(byKind('mention')).toEqual(['@dana_k']);
    expect(byKind('email')).toEqual(['dana@acme.example']);
    expect(byKind('url')).toEqual(['https://acme.example/q1?x=1']);
    expect(byKind('hashtag')).toEqual(['#growth']);
    expect(byKind('quote')).toEqual(['"we are only getting started"']);
  });

  it('should close a quotation at an opening mark typed again after its end mark', () => {
    const spans = protectedSpansOf(
      'Fares rise today. “We have worked hard to keep fares down for those who rely on the bus.“ Tickets are on sale.',
    );
    expect(texts(spans.filter((span) => span.kind === 'quote'))).toEqual([
      '“We have worked hard to keep fares down for those who rely on the bus.“',
    ]);
  });

  it('should find names: mid-sentence capitals, known names at a sentence start, acronyms', () => {
    const spans = protectedSpansOf(
      'Thanks to Maria Lopez and the team at Northwind Traders. Jordan will present the EU results. Our ASAP fix is live.',
    );
    const names = texts(spans.filter((span) => span.kind === 'name'));
    expect(names).toEqual(
      expect.arrayContaining(['Maria Lopez', 'Northwind Traders', 'Jordan', 'EU']),
    );
    expect(names).not.toContain('Thanks');
    expect(names).not.toContain('Our');
    expect(names).not.toContain('ASAP');
  });

  it('should treat a capitalised word at a sentence start as a name only with evidence', () => {
    const spans = texts(protectedSpansOf('Acme ships today. We love Acme. Dashboards are great.'));
    expect(spans.filter((span) => span === 'Acme')).toHaveLength(1);
    expect(spans).not.toContain('Dashboards');
  });

  it('should protect locked terms case-insensitively, even inside other spans', () => {
    const found = findProtectedSpans('Our Smart Sync works. Read "smart sync for teams".', {
      lockedTerms: lockedTermPatterns(['smart sync']),
      knownNames: new Set(),
      detectNames: true,
    });
    expect(found.spans.map((span) => [span.kind, span.text])).toEqual([
      ['locked_term', 'Smart Sync'],
      ['quote', '"smart sync for teams"'],
    ]);
    expect(found.nested.map((span) => span.text)).toEqual(['smart sync']);
  });

  it('should mask and restore spans exactly', () => {
    const masker = new SpanMasker();
    const line = 'Call +1 555 0100 or mail a@b.io by Friday.';
    const spans = findProtectedSpans(line, {
      lockedTerms: [],
      knownNames: new Set(),
      detectNames: true,
    }).spans;
    const masked = masker.mask(line, spans);
    expect(masked).not.toContain('a@b.io');
    expect(masker.unmask(masked)).toBe(line);
  });

  it('should report what is missing from an output', () => {
    const spans = protectedSpansOf('Pay $20 by 5 May via https://pay.example.');
    const info = buildGuardrailInfo(spans, 'Pay $20 soon via https://pay.example.', false, []);
    expect(info.missing).toEqual([{ kind: 'date', text: '5 May' }]);
    expect(info.notes.join(' ')).toContain('could not keep date "5 May"');
    expect(findMissingSpans('Pay $20 by 5 May via https://pay.example.', spans)).toEqual([]);
  });
});

// Random facts dropped into sentences that every tone rewrites heavily.
const word = fc.stringMatching(/^[a-z]{3,8}$/);
const capitalised = fc.stringMatching(/^[A-Z][a-z]{3,8}$/);
const number = fc.oneof(
  fc.integer({ min: 0, max: 999_999 }).map((n) => n.toLocaleString('en-US')),
  fc
    .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([a, b]) => `${a}.${b}%`),
  fc.integer({ min: 1, max: 99_999 }).map((n) => `$${n.toLocaleString('en-US')}`),
);
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const date = fc
  .tuple(
    fc.integer({ min: 1, max: 28 }),
    fc.constantFrom(...MONTHS),
    fc.integer({ min: 2020, max: 2035 }),
  )
  .map(([day, month, year]) => `${day} ${month} ${year}`);
const url = fc
  .tuple(word, fc.constantFrom('com', 'io', 'example', 'org'), fc.array(word, { maxLength: 3 }))
  .map(([host, tld, path]) => `https://${host}.${tld}/${path.join('/')}`.replace(/\/$/, ''));
const name = fc.tuple(capitalised, capitalised).map(([first, last]) => `${first} ${last}`);
const locked = fc.constantFrom(
  'maybe',
  'just',
  'awesome',
  'ASAP',
  'I think',
  'kind of',
  'super',
  'really',
);

const TEMPLATES = [
  (f: Facts) =>
    `Hi team, I think we should maybe meet with ${f.name} about the ${f.number} invoices. I just wanted to say it is ${f.locked} a big deal!! Please send the report before ${f.date} and check ${f.url} when you get a chance.`,
  (f: Facts) =>
    `URGENT: the portal will be down on ${f.date}. Customers might see errors, and ${f.name} is kind of worried. We apologize for the inconvenience. Details: ${f.url}. Refunds of ${f.number} will follow, ${f.locked}.`,
  (f: Facts) =>
    `Our new plan has ${f.number} seats and live support. Users can ${f.locked} upgrade anytime at ${f.url}. ${f.name} said it was awesome. Offer ends ${f.date}.`,
];

interface Facts {
  name: string;
  number: string;
  date: string;
  url: string;
  locked: string;
}

describe('guardrails hold for every tone, intensity and format', () => {
  it('keeps random numbers, dates, names, URLs and locked terms verbatim', () => {
    fc.assert(
      fc.property(
        fc.record({ name, number, date, url, locked }),
        fc.integer({ min: 0, max: TEMPLATES.length - 1 }),
        (facts, template) => {
          const text = TEMPLATES[template](facts);
          for (const tone of EMOTION_TONES) {
            for (const intensity of [2, 6, 10]) {
              for (const format of OUTPUT_FORMATS) {
                const result = rewriteWithBuiltinEngine({
                  text,
                  emotion_tone: tone,
                  intensity,
                  output_format: format,
                  locked_terms: [facts.locked],
                });
                const plain = toPlainText(result.text);
                for (const fact of [
                  facts.name,
                  facts.number,
                  facts.date,
                  facts.url,
                  facts.locked,
                ]) {
                  if (!plain.includes(fact)) {
                    throw new Error(
                      `${tone}@${intensity} ${format} lost "${fact}":\n${result.text}`,
                    );
                  }
                }
                expect(result.guardrail.missing).toEqual([]);
              }
            }
          }
        },
      ),
      { numRuns: 12, seed: 20240601 },
    );
  });

  it('should keep initialisms, measures and the names they begin as single spans', () => {
    const spans = protectedSpansOf(
      'The U.S. Green Building Council shipped 12,000 pounds of steel to the U.K. office, 5 km away, for $4,000.',
    ).map(({ kind, text }) => `${kind}:${text}`);
    expect(spans).toEqual(
      expect.arrayContaining([
        'name:U.S. Green Building Council',
        'number:12,000 pounds',
        'name:U.K.',
        'number:5 km',
        'money:$4,000',
      ]),
    );
    expect(spans).not.toContain('name:U');
    expect(spans).not.toContain('name:S');
    expect(spans.filter((span) => span.startsWith('money:'))).toEqual(['money:$4,000']);
  });
});

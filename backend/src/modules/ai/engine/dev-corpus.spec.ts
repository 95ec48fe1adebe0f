// The development corpus (testing/corpus/*.md): texts written for reviewing the engine, not
// shaped by its rules. These tests hold the rules that review fixed; the measures come from
// testing/text-checks.ts, written apart from the engine.
import { EMOTION_TONES, type EmotionTone, type RewriteRequest } from '../ai.types.js';
import { loadDevCorpus, type DevCorpusText } from '../testing/dev-corpus.js';
import {
  ACKNOWLEDGEMENT,
  averageSentenceWords,
  countContractions,
  countExclamations,
  countHedges,
  countIntensifiers,
  countYou,
  introducedProblems,
  sentencesOf,
  shoutedWords,
} from '../testing/text-checks.js';
import { type BuiltinRewrite, rewriteWithBuiltinEngine } from './builtin-engine.js';
import { RELEASE_CLOSERS } from './data/banks/notice-closers.js';

const CORPUS = loadDevCorpus();
const LOW = 3;
const HIGH = 8;
const cache = new Map<string, BuiltinRewrite>();

function rewrite(
  entry: DevCorpusText,
  tone: EmotionTone,
  intensity: number,
  extra: Partial<RewriteRequest> = {},
): BuiltinRewrite {
  const key = `${entry.id}|${tone}|${intensity}|${JSON.stringify(extra)}`;
  let result = cache.get(key);
  if (!result) {
    result = rewriteWithBuiltinEngine({
      text: entry.text,
      emotion_tone: tone,
      intensity,
      ...extra,
    });
    cache.set(key, result);
  }
  return result;
}

const byId = (id: string) => {
  const entry = CORPUS.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no corpus text ${id}`);
  return entry;
};

/** Sum of a measure over the corpus: the inputs, or their rewrites in a tone. */
const total = (measure: (text: string) => number, tone?: EmotionTone, intensity?: number) =>
  CORPUS.reduce(
    (sum, entry) =>
      sum + measure(tone && intensity ? rewrite(entry, tone, intensity).plainText : entry.text),
    0,
  );

/** Lower case, contractions and the auxiliaries they stand for left out: "you'll" = "you will". */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’](?:ll|re|ve|s|d|m|t)\b/g, '')
    .replace(/\b(?:will|are|is|am|not|have|has|would|had)\b|n\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A sentence shares no three-word run with the input: the engine wrote it. */
function addedSentences(input: string, output: string): string[] {
  const source = normalise(input);
  return sentencesOf(output).filter((sentence) => {
    const words = normalise(sentence).split(/\s+/);
    // A short line (a list item with one word swapped) is the author's if most words are.
    if (words.length < 4)
      return words.filter((word) => source.includes(word)).length * 2 < words.length;
    for (let index = 0; index + 2 < words.length; index++) {
      if (source.includes(words.slice(index, index + 3).join(' '))) return false;
    }
    return true;
  });
}

describe('development corpus', () => {
  it('has twenty or more varied texts', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(CORPUS.map((entry) => entry.kind)).size).toBeGreaterThanOrEqual(15);
  });
});

describe('grammar on texts the rules were not written for', () => {
  it.each(EMOTION_TONES.map((tone) => [tone]))('%s at 2, 5 and 9', (tone) => {
    const problems: string[] = [];
    for (const entry of CORPUS) {
      for (const intensity of [2, 5, 9]) {
        // The plain output keeps list markers, so a list item may start in lower case.
        for (const problem of introducedProblems(entry.text, rewrite(entry, tone, intensity).text))
          problems.push(`${entry.id}@${intensity}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps every protected detail', () => {
    for (const tone of EMOTION_TONES) {
      for (const entry of CORPUS) {
        expect({ tone, id: entry.id, missing: rewrite(entry, tone, 9).guardrail.missing }).toEqual({
          tone,
          id: entry.id,
          missing: [],
        });
      }
    }
  });
});

describe('frames fit the text', () => {
  it('closing lines go above the sign-off and the name, which stay last', () => {
    const signed = [
      ['cold-sales-email', 'Thanks for your time,\nElena Marsh\nAccount Executive, Dockly'],
      ['support-refund', 'Best wishes,\nHannah\nCustomer Care'],
      ['meeting-recap', 'Kate'],
      ['complaint-email', 'Sam Whitaker\nOrder number 55-2091'],
      ['price-increase', 'The Canvasly team'],
    ] as const;
    for (const tone of EMOTION_TONES) {
      for (const [id, ending] of signed) {
        const text = rewrite(byId(id), tone, 9).text;
        expect({ tone, id, ending: text.endsWith(`\n\n${ending}`) }).toEqual({
          tone,
          id,
          ending: true,
        });
      }
    }
  });

  it('adds no stock sentences to notices, press releases or product copy', () => {
    const notMessages = ['press-release-funding', 'headphones-copy', 'job-ad'];
    for (const tone of EMOTION_TONES.filter((name) => name !== 'persuasive')) {
      for (const id of notMessages) {
        const result = rewrite(byId(id), tone, 9);
        expect({ tone, id, added: addedSentences(result.plainInput, result.plainText) }).toEqual({
          tone,
          id,
          added: [],
        });
      }
    }
  });

  it('closes release notes, if at all, with one line written for release notes', () => {
    const fitted = new Set(
      Object.values(RELEASE_CLOSERS).flatMap((lines) => lines.map((line) => line.text)),
    );
    for (const tone of EMOTION_TONES.filter((name) => name !== 'persuasive')) {
      const result = rewrite(byId('release-notes-md'), tone, 9);
      const added = addedSentences(result.plainInput, result.plainText);
      expect(added.length).toBeLessThanOrEqual(1);
      for (const line of added)
        expect({
          tone,
          line,
          fitted: fitted.has(line) || /^In short, this release brings /.test(line),
        }).toEqual({
          tone,
          line,
          fitted: true,
        });
    }
  });

  it('gives two texts the same added sentence rarely', () => {
    for (const tone of EMOTION_TONES) {
      const seen = new Map<string, number>();
      for (const entry of CORPUS) {
        const result = rewrite(entry, tone, HIGH);
        for (const sentence of new Set(addedSentences(result.plainInput, result.plainText)))
          seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
      }
      expect({ tone, most: Math.max(0, ...seen.values()) <= 4 }).toEqual({ tone, most: true });
    }
  });

  it('closes a complaint as the one let down, and an apology as the one who let them down', () => {
    for (const tone of EMOTION_TONES) {
      const complaint = rewrite(byId('complaint-email'), tone, HIGH).plainText;
      expect({ tone, thanksForPatience: /patience|bearing with/i.test(complaint) }).toEqual({
        tone,
        thanksForPatience: false,
      });
    }
    // The notice that apologises gets a closing line, and not one that waits for a reply.
    const incident = rewrite(byId('incident-db'), 'empathetic', HIGH);
    const added = addedSentences(incident.plainInput, incident.plainText);
    expect(added.length).toBeGreaterThan(0);
    expect(added.join(' ')).not.toMatch(/looking into this|your reply|hearing from you/i);
  });

  it('keeps the sentence’s punctuation out of an amount ("**$18,400**,", not "**$18,400,**")', () => {
    for (const entry of CORPUS) {
      const markdown = rewrite(entry, 'professional', 6, { output_format: 'markdown' }).text;
      expect({ id: entry.id, bad: markdown.match(/\*\*[^*\n]*[,;:.]\*\*/g) ?? [] }).toEqual({
        id: entry.id,
        bad: [],
      });
    }
  });

  it('keeps hashtags last when a use case adds a closing line', () => {
    const post = byId('bakery-instagram');
    for (const tone of EMOTION_TONES) {
      const text = rewrite(post, tone, 7, { use_case: 'instagram-caption' }).text.trim();
      expect({ tone, end: /#autumnbaking #cambridgefood$/.test(text) }).toEqual({
        tone,
        end: true,
      });
    }
  });
});

describe('each tone moves its markers the right way, more at 8 than at 3', () => {
  it('confident drops hedges', () => {
    const input = total(countHedges);
    const low = total(countHedges, 'confident', LOW);
    const high = total(countHedges, 'confident', HIGH);
    expect(low).toBeLessThan(input);
    expect(high).toBeLessThan(low);
  });

  it('professional spells out contractions and drops exclamation marks', () => {
    const informal = (text: string) => countContractions(text) + countExclamations(text);
    expect(total(informal, 'professional', LOW)).toBeLessThan(total(informal) / 3);
    expect(total(informal, 'professional', HIGH)).toBeLessThanOrEqual(
      total(informal, 'professional', LOW),
    );
  });

  it('friendly contracts', () => {
    const low = total(countContractions, 'friendly', LOW);
    expect(low).toBeGreaterThan(total(countContractions) * 2);
    expect(total(countContractions, 'friendly', HIGH)).toBeGreaterThan(low);
  });

  it('calm and balanced stop shouting, and leave words in capitals as written', () => {
    // A word in capitals may be a name ("SECOND STRING MUSIC"): no tone changes its case.
    const loud = (text: string) => countExclamations(text) + countIntensifiers(text);
    for (const tone of ['calm', 'balanced'] as const) {
      // One loud word may stay where the verifier kept the author's sentence for another reason.
      expect(total(loud, tone, LOW)).toBeLessThanOrEqual(1);
      expect(total((text) => shoutedWords(text).length, tone, LOW)).toBe(
        total((text) => shoutedWords(text).length),
      );
    }
    expect(total(loud)).toBeGreaterThan(10);
  });

  it('urgent writes shorter sentences', () => {
    const mean = (tone?: EmotionTone, intensity?: number) =>
      total(averageSentenceWords, tone, intensity) / CORPUS.length;
    expect(mean('urgent', LOW)).toBeLessThan(mean());
    expect(mean('urgent', HIGH)).toBeLessThan(mean('urgent', LOW));
  });

  it('persuasive speaks to the reader', () => {
    const low = total(countYou, 'persuasive', LOW);
    expect(low).toBeGreaterThanOrEqual(total(countYou));
    // Issue 28: no call to action on texts that name no way to act, so high may add no more.
    expect(total(countYou, 'persuasive', HIGH)).toBeGreaterThanOrEqual(low);
  });

  it('empathetic acknowledges the reader of letters and messages', () => {
    const acknowledged = (tone?: EmotionTone, intensity?: number) =>
      total((text) => (ACKNOWLEDGEMENT.test(text) ? 1 : 0), tone, intensity);
    expect(acknowledged('empathetic', LOW)).toBeGreaterThan(acknowledged() * 2);
    expect(acknowledged('empathetic', HIGH)).toBeGreaterThanOrEqual(
      acknowledged('empathetic', LOW),
    );
  });
});

describe('sentence rules found in review', () => {
  it('asks directly instead of "I was wondering if you would maybe be open to…"', () => {
    const email = byId('cold-sales-email');
    expect(rewrite(email, 'confident', HIGH).plainText).toContain(
      'Are you open to a 20 minute call next week?',
    );
    expect(rewrite(email, 'professional', HIGH).plainText).toContain(
      'Would you be open to a 20 minute call next week?',
    );
  });

  it('offers stay offers: "I could show you" becomes "I can show you", not a promise', () => {
    const text = rewrite(byId('cold-sales-email'), 'confident', HIGH).plainText;
    // Issue 28: the writer's "could" on an offer is theirs to firm, so it stays as written.
    expect(text).toContain('I could show you how Harbor Logistics');
    expect(text).not.toMatch(/I will show you/);
  });

  it('keeps a modal that names a risk after "but", "although" or "or"', () => {
    for (const tone of ['confident', 'persuasive', 'urgent', 'inspiring'] as const) {
      const newsletter = rewrite(byId('saas-newsletter'), tone, 10).plainText;
      expect({ tone, contradiction: /but we need a few more weeks/i.test(newsletter) }).toEqual({
        tone,
        contradiction: false,
      });
      const water = rewrite(byId('water-shutoff'), tone, 10).plainText;
      expect({ tone, kept: /you could flood your flat/i.test(water) }).toEqual({
        tone,
        kept: true,
      });
    }
  });

  it('never leaves a subordinate clause as a sentence of its own', () => {
    for (const tone of EMOTION_TONES) {
      const text = rewrite(byId('reorg-announcement'), tone, 10).plainText;
      expect({ tone, fragment: text.includes('As some of you already heard.') }).toEqual({
        tone,
        fragment: false,
      });
    }
  });

  it('puts no "today" after a condition or an offer of help', () => {
    for (const intensity of [5, 8, 10]) {
      const text = rewrite(byId('parking-memo'), 'urgent', intensity).plainText;
      expect(text).not.toMatch(/anymore today|questions today/);
    }
  });

  it('turns neither a label nor a link into a question', () => {
    for (const tone of ['empathetic', 'friendly', 'calm'] as const) {
      const recap = rewrite(byId('meeting-recap'), tone, 10).plainText;
      expect(recap).toContain('Open questions: we still');
      const invite = rewrite(byId('webinar-invite'), tone, 10).plainText;
      expect(invite).not.toMatch(/register here: \S+\?/i);
    }
  });

  it('contracts only where English does', () => {
    const text = rewrite(byId('reorg-announcement'), 'friendly', 10).plainText;
    expect(text).not.toMatch(/\bof you['’](?:ll|re)\b/);
    expect(rewrite(byId('linkedin-milestone'), 'professional', 10).plainText).toContain(
      "Here's to the next 100",
    );
  });

  it('professional turns a chat message into plain English', () => {
    const text = rewrite(byId('slack-dev'), 'professional', HIGH).plainText;
    // "like an hour" → "about an hour": the tagger reads "like" as a verb there, so the verifier
    // keeps that first sentence as written; the rest is plain English.
    expect(
      text
        .split(/(?<=\.)\s+/)
        .slice(1)
        .join(' '),
    ).not.toMatch(/\b(?:gonna|pls|u|lol|bc|dont)\b/i);
    // The dropped "lol" ended a clause: what follows starts a sentence.
    expect(text).toMatch(/\. I will fix them first thing\./);
  });

  it('looks forward instead of "We\'re confident to see you there"', () => {
    const text = rewrite(byId('webinar-invite'), 'confident', HIGH).plainText;
    expect(text).toContain('We look forward to seeing you there.');
  });
});

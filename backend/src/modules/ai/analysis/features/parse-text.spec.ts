import { parseText } from './parse-text.js';

const only = (text: string) => {
  const parsed = parseText(text);
  expect(parsed.sentences).toHaveLength(1);
  return parsed.sentences[0];
};

describe('parseText', () => {
  describe('passive voice', () => {
    it.each([
      ['The update was deployed by the platform team.', 'was deployed by'],
      ['The invoices were quickly approved.', 'were quickly approved'],
      ['Your data has been encrypted.', 'been encrypted'],
      ['The report will be written tomorrow.', 'be written'],
      ['The bug got fixed in an hour.', 'got fixed'],
    ])('should find the passive in "%s"', (text, phrase) => {
      expect(only(text).passives.map((match) => match.phrase)).toEqual([phrase]);
    });

    it.each([
      'We deployed the update.',
      'We are excited to share the news.',
      'She was interested in the offer.',
      'The office is closed on Sunday.',
      'They were running late.',
    ])('should find no passive in "%s"', (text) => {
      expect(only(text).passives).toEqual([]);
    });

    it('should not take a deadline after "by" for the agent', () => {
      const passives = only('Permits must be renewed by the end of the month.').passives;
      expect(passives.map((match) => match.phrase)).toEqual(['be renewed']);
    });

    it('should count a stative participle as passive when an agent follows', () => {
      expect(only('The team was surprised by the results.').passives).toHaveLength(1);
    });
  });

  describe('imperatives', () => {
    it.each([
      ['Book a demo today.', 'book'],
      ['Please send your comments before Friday.', 'send'],
      ["Don't wait.", 'wait'],
      ["Let's build it together.", "let's"],
      ['Visit https://acme.example to compare plans.', 'visit'],
    ])('should find the command verb in "%s"', (text, verb) => {
      expect(only(text).imperative).toBe(verb);
    });

    it.each([
      'We booked a demo.',
      'Research shows a clear trend.',
      'Work is busy this week.',
      'Can you send it?',
      'Prices start at $19.',
    ])('should find no command in "%s"', (text) => {
      expect(only(text).imperative).toBeNull();
    });

    it('should count a command with a call-to-action verb as a call to action', () => {
      expect(only('Start your free trial.').weights.callToAction).toBeGreaterThan(0);
      expect(only('Read the attached report.').weights.callToAction).toBe(0);
    });
  });

  describe('hedges', () => {
    it('should find hedges, including multi-word ones', () => {
      expect(only('I think we could maybe try it.').hedges).toEqual(['i think', 'could', 'maybe']);
    });

    it('should not take "kind of" after a determiner for a hedge', () => {
      expect(only('What kind of plan do you need?').hedges).toEqual([]);
      expect(only('It is kind of slow.').hedges).toEqual(['kind of']);
    });

    it('should not take the month May for a hedge', () => {
      expect(only('The launch moved to 3 May.').hedges).toEqual([]);
    });
  });

  describe('sentiment', () => {
    it('should flip sentiment under negation', () => {
      const good = only('The results are good.').compound;
      const notGood = only('The results are not good.').compound;
      expect(good).toBeGreaterThan(0);
      expect(notGood).toBeLessThan(0);
    });

    it('should amplify sentiment with boosters and exclamation marks', () => {
      const plain = only('The release is good.').compound;
      expect(only('The release is really good.').compound).toBeGreaterThan(plain);
      expect(only('The release is good!').compound).toBeGreaterThan(plain);
    });

    it('should weigh the clause after "but" more', () => {
      expect(only('The design is great but the app is slow.').compound).toBeLessThan(0);
    });
  });

  it('should count contractions but not possessives', () => {
    expect(only("We're sure it's Sarah's call and we can't wait.").contractions).toBe(3);
  });

  it('should tell shouting from acronyms', () => {
    expect(only('Act NOW to get the PDF from the EU office.').shouted).toEqual(['NOW']);
  });

  it('should total counts over all sentences', () => {
    const parsed = parseText('Is it ready? Yes! It was built by Ana. Ship it now.');
    expect(parsed.totals.sentences).toBe(4);
    expect(parsed.totals.words).toBe(12);
    expect(parsed.totals.questions).toBe(1);
    expect(parsed.totals.exclamatory).toBe(1);
    expect(parsed.totals.passiveSentences).toBe(1);
    expect(parsed.totals.imperatives).toBe(1);
  });
});

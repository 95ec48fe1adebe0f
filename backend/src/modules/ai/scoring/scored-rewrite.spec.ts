import type { EmotionTone, RewriteRequest } from '../ai.types.js';
import { builtinScored, changedWordCount, scoreRewritten } from './scored-rewrite.js';

const request = (text: string, change: Partial<RewriteRequest> = {}): RewriteRequest => ({
  text,
  emotion_tone: 'empathetic',
  intensity: 5,
  use_case: 'general',
  ...change,
});

const APOLOGY =
  'Hey folks, we might have a small delay on the April invoices. Sorry about that, we will keep you posted.';

describe('a scored rewrite', () => {
  // Issue 28: the result's tone starts where the input's stands, so a rewrite that harms nothing
  // and pulls nothing away from the tone never loses for the tone the text already had.
  it('keeps a harmless rewrite of a text that already reads in the tone at least at its input', () => {
    const result = builtinScored(request(APOLOGY), performance.now(), 'builtin');
    expect(result.change_level).toBe('rewritten');
    expect(result.quality_score).toBeGreaterThanOrEqual(result.input_quality_score);
    expect(result.change_note).not.toMatch(/scores below your text/);
  });

  it('names each part whose fall cost the most when a rewrite harms nothing but scores lower', () => {
    const text =
      'Thanks for the update. The new plan works for us and we can start on Monday with the whole team.';
    const longer = `${text} The team meets in room four. The room has a table. The table is long. We bring chairs. The chairs are grey.`;
    const result = scoreRewritten(
      request(text, { emotion_tone: 'professional', target_word_count: 20 }),
      0,
      {
        enhancedText: longer,
        plainOutput: longer,
        plainInput: text,
        guardrail: { protected: [], missing: [], repaired: false, notes: [] },
        modelUsed: 'test-model',
        engine: 'provider',
      },
    );
    expect(result.quality_score).toBeLessThan(result.input_quality_score);
    expect(result.change_note).toBe(
      'It scores below your text because its length is further from what this content type or your target length asks for.',
    );
  });

  it('names every part whose fall cost a quarter point or more, costliest first, and no smaller fall', () => {
    const text =
      'Thanks for the update. The new plan works for us and we can start on Monday with the whole team.';
    const scoredAs = (output: string) =>
      scoreRewritten(request(text, { emotion_tone: 'professional', target_word_count: 20 }), 0, {
        enhancedText: output,
        plainOutput: output,
        plainInput: text,
        guardrail: { protected: [], missing: [], repaired: false, notes: [] },
        modelUsed: 'test-model',
        engine: 'provider',
      });
    // Tone (0.99 overall), length (0.89) and clarity (0.44) all fell.
    const heavy = scoredAs(
      'Thanks for the update. The new plan works for us and we can start on Monday with the whole team, notwithstanding the aforementioned organisational considerations necessitating comprehensive recalibration of implementation methodologies across departmental boundaries.',
    );
    expect(heavy.change_note).toBe(
      'It scores below your text because your text already read close to the tone you asked for, and the score counts what a rewrite moves toward it (this one added little), and because its length is further from what this content type or your target length asks for, and because it reads less clearly than yours (longer sentences or harder words).',
    );
    // Clarity fell too, but by less than a quarter point overall: only the length is named.
    const longer = scoredAs(
      `${text} The team meets in room four. Notwithstanding the aforementioned considerations, the implementation methodology necessitates comprehensive organisational recalibration.`,
    );
    expect(longer.quality_breakdown.clarity).toBeLessThan(longer.input_quality_breakdown.clarity);
    expect(longer.change_note).toBe(
      'It scores below your text because its length is further from what this content type or your target length asks for.',
    );
  });

  // Issue 28: a hedge on a date ("to Thursday") is the writer's, so the example has none.
  it('gives no reason when the result scores above its input', () => {
    const text =
      'I think we should probably simplify the onboarding flow. It might be better for everyone.';
    const result = builtinScored(
      request(text, { emotion_tone: 'confident', intensity: 7 }),
      0,
      'builtin',
    );
    expect(result.quality_score).toBeGreaterThan(result.input_quality_score);
    // No reason for a drop; the intensity note is honest since "might be better" stays as the
    // writer put it at every intensity (a "might" is no longer made "will likely").
    expect(result.change_note).toBe(
      'The built-in engine made a light rewrite. Connect a model provider for full rewrites. The intensity you chose (7) made no difference to this text: the lightest setting gives the same result.',
    );
  });
});

describe('the built-in trace and the settings it could not honour (issue 28)', () => {
  it('returns each changed sentence with the rule entry that changed it', () => {
    const text =
      'I think we should probably simplify the onboarding flow. It might be better for everyone.';
    const result = builtinScored(
      request(text, { emotion_tone: 'confident', intensity: 7 }),
      0,
      'builtin',
    );
    expect(result.edits?.length).toBeGreaterThan(0);
    for (const edit of result.edits ?? []) {
      expect(edit.rule).toMatch(/^[a-z0-9+-]+$/);
      expect(edit.reason.length).toBeGreaterThan(5);
      expect(edit.before).not.toBe(edit.after);
      expect(result.enhanced_text).toContain(edit.after);
    }
  });

  it('puts the reason it answered first among the notes', () => {
    const text = 'I think we should probably simplify the onboarding flow.';
    const result = builtinScored(request(text), 0, 'builtin', 'the model did not answer in time');
    expect(result.guardrail_info.notes[0]).toBe('the model did not answer in time');
    expect(builtinScored(request(text), 0, 'builtin').guardrail_info.notes).not.toContain(
      'the model did not answer in time',
    );
  });

  it('names no setting that did make a difference', () => {
    const ignored = (text: string, change: Partial<RewriteRequest>) =>
      (builtinScored(request(text, change), 0, 'builtin').ignored_settings ?? []).map(
        (entry) => entry.setting,
      );
    // Intensity 7 gives "at any time before"; the lightest setting does not.
    const update = 'Please update before March 31 because version 3.0 will stop working.';
    expect(ignored(update, { emotion_tone: 'calm', intensity: 7 })).toEqual([]);
    expect(
      builtinScored(request(update, { emotion_tone: 'calm', intensity: 7 }), 0, 'builtin')
        .change_note,
    ).not.toMatch(/intensity/);
    // At the lightest setting there is nothing lighter to compare with.
    expect(ignored(update, { emotion_tone: 'calm', intensity: 1 })).toEqual([]);
    // The technical persona takes out the emoji the adaptive rewrite keeps.
    const release = 'The new release is out 🎉 and it is much faster.';
    expect(
      ignored(release, { emotion_tone: 'friendly', intensity: 1, persona_profile: 'technical' }),
    ).toEqual([]);
  });

  it('says when intensity and persona made no difference', () => {
    // A dated notice: every sentence holds a date, so calm has nothing safe to move at any
    // intensity, for any persona.
    const text = 'The office is closed on 26 December. It reopens on 2 January.';
    const result = builtinScored(
      request(text, { emotion_tone: 'confident', intensity: 9, persona_profile: 'executive' }),
      0,
      'builtin',
    );
    const ignored = (result.ignored_settings ?? []).map((entry) => entry.setting);
    expect(result.enhanced_text).toBe(text);
    expect(ignored.sort()).toEqual(['intensity', 'persona']);
    expect(result.ignored_settings?.every((entry) => entry.reason.length > 20)).toBe(true);
    // The person reads the note, not the field: both settings are named there too.
    expect(result.change_note).toMatch(/executive persona made no difference/);
    expect(result.change_note).toMatch(/intensity you chose \(9\) made no difference/);
  });
});

describe('changedWordCount: the words a reader sees changed', () => {
  it('counts nothing for case, punctuation, spacing or curly quotes', () => {
    expect(changedWordCount('we think so. ok', 'We  think so! OK.')).toBe(0);
    expect(changedWordCount("It's what's new.", 'It’s what’s new.')).toBe(0);
  });

  it('counts a swapped, an added and a removed word', () => {
    expect(changedWordCount('We think so.', 'We know so.')).toBe(1);
    expect(changedWordCount('We think so.', 'We really think so.')).toBe(1);
    expect(changedWordCount('We really do think so.', 'We think so.')).toBe(2);
  });
});

describe('one score for one text (issue 29.2)', () => {
  const guardrail = { protected: [], missing: [], repaired: false, notes: [] };
  const scored = (text: string, output: string, tone: EmotionTone = 'confident') =>
    scoreRewritten(request(text, { emotion_tone: tone, intensity: 8 }), 0, {
      enhancedText: output,
      plainOutput: output,
      plainInput: text,
      guardrail,
      modelUsed: 'model',
      engine: 'provider',
    });

  it('an unchanged result scores exactly its input and says nothing of a drop', () => {
    const text = 'The office is closed on 26 December. It reopens on 2 January.';
    let unchanged = 0;
    for (const tone of ['confident', 'calm', 'persuasive', 'professional'] as const) {
      const result = builtinScored(request(text, { emotion_tone: tone, intensity: 8 }), 0, 'b');
      if (result.enhanced_text !== text) continue;
      unchanged += 1;
      expect(result.quality_score).toBe(result.input_quality_score);
      expect(result.quality_breakdown).toEqual(result.input_quality_breakdown);
      expect(result.change_note).not.toMatch(/scores below/i);
    }
    expect(unchanged).toBeGreaterThan(0);
  });

  it('case, punctuation and spacing earn nothing, one swapped word at most 0.5', () => {
    const text = 'we think the new plan could save you time. let us know what you think';
    const cosmetic = scored(
      text,
      'We think the new plan could save you time. Let us know what you think!',
    );
    expect(cosmetic.quality_score).toBe(cosmetic.input_quality_score);
    // A curly apostrophe for a straight one is punctuation too (holdout3: "What's" → "What’s").
    const quotes =
      "It's live now. Here's what's new in the app, and it's free for everyone on the team.";
    const curly = scored(quotes, quotes.replace(/'/g, '’'));
    expect(curly.quality_score).toBe(curly.input_quality_score);
    const oneWord = scored(
      text,
      'we know the new plan could save you time. let us know what you think',
    );
    expect(oneWord.quality_score).toBeLessThanOrEqual(oneWord.input_quality_score + 0.5);
  });

  it('the same text in the same request scores the same', () => {
    const text =
      'I think we should probably simplify the onboarding flow. It might be better for everyone.';
    const first = builtinScored(request(text, { emotion_tone: 'confident', intensity: 7 }), 0, 'b');
    const again = scored(text, first.enhanced_text);
    const itself = scored(first.enhanced_text, first.enhanced_text);
    expect(again.quality_score).toBe(first.quality_score);
    expect(itself.input_quality_score).toBe(itself.quality_score);
  });

  it('names an added line that misleads, a defect or a damage the output brought, and says each harmed the text', () => {
    const notice =
      'The quarterly figures were 5% below plan. Two renewals slipped into the next quarter. We expect both to close in August.';
    const market =
      'Join us at the Harbour Street market on Sunday 9 March. There will be 30 stalls and a brass band. Entry is free.';
    const cases: [input: string, output: string, note: RegExp][] = [
      [
        notice,
        `${notice} Get in touch to learn more.`,
        /^added a line that misleads \(a sales call on something not sold\): "Get in touch to learn more\."$/,
      ],
      [market, market.replace('a brass band', "a children' band"), /^introduced .*"children'"$/],
      [
        notice,
        notice.replace('quarterly figures', 'quarterly Figures'),
        /^introduced a capital changed where no sentence starts: "figures → Figures"$/,
      ],
    ];
    for (const [input, output, note] of cases) {
      const result = scored(input, output);
      expect(result.guardrail_info.notes).toHaveLength(1);
      expect(result.guardrail_info.notes[0]).toMatch(note);
      expect(result.quality_score).toBeLessThanOrEqual(
        Math.min(5.5, result.input_quality_score - 1),
      );
      expect(result.change_note).toMatch(
        /It scores below your text because the rewrite damaged what your text says or how it reads\./,
      );
    }
  });

  it('reports the time since the request began in seconds, and an analysis of each text', () => {
    const text = 'We will ship the report on Friday. The team has tested it.';
    const result = scoreRewritten(request(text), performance.now() - 2500, {
      enhancedText: text,
      plainOutput: `${text} Thanks.`,
      plainInput: text,
      guardrail,
      modelUsed: 'model',
      engine: 'provider',
    });
    expect(result.processing_time).toBeGreaterThanOrEqual(2.5);
    expect(result.processing_time).toBeLessThan(60);
    expect(result.analysis.input.word_count).toBe(12);
    expect(result.analysis.output.word_count).toBe(13);
  });

  it('says only a few words moved when a minor edit scores below its input', () => {
    const text = 'We will ship the report on Friday. The team has tested it.';
    const result = scored(text, 'We might ship the report on Friday. The team has tested it.');
    expect(result.change_level).toBe('minor');
    expect(result.quality_score).toBeLessThan(result.input_quality_score);
    expect(result.change_note).toMatch(/because the score counts .* and only a few words moved\./);
  });

  it('"But I am not sure." does not match a confident tone', () => {
    const result = scored('But I am not sure.', 'But I am not sure.');
    expect(result.quality_breakdown.tone_match).toBeLessThan(5);
    expect(result.input_quality_breakdown.tone_match).toBeLessThan(5);
  });
});

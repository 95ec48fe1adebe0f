import { rewriteWithBuiltinEngine } from '../builtin-engine.js';
import { keepTidyAtSeams } from './tidy-seams.js';
import { tidySentence } from './tidy.js';

const textOf = (token: string) => token;
const seams = (source: string, edited: string) =>
  keepTidyAtSeams(source, edited, tidySentence(edited, textOf));

describe('the grammar tidy-up keeps to the rules’ own edits', () => {
  it.each([
    // A word swapped in: its article follows it.
    [
      'It is a big step for us.',
      'It is a important step for us.',
      'It is an important step for us.',
    ],
    // A word dropped: the space it leaves and the capital it uncovers are the edit's.
    ['Just give us a call today.', ' give us a call today.', 'Give us a call today.'],
    ['We really  want to help.', 'We   want to help.', 'We want to help.'],
    // A mark the rule set beside the author's.
    ['Thanks for coming', 'Thanks so much for coming!.', 'Thanks so much for coming!'],
  ])('fixes what the edit left: %j → %j', (source, edited, expected) => {
    expect(seams(source, edited)).toBe(expected);
  });

  it.each([
    // The author's article, spacing, marks and repeats away from the edit are theirs, even
    // where the full tidy-up would change them.
    ['We are sold out , sorry about that.', "We're sold out , sorry about that."],
    [
      'We booked a hour with the team and we are ready.',
      "We booked a hour with the team and we're ready.",
    ],
    [
      'It was the the best night and we are grateful.',
      "It was the the best night and we're grateful.",
    ],
    ['Mail it as a  PDF , and we are set.', "Mail it as a  PDF , and we're set."],
  ])('leaves the author’s own text as written: %j', (source, edited) => {
    expect(tidySentence(edited, textOf)).not.toBe(edited);
    expect(seams(source, edited)).toBe(edited);
  });

  it('changes nothing in a sentence the rules did not change', () => {
    const text =
      'Our store opens at 9 am , as always.\n\nWe are looking forward to seeing you there.';
    const result = rewriteWithBuiltinEngine({ text, emotion_tone: 'friendly', intensity: 8 });
    expect(result.text).toContain('Our store opens at 9 am , as always.');
  });
});

import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { AUTHOR_DEADLINE } from './frame/asks.js';
import { asksFavour } from './frame/tone-frame.js';
import { opensWithCommand } from './data/commands.js';
import { isIndependentClause } from './language/clauses.js';
import { removeSofteners } from './rules/hedges.js';
import { chatToPlain } from './rules/chat-slang.js';
import { expandContractions } from './rules/contractions.js';
import { firmModals } from './rules/modals.js';
import { emptiesSentence, leavesFragment } from './rules/move-guards.js';
import { softenCommand } from './rules/requests.js';
import { evaluativeToNeutral } from './rules/neutral-words.js';
import {
  casualToProfessional,
  formalToFriendly,
  removeCondescension,
  slangToProfessional,
} from './rules/word-swaps.js';

// Found on the sixth held-out set (holdout6) once its figures were committed; rebuilt on other
// words, so the classes are held, not the texts. Each runs through the whole engine in every
// tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;

const rewrite = rewritePlainText;

describe('an instruction in the passive stays an instruction', () => {
  const TEXT =
    'The seedlings should be watered every morning before the sun is high. Gloves should be worn when you handle the compost.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/seedlings should be watered/);
    expect(out).toMatch(/Gloves should be worn/);
  });
});

describe('"not just" means "more than", and "Just a note." is an aside', () => {
  const TEXT =
    'The hall by the river is open again after the long winter.\nIt’s not just a clever trick, etc. Just a note.\nThe doors open at six every evening.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/(?:not|n['’]t) just a clever trick/);
    expect(out).toMatch(/Just a note\./);
  });

  it('drops a softening "just" only where nothing negates it', () => {
    expect(removeSofteners('It isn’t just fast.')).toBe('It isn’t just fast.');
    expect(removeSofteners('It just works.')).toBe('It works.');
    expect(removeSofteners('Just a quick note!')).toBe('Just a quick note!');
    expect(removeSofteners('Just a reminder that we close.')).toBe('a reminder that we close.');
    expect(removeCondescension('Just a note.')).toBe('Just a note.');
    expect(removeCondescension('Just click the button.')).toBe('click the button.');
  });
});

describe('slang is spelled out only into English', () => {
  const TEXT =
    "The roof's fixed, so we sure ain't gotta worry about the rain no more. I've gotta say, the crew did a great job.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/ain['’]t have|is not have|are not have|(?:['’]ve|have) have to/);
    expect(out).not.toMatch(/\b(?:is|are|am) not got/);
  });

  it('spells out "gotta" and "ain\'t" by what stands around them', () => {
    expect(chatToPlain('we gotta go')).toBe('we have to go');
    expect(chatToPlain("I've gotta go")).toBe("I've got to go");
    expect(slangToProfessional("you sure ain't gotta wait")).toBe("you sure ain't gotta wait");
    expect(chatToPlain("we ain't gotta wait")).toBe("we ain't gotta wait");
    expect(expandContractions("they ain't here")).toBe('they are not here');
    expect(expandContractions("it ain't easy")).toBe('it is not easy');
    expect(expandContractions("we ain't got time")).toBe("we ain't got time");
  });
});

describe('a sentence that is one hedge word is no hedge to drop', () => {
  const TEXT =
    'Will the sun come out for the picnic? Perhaps! We will bring the big tent either way.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/\bPerhaps\b/);
  });

  it('knows an emptied sentence', () => {
    expect(emptiesSentence('Perhaps!', '!')).toBe(true);
    expect(emptiesSentence('Perhaps it rains.', 'It rains.')).toBe(false);
  });
});

describe('a time word that tells when something happened or will happen stays', () => {
  const TEXT =
    'Eventually the whole street signed up for the rota. At some point the old bridge will need a new deck, and in due course the council will pay for it.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\bsoon\b|\bshortly\b/i);
    expect(out).toMatch(/Eventually/);
  });
});

describe('a command turned into a question ends with its own clause', () => {
  const TEXT = `Hi all,
Grab a blanket and sit on the lawn by the stage; we’ll also be serving lemonade at the back, in case the heat gets to you.
Thanks,
Maya`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/gets to you\?/);
    expect(out).not.toMatch(/lemonade[^.!?\n]*\?/);
  });

  it('asks nothing of a command with a statement after its semicolon', () => {
    const text = 'Grab a blanket; we’ll also be serving lemonade.';
    expect(softenCommand(text, false, true, 0, true)).toBe(text);
    expect(softenCommand('Grab a blanket for the lawn.', false, true, 0, true)).toBe(
      'Could you grab a blanket for the lawn?',
    );
  });
});

describe('"please" goes only where a request opens', () => {
  const TEXT =
    'Dear Sir or Madam,\nWe kindly request that you return the keys to the office. I kindly ask you to sign the form as well.\nKind regards,\nLena';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/\b(?:I|we) please\b/i);
  });

  it('swaps "kindly" for "please" at the opening of a request', () => {
    expect(formalToFriendly('Kindly send the form.')).toBe('Please send the form.');
    expect(formalToFriendly('Would you kindly send it?')).toBe('Would you please send it?');
    expect(formalToFriendly('I kindly ask you to wait.')).toBe('I kindly ask you to wait.');
  });
});

describe('a name and a company under the last sentence sign the text', () => {
  const TEXT = `Hi everyone,
The shop will close early on Friday for the stocktake, and we will open as usual on Saturday.
Thank you for bearing with us.
Jo Alvarez
Harbour Books`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).trimEnd();
    expect(out).toMatch(/\nJo Alvarez\nHarbour Books$/);
  });
});

describe('an abbreviation’s full stop ends the sentence once', () => {
  const TEXT =
    'The stall opens at 8 a.m.! Come early for the best bread.\nThe band plays at 11 a.m.!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/\.\.(?!\.)/);
  });
});

describe('a neutral word keeps the sense of its slot', () => {
  const TEXT =
    'The choir has a wonderful sound, and the new songs are sure to get you excited! We are thrilled to have them back.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/positive sound|get you pleased|get you\.|effective sound/);
  });

  it('says a feeling calmly only where it is the subject’s own', () => {
    expect(evaluativeToNeutral('We are thrilled to have them.')).toBe(
      'We are pleased to have them.',
    );
    expect(evaluativeToNeutral('It will get you excited.')).toBe('It will get you excited.');
    expect(evaluativeToNeutral('a wonderful sound')).toBe('a good sound');
  });
});

describe('a split never leaves a phrase, a purpose or a preposition without its clause', () => {
  const TEXT = [
    'Because of the way the ferry timetable changes in winter and the fact the harbour closes at dusk, it will take us two trips to move the whole stock across the water.',
    'Please send us a photo of the label on the crate that you received from the depot, so we could check that the address printed on it is right.',
    'They keep cutting the very branch they sit on; over the years, this will cost them the whole tree and much more besides.',
    'I came across and thought there would be a good match between your bakery and our network of farm shops in the valley.',
  ].join(' ');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/dusk\. It/);
    expect(out).not.toMatch(/\. So we could/);
    expect(out).not.toMatch(/; over the years\./);
    expect(out).not.toMatch(/came across\./);
  });

  it('reads each as a fragment', () => {
    expect(isIndependentClause('Due to the rain we had all week and the mud it left.')).toBe(false);
    expect(isIndependentClause('Due to the rain, we closed early.')).toBe(true);
    expect(isIndependentClause('So we could check the address.')).toBe(false);
    expect(isIndependentClause('So we could not check the address.')).toBe(true);
    expect(
      leavesFragment(
        'They cut the branch; in the end, this will cost them.',
        'They cut the branch; in the end. This will cost them.',
      ),
    ).toBe(true);
    expect(
      leavesFragment('I came across and thought it fit.', 'I came across. I thought it fit.'),
    ).toBe(true);
  });
});

describe('a possibility that happens to the reader stays a possibility', () => {
  const TEXT =
    'During the move, if you call our office, you may hear a short message before you are connected. After the update you could lose the old presets.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/you can hear|you can lose/);
  });

  it('still says a choice the reader has plainly', () => {
    expect(firmModals('If you prefer, then you may contact the desk.', false)).toBe(
      'If you prefer, then you can contact the desk.',
    );
    expect(firmModals('Until then, you may receive them late.', false)).toBe(
      'Until then, you may receive them late.',
    );
  });
});

describe('no deadline or task is added to a text that sets none', () => {
  const NOTES = `Everyone who tested the new calendar view has been sent a short e-mail about it.
New users can try the calendar during the whole trial, and after their trial ends they can decide if they want a plan that includes it.
Read our help centre for more details on sharing a calendar.
Shared Calendars
You can switch a calendar from private to shared at any moment on the settings page.`;
  const PITCH = `Hi Sam,
I came across your shop and thought there would be a good fit with our network of delivery riders in the city.
I’d like to set up a call for my manager to learn more about your shop as well as have her bring the right person up to speed on how we work with our partners. Would you be the best person for this? If so, would Tuesday at 2:00 PM EST or Wednesday at 10 AM EST work better for an intro call?`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const notes = rewrite(NOTES, tone, intensity);
    expect(notes).not.toMatch(/\btoday\b|only takes a minute|as soon as you can|right away/i);
    const pitch = rewrite(PITCH, tone, intensity);
    expect(pitch).not.toMatch(
      /See you there|everything ready|Coming prepared|last minute|Looking forward to it/,
    );
    expect(pitch).not.toMatch(/by far the best person/);
  });

  it('reads an end as a deadline only with a time or an offer', () => {
    expect(AUTHOR_DEADLINE.test('After your trial ends, you can pick a plan.')).toBe(false);
    expect(AUTHOR_DEADLINE.test('The offer ends Friday.')).toBe(true);
    expect(AUTHOR_DEADLINE.test('Registration closes on 3 May.')).toBe(true);
  });
});

describe('information and offers are no favour asked', () => {
  const HELP = `Your sign-in link has not arrived?
If the e-mail still has not arrived, check your spam folder.
Keep in mind that the sign-in link is only valid for 15 minutes. Ask for a new one if it runs out.`;
  const OFFER = `Dear Ana,
I hope you are well.
We are running a one day workshop in Lyon on 12 October on planning a shop floor, led by the author of the method.
Please find the programme attached below.
Do let me know if you would like to attend or send someone from your team.`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(HELP, tone, intensity)).not.toMatch(/you keep in mind|keep in mind[^.]*\?/i);
    expect(rewrite(OFFER, tone, intensity)).not.toMatch(/your help|appreciate your/i);
  });

  it('tells a lead or an offer from an ask', () => {
    expect(opensWithCommand('Keep in mind that the link expires.')).toBe(false);
    expect(opensWithCommand('Keep the receipt.')).toBe(true);
    expect(asksFavour(['Let me know if you would like to attend.'])).toBe(false);
    expect(asksFavour(['Please find the programme attached.'])).toBe(false);
    expect(asksFavour(['Let me know which day suits you.'])).toBe(true);
  });
});

describe('good news and news releases get no alarm, nor another host’s invitation', () => {
  const BRIEF = `What it is:
The Riverside Craft Fair returns for its twelfth year after a record season. Opening day will welcome more than 40 makers back to the square.
What to expect:
Live music will be performed by the town brass band, who are also scheduled to play at the closing day on Saturday, Oct. 5. Music runs from 10 a.m. to 1 p.m. each Saturday.`;
  const RELEASE =
    'Hill Farm Creamery, the valley’s oldest maker of cheese and butter, today announced that shoppers will find four new cheeses in its Meadow range by the end of April in stores across the county.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    for (const text of [BRIEF, RELEASE]) {
      const out = rewrite(text, tone, intensity);
      expect(out).not.toMatch(/Important:/);
      expect(out).not.toMatch(/see you there|mean a lot to see you/i);
    }
  });
});

describe('a degree adverb is swapped only before what it grades', () => {
  const TEXT =
    'The shop sells a pretty range of cups, and a super team of potters makes them. The cups are pretty cheap and super strong.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/a (?:fairly|very) (?:range|team)/);
  });

  it('grades an adjective, never a noun', () => {
    expect(casualToProfessional('It is a pretty room.')).toBe('It is a pretty room.');
    expect(casualToProfessional('It is pretty good.')).toBe('It is fairly good.');
  });
});

describe('a text that apologises opens with its apology', () => {
  const TEXT = `Hey all,
My apologies for the mix-up with the Tuesday bread orders. Some of you got rye instead of spelt, and we are sorting the refunds by hand this week.
Thanks so much for your patience.
Sam Reed
Reed Bakery`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).trimEnd();
    expect(out).not.toMatch(/Hope (?:your|you['’]re|all)|I hope|trust this/);
    expect(out).toMatch(/\nSam Reed\nReed Bakery$/);
  });
});

describe('a line break is never joined across', () => {
  const TEXT =
    'The new ferry runs every hour from the harbour.\nIt is the first boat with a deck for bikes.\nTickets are sold on board.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out.split('\n')).toHaveLength(3);
    expect(out).toMatch(/deck for bikes/);
  });
});

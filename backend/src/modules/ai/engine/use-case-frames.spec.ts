import type { EmotionTone, UseCase } from '../ai.types.js';
import { EMOTION_TONES } from '../ai.types.js';
import { rewriteWithBuiltinEngine } from './builtin-engine.js';

const run = (text: string, tone: EmotionTone, intensity: number, use_case: UseCase) =>
  rewriteWithBuiltinEngine({ text, emotion_tone: tone, intensity, use_case });
const lastSentence = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+|\n+/)
    .filter(Boolean)
    .pop() ?? '';

const INVITE =
  'Our pottery studio turns five on Friday, June 7. Swing by between 4 pm and 8 pm for lemonade, a free mug and a turn at the wheel.';

describe('a dated invitation is an event', () => {
  it('closes with an invitation, never with register, order or thanks for help', () => {
    for (const useCase of ['advertisement', 'whatsapp', 'general', 'facebook-post'] as const)
      for (const tone of EMOTION_TONES) {
        const out = run(INVITE, tone, 8, useCase).plainText;
        expect({ useCase, tone, out }).toEqual({
          useCase,
          tone,
          out: expect.not.stringMatching(
            /register|order yours|take a closer look|thank you for your help|act on this|What are you waiting/i,
          ),
        });
      }
    expect(lastSentence(run(INVITE, 'friendly', 8, 'advertisement').plainText)).toMatch(
      /see you there|say hello/i,
    );
    expect(lastSentence(run(INVITE, 'calm', 8, 'whatsapp').plainText)).toMatch(
      /whenever suits you|whatever time suits you|glad to see you/i,
    );
  });

  it('keeps registration CTAs for events that are booked, and adds nothing at intensity 2', () => {
    const booked =
      'Our pottery studio hosts a glazing class on Friday, June 7. Tickets are limited to twelve people.';
    // Issue 28: "Tickets are limited" says not how to book, so no call is added; with a link it is.
    expect(run(booked, 'confident', 8, 'advertisement').plainText).not.toMatch(/register|place/i);
    expect(
      run(`${booked} Tickets at https://studio.example.com.`, 'confident', 8, 'advertisement')
        .plainText,
    ).toMatch(/register|place|book|ticket/i);
    expect(run(INVITE, 'friendly', 2, 'whatsapp').plainText).toBe(INVITE);
  });
});

describe('closing lines after an ask', () => {
  it('thanks for help only when the reader is asked for something', () => {
    const notice =
      'Hi all,\n\nThe car park will be resurfaced on Tuesday. Remember to park on Mill Road that day.';
    for (const tone of ['professional', 'calm', 'empathetic'] as const)
      expect(run(notice, tone, 8, 'whatsapp').plainText).not.toMatch(/for your help/i);
    const ask =
      'Hi Priya,\n\nCould you look over the draft budget before Monday? I need it for the finance meeting.';
    expect(run(ask, 'empathetic', 8, 'email').plainText).not.toMatch(/on your plate/);
  });

  it('does not offer "the most out of your account" to someone who cancelled', () => {
    const reply =
      'Thanks for your message. I have cancelled your subscription as you asked, and your account is closed. I am sorry the app did not work out for you.';
    for (const useCase of ['email', 'general'] as const)
      expect(run(reply, 'persuasive', 8, useCase).plainText).not.toMatch(/most out of/);
  });
});

describe('e-mail signatures', () => {
  it('a bare name under the text signs it: no sign-off under the name, closing lines above it', () => {
    for (const text of [
      'Hi Tom,\n\nThe printer on the second floor is fixed. You can use it again from today.\n\nRosa',
      'Hi Tom,\n\nThe printer on the second floor is fixed. You can use it again from today.\nRosa Diaz',
    ])
      for (const tone of ['empathetic', 'friendly', 'professional'] as const) {
        const out = run(text, tone, 8, 'email').text;
        expect(out.trim().split('\n').pop()).toMatch(/^Rosa( Diaz)?$/);
      }
  });
});

describe('press-release headlines', () => {
  it('are third person and contraction-free', () => {
    const first = run(
      "We're launching a community seed library at the Hillside Library on May 4. Anyone can borrow seeds and return some after harvest.",
      'professional',
      6,
      'press-release',
    ).text;
    const headline = first.split('\n\n')[0];
    expect(headline).not.toMatch(/\bWe\b|['’]/);
    expect(headline).toMatch(/^Community Seed Library Launches/);
    const named = run(
      'We have hired 25 engineers for our new Porto office. At Velora, we build routing software for delivery fleets.',
      'professional',
      8,
      'press-release',
    ).text;
    expect(named.split('\n\n').slice(0, 2)).toEqual([
      'FOR IMMEDIATE RELEASE',
      'Velora Hires 25 Engineers for Its New Porto Office',
    ]);
  });

  it('get no first-person headline when no subject can be named', () => {
    const out = run(
      'We are hiring two bakers for the early shift. Experience with sourdough is a plus.',
      'professional',
      8,
      'press-release',
    ).text;
    expect(out).not.toMatch(/^We Are/);
  });
});

describe('blog intros and corporate messages', () => {
  const NEWS =
    'From April 1, the staff kitchen will stock fresh fruit every morning. The wellbeing group worked hard to set this up with a local grocer.';

  it('a blog intro gets a hook and a turn into the post at high intensity, nothing at 2', () => {
    const out = run(NEWS, 'friendly', 8, 'blog-intro').plainText;
    expect(out.startsWith('From April 1')).toBe(false);
    expect(lastSentence(out)).not.toMatch(/grocer\.$/);
    expect(run(NEWS, 'friendly', 2, 'blog-intro').plainText).toBe(NEWS);
  });

  it('a corporate message opens in the tone and thanks the team only when the text names its work', () => {
    const out = run(NEWS, 'professional', 8, 'corporate-message').plainText;
    expect(out).toMatch(/^We are pleased to share that from April 1/);
    expect(out).toMatch(/Thank you to everyone involved/);
    const plain = run(
      'From April 1, the staff kitchen will stock fresh fruit every morning.',
      'professional',
      8,
      'corporate-message',
    ).plainText;
    expect(plain).not.toMatch(/everyone involved/);
    const outage = run(
      'Unfortunately the staff kitchen is closed after a leak. We are sorry for the disruption.',
      'professional',
      8,
      'corporate-message',
    ).plainText;
    expect(outage).not.toMatch(/pleased/);
  });
});

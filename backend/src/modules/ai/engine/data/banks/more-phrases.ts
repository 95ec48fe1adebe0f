import type { EmotionTone } from '../../../ai.types.js';
import type { SituationBank } from './bank-types.js';

/**
 * Extra openers and closers per tone, merged into each tone's banks so that two different
 * texts rarely receive the same added sentence.
 */
export const MORE_OPENERS: Record<EmotionTone, Partial<SituationBank>> = {
  empathetic: {
    request: [
      "I know this isn't the most exciting request, so thank you for reading.",
      'I appreciate you making room for this.',
      'I know you have plenty to juggle, so I will be brief.',
      'I understand this may come at an awkward moment.',
      'I know your days are full, and I appreciate your patience with this.',
      'I realise this may mean shuffling a few things around.',
    ],
    general: [
      'We know how much effort goes into your work every day.',
      'We understand that every change takes a little adjusting to.',
      'Your time matters, so we have kept this short.',
      "We know you're busy, and we're grateful you're here.",
      'We understand what a difference the details make to you.',
      'We hear you, and we have kept your needs in mind.',
    ],
  },
  confident: {
    request: [
      'Here is exactly what needs to happen.',
      'Here is the clear next step.',
      'Let me be direct.',
      'The ask is simple.',
      'Here is the decision in front of us.',
    ],
    general: ['Here is the bottom line.', 'Here is what matters.'],
  },
  persuasive: {
    request: [
      'Here is an easy win waiting for you.',
      'You will want to act on this.',
      'This is a small step with a real payoff for you.',
      'Here is why saying yes makes sense for you.',
    ],
    general: [
      'Ready for something better?',
      'Want to make the most of {topic}?',
      "Here's something you'll be glad you saw.",
      "Good news: here's what's in it for you.",
      'You deserve better, and here it is.',
      'This is the upgrade you have been waiting for.',
    ],
  },
  friendly: {
    request: [
      'Hope your day is treating you kindly.',
      'Hope the week has been good to you so far.',
      "Hope you're keeping well!",
      'Hope things are going nicely on your side.',
      'Hope all is good with you!',
    ],
    general: [
      'Hope you are having a lovely week.',
      'Some nice news to share with you today.',
      'Here is a little update for you.',
      "We've got something fun to share!",
      'Quick hello and a short update from us.',
    ],
  },
  professional: {
    request: [
      'Thank you for taking a moment to review this request.',
      'Please allow me to outline a short request.',
      'I am writing regarding the matter below.',
    ],
    general: [
      'Please find a brief update below.',
      'I would like to share the following information.',
      'Please see the summary below.',
      'The following update is provided for your information.',
    ],
  },
  inspiring: {
    request: [
      'Every great result starts with someone willing to act.',
      'This is where your contribution makes all the difference.',
      'Together, small actions add up to big change.',
      'Here is a chance to move something important forward.',
    ],
    general: [
      'The next chapter starts now.',
      'Every step forward begins with a single idea.',
      'This is what progress looks like.',
      'Here is a glimpse of what is possible.',
      'Great work opens the door to greater work.',
    ],
  },
  balanced: {
    request: [
      'The request and its context are set out below.',
      'Here is what is needed, and why.',
      'Below is the request, with the relevant facts.',
    ],
    general: [
      'Here are the relevant facts.',
      'The key information is summarised below.',
      'Here is an overview of the main points.',
      'The points below summarise the situation.',
    ],
  },
  urgent: {
    request: [
      'This needs action today.',
      'Please act on this right away.',
      'Time-sensitive: please read this now.',
      'We need your response today.',
      'This is a priority today.',
    ],
    general: [
      'Important: read this now.',
      'Act on this today.',
      'Time-sensitive news below.',
      'This matters right now.',
    ],
  },
  calm: {
    request: [
      'A small request, nothing urgent.',
      'Here is a simple request, whenever it suits you.',
      'When you have a quiet moment, here is a short request.',
    ],
    general: [
      'A short, simple update.',
      "Here's a calm overview of what's new.",
      'Here is a brief update, at an easy pace.',
      'A gentle update for you.',
    ],
  },
};

export const MORE_CLOSERS: Record<EmotionTone, Partial<SituationBank>> = {
  empathetic: {
    request: [
      'I know this takes time, and I truly appreciate it.',
      "If you'd like a hand with any part of this, just say the word.",
      'Thank you for your understanding and your help.',
      'Your support on this means a great deal.',
      'I appreciate your patience and your help with this.',
      "If this doesn't work for you, let's find another way together.",
      'Thank you for everything you are already juggling.',
    ],
    general: [
      'We are always here if you need us.',
      'If anything feels unclear, we would love to help.',
      'We appreciate your patience and trust.',
      'Thank you for reading, and for your care.',
      'Your experience genuinely matters to us.',
      'Please reach out anytime; we are here to listen.',
    ],
  },
  confident: {
    request: [
      'I know we will get this done.',
      'This will get us where we need to be.',
      'We are ready to go.',
      'I am sure this is the right call.',
      'The next move is yours, and it is a simple one.',
    ],
    general: ['This is the way forward.', 'We are ready.', 'This is a strong step forward.'],
  },
  persuasive: {
    request: [
      'A quick yes today means a better result for you.',
      'You will be glad you acted on this.',
      'Make the most of this while you can.',
    ],
    general: [
      'You deserve results like these.',
      'The best time to start is now.',
      'Give yourself the advantage.',
      'Why settle for less?',
      'Your future self will thank you.',
    ],
  },
  friendly: {
    request: [
      'Thanks a million!',
      "You're the best, thank you!",
      'Thanks so much, talk soon!',
      'Let me know if I can return the favour!',
      'Really appreciate it, thank you!',
      'Give me a shout if you need anything!',
    ],
    general: [
      'Take care and talk soon!',
      'Have a brilliant week!',
      'Catch you soon!',
      'Wishing you a great day!',
      'Speak soon!',
      'All the best, and enjoy!',
    ],
  },
  professional: {
    request: [
      'Thank you for your prompt attention to this request.',
      'I would be grateful for your confirmation.',
      'Your assistance with this is much appreciated.',
      'Please confirm at your earliest convenience.',
      'Thank you for your support in this matter.',
      'Kindly let me know if anything further is required.',
    ],
    general: [
      'Thank you for your time.',
      'Should you require further information, please let me know.',
      'We remain at your disposal for any questions.',
      'Further details are available on request.',
      'Thank you for your continued support.',
      'Please feel free to contact us should you have any questions.',
    ],
  },
  inspiring: {
    request: [
      'Your next step could change everything.',
      "Let's make this moment matter.",
      'Together, we can do remarkable things.',
      'The future is built by people who act.',
    ],
    general: [
      'Onward and upward.',
      'The journey has only just begun.',
      'Here is to what comes next.',
      'The future is ours to build.',
      "Let's keep raising the bar, together.",
    ],
  },
  balanced: {
    request: [
      'The facts support moving ahead with this request.',
      'Given these points, the request is reasonable.',
      'The information above supports this next step.',
    ],
    general: [
      'These points can be weighed on their merits.',
      'The evidence is summarised above.',
      'This is a fair summary of the situation.',
    ],
  },
  urgent: {
    request: [
      'Please respond today.',
      'We need this done today.',
      'Please move on this right away.',
      'Do not delay: please act now.',
      'Please confirm right away.',
    ],
    general: [
      'Act today.',
      "Don't wait: move now.",
      'The time to act is now.',
      'Move on this today.',
    ],
  },
  calm: {
    request: [
      'There is no pressure at all.',
      'Whenever it suits you is perfectly fine.',
      'Take all the time you need.',
      "We're happy to help if anything is unclear.",
    ],
    general: [
      'Help is here whenever you need it.',
      'Enjoy the rest of your day.',
      'We are always here to help.',
      'Take things at your own pace.',
    ],
  },
};

/** Extra developing sentences per tone, for the body at high intensity and for length targets. */
export const MORE_ELABORATIONS: Record<EmotionTone, readonly string[]> = {
  empathetic: [
    'We understand this may raise questions, and that is completely fine.',
    'Your peace of mind matters to us.',
    'We want this to feel easy for you.',
    'It is completely natural to want a little more detail here.',
    'We are taking your needs into account at every step.',
    'We want this to work well for you.',
    'We appreciate the care you put into this.',
    'Your perspective genuinely helps us.',
  ],
  confident: [
    'We have thought this through.',
    'This is the right priority.',
    'The reasoning is sound.',
    'We are committed to this course.',
    'This decision is made with care and conviction.',
    'There is nothing to wait for.',
    'We are clear about the goal.',
    'Every step here has a purpose.',
  ],
  persuasive: [
    'Imagine the difference this could make for you.',
    'This is your chance to get ahead.',
    'The value speaks for itself.',
    'You will wonder why you waited.',
    'It is built with you in mind.',
    'Small step, big payoff.',
    'The upside is all yours.',
    'Why not make it yours today?',
  ],
  friendly: [
    'We think it is pretty great.',
    'Honestly, it is a nice one.',
    'We had fun putting this together.',
    'We hope it brightens your day a little.',
    'It is all pretty simple, promise.',
    'No stress at all.',
    'We are here for you.',
    'Any questions, just ask!',
  ],
  professional: [
    'These details are provided for your reference.',
    'Please note the key dates and figures.',
    'This information is provided for your review.',
    'We trust this information is helpful.',
    'Any feedback would be welcome.',
    'These are the essential points.',
    'We will provide further updates as appropriate.',
    'Please retain this message for your records.',
  ],
  inspiring: [
    'Every great journey is made of steps like this one.',
    'This is a chance to grow.',
    'What we do now shapes what comes next.',
    'The best ideas start small.',
    'Progress is a team sport.',
    'We rise by lifting each other.',
    'Bold steps lead to bright places.',
    'There is so much more ahead.',
  ],
  balanced: [
    'The relevant details are listed above.',
    'Each point is supported by the information given.',
    'The data above is the basis for this summary.',
    'The conclusion depends on these points.',
    'It is worth separating the facts from the opinions.',
    'A clear view of the facts makes the decision easier.',
  ],
  urgent: [
    'There is no time to lose.',
    'Waiting is not an option.',
    'Please act quickly.',
    'Speed matters here.',
    'Every minute counts.',
    'Please do not put this off.',
    'This is time-critical.',
    'We need to move fast.',
  ],
  calm: [
    'Everything can be handled one step at a time.',
    'There is plenty of time.',
    'Nothing here needs a rushed decision.',
    'Take a breath; this is simple.',
    'There is no need for concern.',
    'Each step is small and manageable.',
  ],
};

import type { SentenceFeatures } from './sentence-features.js';

// Frustration, exasperation and sarcasm show in set phrases and in typography more than in
// negative words: "how many times", "still no reply", "for the third time", "!!!", "Oh great".
const PATTERNS: readonly RegExp[] = [
  /\bhow many (?:more )?times\b/i,
  /\bfor the (?:second|third|fourth|fifth|sixth|umpteenth|nth|last|\d+(?:st|nd|rd|th)) time\b/i,
  /\b(?:yet|once) again\b/i,
  /\b(?:over and over(?: again)?|time and (?:time )?again|again and again|every single time|day after day|week after week)\b/i,
  /\bstill (?:no|not|nothing|waiting|hasn['’]t|haven['’]t|isn['’]t|doesn['’]t|don['’]t|won['’]t|can['’]t|unresolved|broken)\b/i,
  /\b(?:have|has) yet to\b/i,
  /\b(?:called|emailed|e-mailed|asked|written|wrote|tried|complained|phoned|rang|contacted|chased|explained|told|said|sent)\b[^.!?]{0,30}\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|countless|many|numerous) times\b/i,
  /\b(?:\d+|three|four|five|six|seven|eight|nine|ten|several|multiple|countless|numerous|repeated) (?:calls|phone calls|emails|e-mails|complaints|attempts|requests|reminders)\b/i,
  /\b(?:unacceptable|ridiculous|absurd|outrageous|infuriating|maddening|appalling|pathetic|disgraceful|insanity|incompetent|incompetence)\b/i,
  /\b(?:fed up|sick (?:and tired )?of|tired of|had enough|enough is enough|at (?:my|our) wits['’]? end|waste of (?:my |our )?time|i give up|(?:losing|lost) (?:my|our) patience|let the cursing begin|makes? me want to (?:scream|cry|puke)|gnaw)\b/i,
  /\b(?:are you (?:kidding|serious)|you(?:['’]ve| have) got to be kidding|give me a break|(?:what|why|how|who|where) the (?:hell|heck)|is (?:this|that) a joke|what a joke|whatever happened to)\b/i,
  /\bnot once,? but (?:twice|two|three|again)\b/i,
  /^(?:great|perfect|wonderful|brilliant|fantastic|lovely|terrific),\s+(?:so|now|just|another|because)\b/i,
  /\b(?:frustrat\w*|exasperat\w*|irritat\w*|annoyed|annoying|fuming|furious|livid|cranky|infuriat\w*)\b/i,
  /\b(?:oh,? (?:great|wonderful|lovely|perfect|joy|brilliant|good)|yeah,? right|thanks for nothing|thanks a lot|just what i needed|what a surprise|big surprise|surprise,? surprise|i['’]d never have thought of that|how (?:very )?(?:kind|generous|thoughtful) of (?:you|them)|slow clap)\b/i,
  /\bbla[hr],? bla[hr]\b/i,
  /\bso-called\b/i,
  /(?:[!?]\s*){2,}$/,
];

/** The markers of frustration in one sentence, as written. */
export function frustrationIn(sentence: SentenceFeatures): string[] {
  const text = sentence.text.trim();
  const found: string[] = [];
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const marker = match[0].trim();
    // Excited punctuation after good news is joy, not exasperation.
    if (pattern.source.startsWith('(?:[!?]') && sentence.compound > 0.05) continue;
    if (!found.includes(marker)) found.push(marker);
  }
  if (sentence.shouted.length > 0 && (sentence.compound < 0 || found.length > 0)) {
    found.push(...sentence.shouted.filter((word) => !found.includes(word)));
  }
  return found;
}

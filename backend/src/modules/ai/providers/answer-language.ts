/**
 * A cautious guess at the language an answer is written in: its script, and for Latin script
 * the language whose most common words it uses most. Undefined unless the evidence is clear,
 * so a short or mixed text is never called wrong.
 */

const SCRIPTS: [RegExp, string][] = [
  [/[\u3040-\u30ff]/gu, 'ja'],
  [/[\uac00-\ud7af]/gu, 'ko'],
  [/[\u4e00-\u9fff]/gu, 'zh'],
  [/[\u0e00-\u0e7f]/gu, 'th'],
  [/[\u0900-\u097f]/gu, 'hi'],
  [/[\u0600-\u06ff]/gu, 'ar'],
  [/[\u0400-\u04ff]/gu, 'ru'],
];

const COMMON_WORDS: Record<string, readonly string[]> = {
  en: [
    'the',
    'and',
    'is',
    'are',
    'to',
    'of',
    'you',
    'we',
    'with',
    'this',
    'that',
    'for',
    'it',
    'be',
    'have',
    'will',
    'our',
    'your',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'es',
    'de',
    'que',
    'en',
    'para',
    'con',
    'una',
    'por',
    'nuestro',
    'su',
    'está',
    'usted',
  ],
  fr: [
    'le',
    'la',
    'les',
    'et',
    'est',
    'de',
    'des',
    'que',
    'pour',
    'avec',
    'une',
    'nous',
    'vous',
    'votre',
    'dans',
    'sur',
    'pas',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'sind',
    'zu',
    'mit',
    'für',
    'wir',
    'sie',
    'ein',
    'eine',
    'nicht',
    'auf',
    'ihr',
    'unser',
  ],
  it: [
    'il',
    'lo',
    'gli',
    'e',
    'è',
    'di',
    'che',
    'per',
    'con',
    'una',
    'noi',
    'non',
    'sono',
    'della',
    'nel',
    'vostro',
  ],
  pt: [
    'o',
    'os',
    'as',
    'e',
    'é',
    'de',
    'que',
    'para',
    'com',
    'uma',
    'nós',
    'não',
    'são',
    'seu',
    'sua',
    'você',
    'em',
  ],
  vi: [
    'và',
    'là',
    'của',
    'không',
    'có',
    'cho',
    'với',
    'chúng',
    'tôi',
    'bạn',
    'được',
    'này',
    'những',
  ],
  id: [
    'dan',
    'yang',
    'untuk',
    'dengan',
    'ini',
    'itu',
    'kami',
    'anda',
    'tidak',
    'akan',
    'dari',
    'ke',
    'pada',
  ],
};
// Indonesian and Malay share their common words: one answers for both.
const SAME_AS: Record<string, string> = { ms: 'id' };

const LOOKUP = new Map<string, string[]>();
for (const [language, words] of Object.entries(COMMON_WORDS)) {
  for (const word of words) LOOKUP.set(word, [...(LOOKUP.get(word) ?? []), language]);
}

const MIN_WORDS = 12;

export function guessLanguage(text: string): string | undefined {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return undefined;
  for (const [pattern, language] of SCRIPTS) {
    const count = text.match(pattern)?.length ?? 0;
    // Japanese mixes kana into Han characters: a little kana is enough to tell it from Chinese.
    if (count / letters > (language === 'ja' ? 0.1 : 0.3)) return language;
  }
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < MIN_WORDS) return undefined;
  const hits = new Map<string, number>();
  for (const word of words) {
    for (const language of LOOKUP.get(word) ?? [])
      hits.set(language, (hits.get(language) ?? 0) + 1);
  }
  const ranked = [...hits.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 3 || best[1] / words.length < 0.08) return undefined;
  if (second && second[1] * 2 > best[1]) return undefined;
  return best[0];
}

/** True when the answer is clearly in another language than the one asked for. */
export function wrongLanguage(output: string, wanted: string | undefined): string | undefined {
  const asked = SAME_AS[wanted ?? 'en'] ?? wanted ?? 'en';
  const guessed = guessLanguage(output);
  if (!guessed || guessed === asked) return undefined;
  // Japanese uses Han characters too; Chinese asked and kana found is still wrong, not the reverse.
  if (asked === 'ja' && guessed === 'zh') return undefined;
  return guessed;
}

// "To give you how it went", "gives you what you need to know": before a clause "give you" tells,
// it supplies no thing, and no other verb fits there.
// "give you a sense of…", "give you a call", "give you a quote": a set phrase of telling or doing.
const GIVE_YOU_A_CLAUSE = Object.fromEntries(
  ['give', 'gives'].flatMap((verb) =>
    [
      'how',
      'what',
      'why',
      'where',
      'when',
      'who',
      'which',
      'a sense',
      'an idea',
      'a point',
      'a heads',
      'an update',
      'a taste',
      'a feel',
      'a glimpse',
      'a call',
      'a ring',
      'a hand',
      'an estimate',
      'a quote',
      'a price',
      // "give you a clue", "To give you a few examples", "I'll give you your money back": a set
      // phrase of telling, or a second object the swap would garble.
      'a clue',
      'a few',
      'an example',
      'some examples',
      'your',
      // "I'd give you all a hug": "you all" is the reader, and the hug is given.
      'all',
      'a hug',
    ].map((word) => [`${verb} you ${word}`, `${verb} you ${word}`]),
  ),
);

/**
 * Verbs with a sense of craft and possibility (inspiring). The neutral and strong tables of
 * "give you" ("provide", "deliver") went: 9 of 31 uses were graded 2 ("to deliver 122 stitches",
 * "deliver a little glimpse"), the swap dropping the reader the writer was giving to; "bring you"
 * keeps the reader.
 */
export const VISION_PRODUCT_VERBS: Readonly<Record<string, string>> = {
  'gives you': 'brings you',
  'give you': 'bring you',
  ...GIVE_YOU_A_CLAUSE,
  'made from': 'crafted from',
  'made of': 'crafted from',
  'made with': 'crafted with',
  'designed for': 'designed with care for',
  // A product change told as a fresh start: "We rewrote the import wizard" → "We reimagined …".
  'we rewrote': 'we reimagined',
  'we redesigned': 'we reimagined',
  'we rebuilt': 'we reimagined',
  'we reworked': 'we reimagined',
  'we overhauled': 'we reimagined',
};

/**
 * Verbs that describe what a product or service does ("absorbs", "fits"), in the third person
 * singular: the second half of "It absorbs quickly and leaves no residue" when split in two.
 */
export const COPY_VERBS = new Set([
  'absorbs',
  'adapts',
  'adjusts',
  'arrives',
  'charges',
  'cleans',
  'comes',
  'connects',
  'costs',
  'covers',
  'dries',
  'feels',
  'fits',
  'folds',
  'gives',
  'handles',
  'helps',
  'holds',
  'includes',
  'keeps',
  'lasts',
  'leaves',
  'lets',
  'looks',
  'needs',
  'offers',
  'packs',
  'protects',
  'runs',
  'saves',
  'sends',
  'ships',
  'stays',
  'stores',
  'supports',
  'syncs',
  'takes',
  'tracks',
  'turns',
  'uses',
  'washes',
  'weighs',
  'works',
]);

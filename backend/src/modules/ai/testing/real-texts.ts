import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryDir } from './dev-corpus.js';

/**
 * A short published text nobody at Resonate wrote (press release, newsletter, incident notice,
 * …), kept verbatim with where it was found: the corpus the built-in engine is measured on.
 */
export interface RealText {
  id: string;
  kind: string;
  source_url: string;
  title: string;
  text: string;
  /**
   * `dev` texts may be looked at while tuning; `holdout` texts only when reporting (read once
   * since); `holdout2` texts were collected after one engine fix and tuned on once read;
   * `holdout3` texts were collected after that and measured before any engine change;
   * `holdout4` texts were collected after the holdout3 fixes and graded by an independent reader;
   * `holdout5` texts were collected after the holdout4 fixes and graded by an independent reader
   * as it came out; `holdout6` texts were collected after the holdout5 fixes and graded by an
   * independent reader as it came out; `holdout7` texts were collected after the holdout6 fixes and
   * graded by an independent reader as it came out; `holdout8` texts were collected after the
   * holdout7 fixes and graded by an independent reader as it came out; `holdout9` texts were
   * collected after the holdout8 fixes and graded by an independent reader as it came out;
   * `holdout10` texts were collected after the holdout9 fixes and graded by an independent reader
   * as it came out; `holdout11` texts were collected after the tidy-at-seams change and graded by
   * an independent reader as it came out; `holdout12` texts were collected after the holdout11
   * fixes and graded by an independent reader as it came out; `holdout13` texts were collected
   * after the holdout12 fixes and graded by an independent reader as it came out; `holdout14` texts
   * were collected after the holdout13 fixes and graded by an independent reader as it came out;
   * `holdout15` texts were collected after the holdout14 fixes and graded by an independent reader
   * as it came out; `holdout16` texts were collected after the holdout15 fixes and graded by an
   * independent reader as it came out; `holdout17` texts were collected after the holdout16 fixes
   * and graded by an independent reader as it came out; `holdout18` texts were collected after the
   * holdout17 fixes and graded by an independent reader as it came out; `holdout19` texts were
   * collected after the holdout18 fixes and graded by an independent reader as it came out;
   * `holdout20` texts were collected after the holdout19 fixes and graded by an independent reader
   * as it came out; `holdout21` texts were collected after the holdout20 was read and graded by an
   * independent reader as it came out; `holdout22` texts were collected after the holdout20 fixes
   * and graded by an independent reader as it came out; `holdout23` texts were collected after the
   * holdout21 fixes and graded by an independent reader as it came out; `holdout24` texts were
   * collected after the holdout23 fixes and graded by an independent reader as it came out;
   * `holdout25` and `holdout26` texts were collected after the holdout24 fixes and graded by two
   * independent readers as they came out; `holdout27` and `holdout28` texts were collected after
   * the holdout25 and holdout26 fixes and graded by two independent readers as they came out;
   * `holdout29` and `holdout30` texts were collected after the holdout27 and holdout28 fixes and
   * graded by two independent readers as they came out; `holdout31` and `holdout32` texts were
   * collected after the holdout29 and holdout30 fixes and graded by two independent readers as they
   * came out; `holdout33` and `holdout34` texts were collected after the holdout31 and holdout32
   * fixes and graded by two independent readers as they came out; `holdout35` and `holdout36` texts
   * were collected after the holdout33 and holdout34 fixes and graded by two independent readers
   * as they came out; `holdout37` and `holdout38` texts were collected after the holdout35 and
   * holdout36 fixes and graded by two independent readers as they came out; `holdout39` and
   * `holdout40` texts were collected after the holdout37 and holdout38 fixes and graded by two
   * independent readers as they came out; `holdout41` and `holdout42` texts were collected after
   * the holdout39 and holdout40 fixes and graded by two independent readers as they came out;
   * `holdout43` texts were collected after the holdout41 and holdout42 fixes and graded by an
   * independent reader as it came out; `holdout44` texts were collected after the holdout41 and
   * holdout42 fixes and graded by an independent reader as it came out; `holdout45` texts were
   * collected after the holdout43 and holdout44 fixes and graded by an independent reader as it
   * came out; `holdout46` texts were collected after the holdout43 and holdout44 fixes and graded
   * by an independent reader as it came out; `holdout47` texts were collected after the holdout45
   * and holdout46 fixes and graded by an independent reader as it came out; `holdout48` texts were
   * collected after the holdout45 and holdout46 fixes and graded by an independent reader as it
   * came out; `holdout49` texts were collected after the holdout47 and holdout48 fixes and graded
   * by an independent reader as it came out; `holdout50` texts were collected after the holdout47
   * and holdout48 fixes and graded by an independent reader as it came out; `holdout51` texts were
   * collected after the holdout49 and holdout50 fixes and graded by an independent reader as it
   * came out; `holdout52` texts were collected after the holdout49 and holdout50 fixes and graded
   * by an independent reader as it came out; `holdout53` texts were collected after the holdout51
   * and holdout52 fixes and graded by an independent reader as it came out; `holdout54` texts were
   * collected after the holdout51 and holdout52 fixes and graded by an independent reader as it
   * came out; `holdout55` texts were collected after the holdout53 and holdout54 fixes and graded by
   * an independent reader as it came out; `holdout56` texts were collected after the holdout53 and
   * holdout54 fixes and graded by an independent reader as it came out; `holdout57` texts were
   * collected after the holdout55 and holdout56 fixes and graded by an independent reader as it
   * came out; `holdout58` texts were collected beside holdout57 after the holdout55 and holdout56
   * fixes and graded by a second independent reader as it came out; `holdout59` texts were
   * collected after the holdout57 and holdout58 fixes and graded by an independent reader as it
   * came out; `holdout60` texts were collected beside holdout59 after the holdout57 and holdout58
   * fixes and graded by a second independent reader as it came out; `holdout61` texts were
   * collected after the holdout59 and holdout60 fixes and graded by an independent reader as it
   * came out; `holdout62` texts were collected beside holdout61 after the holdout59 and holdout60
   * fixes and graded by a second independent reader as it came out; `holdout63` texts were
   * collected after the holdout61 and holdout62 fixes and graded by an independent reader as it
   * came out; `holdout64` texts were collected beside holdout63 after the holdout61 and holdout62
   * fixes and graded by a second independent reader as it came out; `holdout65` texts were
   * collected after the holdout63 and holdout64 fixes and graded by an independent reader as it
   * came out; `holdout66` texts were collected beside holdout65 after the holdout63 and holdout64
   * fixes and graded by a second independent reader as it came out; `holdout67` texts were
   * collected after the holdout65 and holdout66 fixes and graded by an independent reader as it
   * came out; `holdout68` texts were collected beside holdout67 after the holdout65 and holdout66
   * fixes and graded by a second independent reader as it came out; `holdout69` texts were
   * collected after the holdout67 and holdout68 fixes and graded by an independent reader as it
   * came out; `holdout70` texts were collected beside holdout69 after the holdout67 and holdout68
   * fixes and graded by a second independent reader as it came out; `holdout71` texts were
   * collected after the holdout69 and holdout70 fixes and graded by an independent reader as it
   * came out; `holdout72` texts were collected beside holdout71 after the holdout69 and holdout70
   * fixes and graded by a second independent reader as it came out; `holdout73` texts were
   * collected after the holdout71 and holdout72 fixes and graded by an independent reader as it
   * came out; `holdout74` texts were collected beside holdout73 after the holdout71 and holdout72
   * fixes and graded by a second independent reader as it came out; `holdout75` texts were
   * collected after the holdout73 and holdout74 fixes and graded by an independent reader as it
   * came out; `holdout76` texts were collected beside holdout75 after the holdout73 and holdout74
   * fixes and graded by a second independent reader as it came out; `holdout77` texts were
   * collected after the holdout75 and holdout76 fixes and graded by an independent reader as it
   * came out; `holdout78` texts were collected beside holdout77 after the holdout75 and holdout76
   * fixes and graded by a second independent reader as it came out; `holdout79` texts were
   * collected after the holdout77 and holdout78 fixes and graded by an independent reader as it
   * came out; `holdout80` texts were collected beside holdout79 after the holdout77 and holdout78
   * fixes and graded by a second independent reader as it came out; `holdout81` texts were
   * collected after the holdout79 and holdout80 fixes and graded by an independent reader as it
   * came out; `holdout82` texts were collected beside holdout81 after the holdout79 and holdout80
   * fixes and graded by a second independent reader as it came out; `holdout83` texts were
   * collected after holdout81 and holdout82 were read, before their fixes, and graded by an
   * independent reader as it came out; `holdout84` texts were collected beside holdout83 after
   * holdout81 and holdout82 were read, before their fixes, and graded by a second independent
   * reader as it came out; `holdout85` texts were collected after the holdout81, holdout82 and
   * holdout83 fixes and graded by an independent reader as it came out; `holdout86` texts were
   * collected beside holdout85 after the holdout81, holdout82 and holdout83 fixes and graded by a
   * second independent reader as it came out; `holdout87` texts were collected after the holdout85
   * and holdout86 fixes and graded by an independent reader as it came out; `holdout88` texts were
   * collected beside holdout87 after the holdout85 and holdout86 fixes and graded by a second
   * independent reader as it came out; `holdout89` texts were collected after the holdout87 and
   * holdout88 fixes and graded by an independent reader as it came out; `holdout90` texts were
   * collected beside holdout89 after the holdout87 and holdout88 fixes and graded by a second
   * independent reader as it came out; `holdout91` texts were collected after holdout89 and
   * holdout90 were read, before their fixes, and graded by an independent reader as it came out;
   * `holdout92` texts were collected beside holdout91 after holdout89 and holdout90 were read,
   * before their fixes, and graded by a second independent reader as it came out; `holdout93`
   * texts were collected after the holdout91 and holdout92 fixes and graded by an independent
   * reader as it came out; `holdout94` texts were collected beside holdout93 after the holdout91
   * and holdout92 fixes and graded by a second independent reader as it came out; `holdout95`
   * texts were collected after the holdout93 and holdout94 fixes and graded by an independent reader
   * as it came out; `holdout96` texts were collected beside holdout95 after the holdout93 and
   * holdout94 fixes and graded by a second independent reader as it came out; `holdout97` texts
   * were collected after the holdout95 and holdout96 fixes and graded by an independent reader as
   * it came out; `holdout98` texts were collected beside holdout97 after the holdout95 and
   * holdout96 fixes and graded by a second independent reader as it came out; `holdout99` texts
   * were collected after the holdout97 and holdout98 fixes and graded by an independent reader as
   * it came out; `holdout100` texts were collected beside holdout99 after the holdout97 and
   * holdout98 fixes and graded by a second independent reader as it came out; `holdout101` texts
   * were collected after the holdout99 and holdout100 fixes and graded by an independent reader as
   * it came out; `holdout102` texts were collected beside holdout101 after the holdout99 and
   * holdout100 fixes and graded by a second independent reader as it came out; `holdout103` texts
   * were collected after the holdout101 and holdout102 fixes and graded by an independent reader as
   * it came out; `holdout104` texts were collected beside holdout103 after the holdout101 and
   * holdout102 fixes and graded by a second independent reader as it came out.
   */
  split: RealTextSplit;
}

/** Every split, in the order they were collected. */
export const REAL_TEXT_SPLITS = [
  'dev',
  'holdout',
  'holdout2',
  'holdout3',
  'holdout4',
  'holdout5',
  'holdout6',
  'holdout7',
  'holdout8',
  'holdout9',
  'holdout10',
  'holdout11',
  'holdout12',
  'holdout13',
  'holdout14',
  'holdout15',
  'holdout16',
  'holdout17',
  'holdout18',
  'holdout19',
  'holdout20',
  'holdout21',
  'holdout22',
  'holdout23',
  'holdout24',
  'holdout25',
  'holdout26',
  'holdout27',
  'holdout28',
  'holdout29',
  'holdout30',
  'holdout31',
  'holdout32',
  'holdout33',
  'holdout34',
  'holdout35',
  'holdout36',
  'holdout37',
  'holdout38',
  'holdout39',
  'holdout40',
  'holdout41',
  'holdout42',
  'holdout43',
  'holdout44',
  'holdout45',
  'holdout46',
  'holdout47',
  'holdout48',
  'holdout49',
  'holdout50',
  'holdout51',
  'holdout52',
  'holdout53',
  'holdout54',
  'holdout55',
  'holdout56',
  'holdout57',
  'holdout58',
  'holdout59',
  'holdout60',
  'holdout61',
  'holdout62',
  'holdout63',
  'holdout64',
  'holdout65',
  'holdout66',
  'holdout67',
  'holdout68',
  'holdout69',
  'holdout70',
  'holdout71',
  'holdout72',
  'holdout73',
  'holdout74',
  'holdout75',
  'holdout76',
  'holdout77',
  'holdout78',
  'holdout79',
  'holdout80',
  'holdout81',
  'holdout82',
  'holdout83',
  'holdout84',
  'holdout85',
  'holdout86',
  'holdout87',
  'holdout88',
  'holdout89',
  'holdout90',
  'holdout91',
  'holdout92',
  'holdout93',
  'holdout94',
  'holdout95',
  'holdout96',
  'holdout97',
  'holdout98',
  'holdout99',
  'holdout100',
  'holdout101',
  'holdout102',
  'holdout103',
  'holdout104',
] as const;

export type RealTextSplit = (typeof REAL_TEXT_SPLITS)[number];

const REAL_TEXTS_FILE = 'backend/src/eval/real-texts/real-texts.json';

/** The real-text corpus, or one half of it. */
export function loadRealTexts(split?: RealTextSplit, file = repositoryDir(REAL_TEXTS_FILE)) {
  const texts = JSON.parse(readFileSync(file, 'utf8')) as RealText[];
  return split ? texts.filter((entry) => entry.split === split) : texts;
}

/** The folder of the corpus, its outputs, grades and report. */
export const realTextsDir = () => join(repositoryDir(REAL_TEXTS_FILE), '..');

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

// News told in the tone: the lead on a text's first announcement, urgent's "New this month:".
import { HAS_MASK } from '../../guardrails/mask-token.js';
import type { EmotionTone } from '../../ai.types.js';
import { HIRING_LEADS, NEWS_LEADS } from '../data/banks/general-moves.js';
import { changesPrice } from '../frame/asks.js';
import { lowerFirst } from '../language/casing.js';
import type { TextPass } from '../tones/tone-definition.js';

export const ANNOUNCE =
  /^((?:(?:this|last|next) (?:month|week|quarter|year|release|update|sprint)|today|yesterday|in \w+),?\s+)?we\s+(?:also\s+)?(shipped|launched|released|rolled out|added|introduced|opened|built|fixed|resolved|passed|reached)\b/i;
/** News that is bad news: no "Good news:" and no "you get" in front of it. */
const BAD_NEWS =
  /\b(?:broke|broken|breaks|outage|failed|fail|failure|crash(?:ed|es)?|down|lost|delay(?:ed)?|mistake|error|removed|discontinued|shut|closed|cancel(?:l?ed)?|price increase|raised (?:our |the )?prices?|laid off|layoffs?)\b/i;
const isBadNews = (text: string) =>
  BAD_NEWS.test(text) && !/\b(?:fixed|resolved|squashed)\b/i.test(text);

/**
 * "This week we've been working with our new staff", "Last week, we (with the trustees) met…": a
 * time and what the writer did in it. "This year's holiday was planned…" and "This year we aim
 * to…" tell a plan or a story, no news a lead may announce.
 */
const TOLD_AS_DONE =
  /^(?:this|last) (?:month|week|quarter|year),?\s+(?:we|our (?:team|company|community))(?:\s+\([^)]*\))?(?:\s+(?:have|has)|['’]ve)?\s+(?:(?:finally|just|also|already|recently|successfully)\s+)?(?:been\s+\w+ing|\w+ed|met|made|won|sold|built|got|began|begun|held|ran|run|took|taken|gave|given|grew|grown|went|gone|found|had|spent|brought|done)\b/i;

export const HIRING = /^(?:we['’]re|we are)\s+(?:hiring\b|looking for an?\s+(?!volunteer))/i;
const FROM_YOU =
  /\byou\s+(?:reported|asked for|requested|flagged|told us about|suggested|sent us)\b/i;

/** "This month we shipped X." → urgent "New this month: X."; "We also fixed X." → "Also fixed: X." */
export function urgentNews(text: string): string {
  if (isBadNews(text)) return text;
  const fixed = /^we also (fixed|resolved) (.+)\.$/i.exec(text);
  if (fixed) return `Also ${fixed[1].toLowerCase()}: ${fixed[2]}.`;
  const news =
    /^(this (?:month|week|quarter|year)|today),?\s+we\s+(?:shipped|launched|released|rolled out|added|introduced)\s+(.+)\.$/i.exec(
      text,
    );
  if (news && !/\b(?:that|which|who|because|so)\b/i.test(news[2]))
    return `New ${news[1].toLowerCase()}: ${news[2]}.`;
  return text;
}

/** Lower-case what follows a lead, unless it is "I" or a name we cannot vouch for. */
function afterLead(lead: string, text: string): string {
  if (/[?!]$/.test(lead)) return text;
  if (/^I\b/.test(text) || HAS_MASK.test(text.slice(0, 2))) return text;
  return lowerFirst(text);
}

/** The first announcement of an update (or the hiring line of an advert) gets the tone's lead. */
export function newsLead(from: number, tone: EmotionTone): TextPass {
  return {
    id: 'news-lead',
    from,
    apply(sentences, ctx) {
      // A price rise is told plainly: no "Some good news:" in front of it.
      if (changesPrice(ctx.masker.unmask(sentences.map((sentence) => sentence.source).join(' '))))
        return;
      // Only the text's first announcement, and only once it is inside the budget: a lead on
      // "We also fixed…" would announce the second piece of news as the first.
      for (const sentence of sentences) {
        if (sentence.added || sentence.role === 'item') continue;
        const text = sentence.text;
        const hiring = HIRING.test(text);
        const news = ANNOUNCE.test(text) || TOLD_AS_DONE.test(text);
        if (!hiring && !news) continue;
        if (ctx.situation === 'problem' || isBadNews(text)) return;
        // Empathy answers the news the readers asked for ("We heard you: we also fixed…").
        if (tone === 'empathetic' && !hiring && !FROM_YOU.test(text)) continue;
        if (!sentence.selected || (tone !== 'empathetic' && /\balso\b/i.test(text))) return;
        if (!/^[\p{Lu}]/u.test(text) || /^[^.!?]*:/.test(text)) return;
        // Another move already reshaped it ("Together, we…", "…, and this is only the beginning").
        const firstWord = (value: string) => value.split(/\s+/, 1)[0].toLowerCase();
        const words = (value: string) => value.split(/\s+/).length;
        if (
          firstWord(text) !== firstWord(sentence.source) ||
          words(text) > words(sentence.source) + 2
        )
          return;
        // "We would love to meet you" speaks to a candidate: only in a job advert.
        if (hiring && !ctx.jobAd && (tone === 'persuasive' || tone === 'empathetic')) return;
        const bank = hiring ? HIRING_LEADS[tone] : NEWS_LEADS[tone];
        if (!bank) return;
        const lead = ctx.picker.pick(bank, `lead|${sentence.source}`);
        if (!lead) return;
        if ((tone === 'urgent' || tone === 'calm') && hiring) {
          if (tone === 'calm' && !/^(?:we['’]re|we are)\s+hiring\b/i.test(text)) return;
          sentence.text = `${lead} ${text.replace(HIRING, '').trim()}`.replace(
            /:\s+(?=\p{Lu})/u,
            ': ',
          );
          return;
        }
        sentence.text = `${lead} ${afterLead(lead, text)}`;
        return;
      }
    },
  };
}

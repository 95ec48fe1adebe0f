/**
 * The judge's rubric (`npm run eval:rewrite` with EVAL_JUDGE_API_KEY): a second model, configured
 * apart from the one that rewrites, reads each rewrite beside its input and grades it with these
 * words, given to it verbatim in its system message.
 */
export const JUDGE_RUBRIC = `- **tone** (0–4): how clearly the rewrite reads in the requested tone at the requested intensity.
  0 not at all or the opposite; 2 noticeably, but mixed; 4 unmistakably, as a good copywriter
  would write it.
- **meaning** (0–4): whether the rewrite says what the input says. 0 a different message; 2 a
  point lost, softened into something else or reordered so it misleads; 4 every point, fact,
  figure, name, date and request kept.
- **fluency** (0–4): whether a native reader would send it. 0 broken sentences or fragments; 2
  awkward in places; 4 reads naturally.
- **invented**: every fact, figure, date, deadline, offer, price, promise, guarantee or call to
  action the rewrite has and the input does not, quoted from the rewrite; an empty list when
  there is none. Tone words ("Great news!") are not inventions; "Order today" under a text that
  sold nothing is.

The judge answers JSON only: \`{ "tone": n, "meaning": n, "fluency": n, "invented": ["…"], "why": "one sentence" }\`.`;

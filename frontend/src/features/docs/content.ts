/** What each tone does to a text, keyed by the tone's API value. */
export const TONE_EFFECTS: Record<string, string> = {
  empathetic: 'Acknowledges the reader’s situation first and softens demands into offers of help.',
  confident:
    'Drops hedges ("I think", "maybe"), states facts plainly and ends with a clear next step.',
  persuasive: 'Leads with the benefit to the reader, adds proof and closes with a call to action.',
  friendly: 'Warm, conversational wording with shorter sentences and a personal touch.',
  professional: 'Neutral, precise business language without slang or exclamation marks.',
  inspiring:
    'Frames the message as progress and possibility, with energetic, forward-looking verbs.',
  balanced: 'Analytical and logical: orders the argument, weighs facts and keeps emotion low.',
  urgent: 'Brings deadlines and consequences forward and asks for action now.',
  calm: 'Slows the pace, removes alarm words and reassures the reader.',
};

/** What each persona changes, keyed by the persona's API value. */
export const PERSONA_EFFECTS: Record<string, string> = {
  adaptive: 'Picks the register from your text itself.',
  executive: 'Short, decision-oriented, numbers first.',
  creative: 'More vivid images and varied sentence rhythm.',
  technical: 'Exact terms, no marketing superlatives.',
  sales: 'Benefits, proof and a clear call to action.',
  educator: 'Explains step by step, in plain words.',
};

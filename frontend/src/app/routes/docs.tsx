import { useTextLimits } from '../../features/workspace/api/text-limits';
import { UserGuide } from '../../features/docs/components/user-guide';
import {
  EMOTION_TONES,
  FORMAT_LABELS,
  OUTPUT_FORMATS,
  PERSONA_LABELS,
  PERSONA_PROFILES,
  TONE_LABELS,
  USE_CASES,
  USE_CASE_LABELS,
  USE_CASE_WORD_RANGES,
} from '../../features/workspace/model/enhance-options';
import { usePlans } from '../../lib/plans/get-plans';

/** The user guide, fed with the workspace's own lists of choices (no second copy to keep). */
export default function DocsRoute() {
  const plans = usePlans();
  const limits = useTextLimits();
  return (
    <UserGuide
      tones={EMOTION_TONES.map((id) => ({ id, label: TONE_LABELS[id] }))}
      personas={PERSONA_PROFILES.map((id) => ({ id, label: PERSONA_LABELS[id] }))}
      formats={OUTPUT_FORMATS.map((id) => ({ id, label: FORMAT_LABELS[id] }))}
      useCases={USE_CASES.map((id) => ({
        id,
        label: USE_CASE_LABELS[id],
        words: USE_CASE_WORD_RANGES[id],
      }))}
      plans={plans.data?.plans}
      maxInputChars={limits.data?.max_input_chars ?? null}
    />
  );
}

import { Injectable } from '@nestjs/common';
import { AiConfig } from '../ai/ai.config.js';
import { AiService } from '../ai/ai.service.js';
import type { EmotionTone } from '../ai/ai.types.js';
import { DEMO_SAMPLES, type DemoSampleId } from './demo-samples.js';
import type { DemoRewriteResultDto } from './dto/demo.dto.js';

const DEFAULT_INTENSITY = 7;

/**
 * The landing page's demo: the built-in engine (whatever provider the workspace is configured
 * with, so a visitor never spends model tokens) on one of the fixed samples. Answers are kept:
 * the engine is deterministic and there are only samples × tones × intensities of them.
 */
@Injectable()
export class DemoService {
  private readonly builtin = new AiService(new AiConfig());
  private readonly answers = new Map<string, Promise<DemoRewriteResultDto>>();

  rewrite(
    sampleId: DemoSampleId,
    tone: EmotionTone,
    intensity = DEFAULT_INTENSITY,
  ): Promise<DemoRewriteResultDto> {
    const key = `${sampleId}:${tone}:${intensity}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.run(sampleId, tone, intensity);
      this.answers.set(key, answer);
      answer.catch(() => this.answers.delete(key));
    }
    return answer;
  }

  private async run(
    sampleId: DemoSampleId,
    tone: EmotionTone,
    intensity: number,
  ): Promise<DemoRewriteResultDto> {
    const sample = DEMO_SAMPLES.find((entry) => entry.id === sampleId)!;
    const result = await this.builtin.rewrite({
      text: sample.text,
      emotion_tone: tone,
      intensity,
      use_case: 'general',
    });
    return {
      sample_id: sampleId,
      emotion_tone: tone,
      intensity,
      original_text: sample.text,
      enhanced_text: result.enhanced_text,
      quality_score: result.quality_score,
      input_quality_score: result.input_quality_score,
      tone_match: result.quality_breakdown.tone_match,
      input_tone_match: result.input_quality_breakdown.tone_match,
      protected: [...new Set(result.guardrail_info.protected.map((span) => span.text))],
      change_note: result.change_note,
      model_used: result.model_used,
    };
  }
}

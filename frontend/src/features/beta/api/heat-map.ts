import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { HeatBand } from './catalog';

export interface HeatMapSentence {
  id: number;
  text: string;
  intensity: number;
  band: HeatBand['label'];
  insights: string[];
}

export interface HeatMapResponse {
  analysis: HeatMapSentence[];
  overall_score: number;
  suggestions: string[];
  metadata: { analysis_mode: string; total_sentences: number; processing_time: number };
  word_analysis: { text: string; intensity: number }[];
}

export interface HeatMapRequest {
  text: string;
  analysis_mode: string;
}

export const useHeatMap = () =>
  useMutation({
    mutationFn: (request: HeatMapRequest) =>
      api.post<HeatMapResponse>('/beta/content-heatmap', {
        ...request,
        granularity: 'sentence',
        include_suggestions: true,
      }),
  });

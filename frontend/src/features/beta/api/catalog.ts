import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

export interface UseCaseOption extends Option {
  min_words: number;
  max_words: number;
}

export interface AnalysisModeOption extends Option {
  description: string;
}

export interface PlatformLimits {
  max_characters: number | null;
  visible_characters: number | null;
  min_words: number;
  max_words: number;
  min_hashtags: number;
  max_hashtags: number;
  links: 'allowed' | 'not_clickable' | 'avoid';
  emojis: 'welcome' | 'sparingly' | 'avoid';
  link_length: number | null;
}

export interface Platform {
  id: string;
  name: string;
  use_case: string;
  description: string;
  features: string[];
  tips: string[];
  sample: string;
  limits: PlatformLimits;
}

export interface HeatBand {
  label: 'Very Low' | 'Low' | 'Medium' | 'High' | 'Very High';
  min: number;
  max: number;
}

/** GET /api/beta/catalog: every choice the studio offers, as the server defines it. */
export interface BetaCatalog {
  tones: Option[];
  default_tone: string;
  output_formats: Option[];
  use_cases: UseCaseOption[];
  languages: (Option & { alternative_model: boolean })[];
  analysis_modes: AnalysisModeOption[];
  heat_bands: HeatBand[];
  word_count: { min: number; max: number; step: number; default: number; presets: number[] };
  template_tags: string[];
  platforms: Platform[];
}

export const catalogQuery = queryOptions({
  queryKey: ['beta', 'catalog'],
  queryFn: () => api.get<BetaCatalog>('/beta/catalog'),
  staleTime: Infinity,
});

export const useBetaCatalog = () => useQuery(catalogQuery);

export const labelOf = (options: Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type HeatMapResponse = ApiSchema<'HeatMapResponseDto'>;
export type HeatMapRequest = Pick<ApiSchema<'HeatMapRequestDto'>, 'text' | 'analysis_mode'>;

export const useHeatMap = () =>
  useMutation({
    mutationFn: (request: HeatMapRequest) =>
      api.POST('/api/beta/content-heatmap', {
        body: { ...request, granularity: 'sentence', include_suggestions: true },
      }),
  });

import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@api/catalog';
import { api, type ApiSchema } from '../../../lib/api-client';
import type { EnhanceSettings } from '../model/enhance-options';

export { EXPORT_FORMATS, PREMIUM_EXPORT_FORMATS, type ExportFormat } from '@api/catalog';

export interface ExportRequest {
  format: ExportFormat;
  input: string;
  output: string;
  settings: EnhanceSettings;
  quality_score: number | null;
}

/** POST /api/exports: the result as a real file, named by the server (resonate-<tone>-<date>.<ext>). */
export function exportResult({ quality_score, ...request }: ExportRequest): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const body: ApiSchema<'ExportDto'> = {
    ...request,
    ...(quality_score === null ? {} : { quality_score }),
  };
  return api.download(
    '/exports',
    `resonate-${request.settings.emotion_tone}-${today}.${request.format}`,
    { body },
  );
}

export function useExportResult() {
  return useMutation({ mutationFn: exportResult });
}

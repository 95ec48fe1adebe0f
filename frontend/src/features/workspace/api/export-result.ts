import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EnhanceSettings } from '../model/enhance-options';

export const EXPORT_FORMATS = ['txt', 'md', 'html', 'docx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const PREMIUM_EXPORT_FORMATS: readonly ExportFormat[] = ['docx', 'pdf'];

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
  return api.download(
    '/exports',
    `resonate-${request.settings.emotion_tone}-${today}.${request.format}`,
    {
      body: { ...request, ...(quality_score === null ? {} : { quality_score }) },
    },
  );
}

export function useExportResult() {
  return useMutation({ mutationFn: exportResult });
}

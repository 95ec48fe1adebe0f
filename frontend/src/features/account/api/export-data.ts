import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/export-data, saved as the dated JSON file the server names. */
export function exportData(): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  return api.download('/user/export-data', `resonate-data-${today}.json`);
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}

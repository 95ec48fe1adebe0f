import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

type Schema = ApiSchema<'BetaCatalogDto'>;

export type UseCaseOption = ApiSchema<'UseCaseOptionDto'>;
export type Platform = ApiSchema<'PlatformDto'>;
export type HeatBand = ApiSchema<'HeatBandDto'>;

/** GET /api/beta/catalog: every choice the studio offers, as the server defines it. */
export type BetaCatalog = Schema;

export const catalogQuery = queryOptions({
  queryKey: ['beta', 'catalog'],
  queryFn: () => api.GET('/api/beta/catalog'),
  staleTime: Infinity,
});

export const useBetaCatalog = () => useQuery(catalogQuery);

export const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The option a select's string value names, typed as the server's enumeration (or undefined). */
export const choiceOf = <T extends string>(options: readonly { value: T }[], value: string) =>
  options.find((option) => option.value === value)?.value;

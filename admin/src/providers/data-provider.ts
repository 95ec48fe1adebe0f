import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { fetchApi, type QueryParams } from './http';

/**
 * GET /api/admin/dashboard (spec: admin overview). Typed here only until that route is in the
 * API document; then use `ApiSchema<'…'>` from ./http like the other calls (docs/api.md).
 */
export interface DashboardOverview {
  total_users: number;
  new_users_today: number;
  premium_users: number;
  total_requests: number;
  requests_today: number;
  /** In dollars. */
  monthly_revenue: number;
  active_subscriptions: number;
  /** Percentage of successful requests, 0 to 100. */
  success_rate: number;
  open_tickets: number;
  tickets_today: number;
}

export interface AdminDataProvider extends DataProvider {
  getDashboard: (signal?: AbortSignal) => Promise<DashboardOverview>;
}

interface ListAnswer<RecordType> {
  data: RecordType[];
  total: number;
}

/** Resources whose spec path is not /api/admin/<resource>. */
const resourcePaths: Record<string, string> = {
  tickets: 'support/tickets',
  subscriptions: 'payments/subscriptions',
  'feature-toggles': 'settings/feature-toggles',
};

const collection = (resource: string) => `/admin/${resourcePaths[resource] ?? resource}`;
const member = (resource: string, id: Identifier) =>
  `${collection(resource)}/${encodeURIComponent(String(id))}`;

/** page, per_page, sort, order and each filter as a query parameter. */
export function listQuery(params: GetListParams): QueryParams {
  const query: QueryParams = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.per_page = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order === 'DESC' ? 'desc' : 'asc';
  }
  const filter: Record<string, unknown> = params.filter ?? {};
  for (const [key, value] of Object.entries(filter)) {
    if (Array.isArray(value)) query[key] = value.join(',');
    else if (['string', 'number', 'boolean'].includes(typeof value)) {
      query[key] = value as string | number | boolean;
    }
  }
  return query;
}

/** A record answer may be the record itself or `{ data: record }`. */
function unwrap<RecordType>(answer: unknown): RecordType {
  if (typeof answer === 'object' && answer !== null && 'data' in answer && !('id' in answer)) {
    return answer.data as RecordType;
  }
  return answer as RecordType;
}

/** Only the fields an edit changed, as the spec's PUT calls send (e.g. `{ is_active }`). */
export function changedFields(
  data: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key]),
    ),
  );
}

async function getList<RecordType extends RaRecord>(
  path: string,
  query: QueryParams,
  signal?: AbortSignal,
) {
  const answer = await fetchApi<ListAnswer<RecordType>>(path, { query, signal });
  if (!Array.isArray(answer?.data) || typeof answer.total !== 'number') {
    throw new Error(`The answer of ${path} is not { data: [...], total: n }`);
  }
  return { data: answer.data, total: answer.total };
}

/** A data provider over /api/admin/<resource>, with the bearer token. */
export const dataProvider: AdminDataProvider = {
  supportAbortSignal: true,

  getList: <RecordType extends RaRecord>(
    resource: string,
    params: GetListParams & { signal?: AbortSignal },
  ) => getList<RecordType>(collection(resource), listQuery(params), params.signal),

  getManyReference: <RecordType extends RaRecord>(
    resource: string,
    params: GetManyReferenceParams & { signal?: AbortSignal },
  ) =>
    getList<RecordType>(
      collection(resource),
      { ...listQuery(params), [params.target]: String(params.id) },
      params.signal,
    ),

  getOne: async <RecordType extends RaRecord>(
    resource: string,
    params: GetOneParams<RecordType> & { signal?: AbortSignal },
  ) => ({
    data: unwrap<RecordType>(
      await fetchApi(member(resource, params.id), { signal: params.signal }),
    ),
  }),

  getMany: async <RecordType extends RaRecord>(
    resource: string,
    params: GetManyParams<RecordType> & { signal?: AbortSignal },
  ) => ({
    data: await Promise.all(
      params.ids.map(async (id) =>
        unwrap<RecordType>(await fetchApi(member(resource, id), { signal: params.signal })),
      ),
    ),
  }),

  update: async <RecordType extends RaRecord>(resource: string, params: UpdateParams) => ({
    data: unwrap<RecordType>(
      await fetchApi(member(resource, params.id), {
        method: 'PUT',
        body: changedFields(params.data, params.previousData),
      }),
    ),
  }),

  updateMany: async (resource: string, params: UpdateManyParams) => {
    await Promise.all(
      params.ids.map((id) => fetchApi(member(resource, id), { method: 'PUT', body: params.data })),
    );
    return { data: params.ids };
  },

  create: async <
    RecordType extends Omit<RaRecord, 'id'>,
    ResultRecordType extends RaRecord = RecordType & { id: Identifier },
  >(
    resource: string,
    params: CreateParams,
  ) => ({
    data: unwrap<ResultRecordType>(
      await fetchApi(collection(resource), { method: 'POST', body: params.data }),
    ),
  }),

  delete: async <RecordType extends RaRecord>(
    resource: string,
    params: DeleteParams<RecordType>,
  ) => {
    const answer = await fetchApi(member(resource, params.id), { method: 'DELETE' });
    const fallback = params.previousData ?? { id: params.id };
    return { data: answer ? unwrap<RecordType>(answer) : (fallback as RecordType) };
  },

  deleteMany: async <RecordType extends RaRecord>(
    resource: string,
    params: DeleteManyParams<RecordType>,
  ) => {
    await Promise.all(params.ids.map((id) => fetchApi(member(resource, id), { method: 'DELETE' })));
    return { data: params.ids };
  },

  getDashboard: (signal?: AbortSignal) =>
    fetchApi<DashboardOverview>('/admin/dashboard', { signal }),
};

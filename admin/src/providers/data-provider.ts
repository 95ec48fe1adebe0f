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
import { HttpError } from 'react-admin';
import { api, fetchApi, type ApiSchema, type QueryParams } from './http';

/** GET /api/admin/dashboard (spec: admin overview, plus the last 30 days). */
export type DashboardOverview = ApiSchema<'DashboardDto'>;
/** One UTC day of the dashboard's charts. */
export type DashboardDay = ApiSchema<'DashboardDayDto'>;
export type SystemHealth = ApiSchema<'SystemHealthDto'>;
export type HealthStatus = SystemHealth['status'];
export type UsageShare = ApiSchema<'UsageShareDto'>;
export type AdminAnalytics = ApiSchema<'AdminAnalyticsDto'>;
export type AdminSettings = ApiSchema<'SettingsDto'>;
export type PrivacySettings = ApiSchema<'PrivacySettingsDto'>;
export type RefundRequest = ApiSchema<'RefundRequestDto'>;
export type RefundResult = ApiSchema<'RefundResultDto'>;
/** A reply answers with the whole ticket, its thread included. */
export type TicketDetail = ApiSchema<'AdminTicketDetailDto'>;
export type UserDataExport = ApiSchema<'UserDataExportDto'>;
export type AdminApiKey = ApiSchema<'AdminApiKeyDto'>;

export interface AdminDataProvider extends DataProvider {
  getDashboard: (signal?: AbortSignal) => Promise<DashboardOverview>;
  getHealth: (signal?: AbortSignal) => Promise<SystemHealth>;
  getAnalytics: (signal?: AbortSignal) => Promise<AdminAnalytics>;
  getSettings: (signal?: AbortSignal) => Promise<AdminSettings>;
  getPrivacySettings: (signal?: AbortSignal) => Promise<PrivacySettings>;
  setNewAccountsKeepTexts: (keepTexts: boolean) => Promise<PrivacySettings>;
  replyToTicket: (id: Identifier, message: string) => Promise<TicketDetail>;
  refund: (request: RefundRequest) => Promise<RefundResult>;
  exportUserData: (userId: Identifier) => Promise<UserDataExport>;
  revokeApiKey: (id: Identifier) => Promise<AdminApiKey>;
}

/** The list answers of the resources: `{ data, total }`, or `feature_toggles` for the toggles. */
type ListAnswer =
  | ApiSchema<'AdminUserListDto'>
  | ApiSchema<'AdminTicketListDto'>
  | ApiSchema<'AdminSubscriptionListDto'>
  | ApiSchema<'ConsentListDto'>
  | ApiSchema<'AuditLogListDto'>
  | ApiSchema<'FeatureToggleListDto'>
  | ApiSchema<'AdminApiKeyListDto'>;

/** Resources whose spec path is not /api/admin/<resource>. */
const resourcePaths: Record<string, string> = {
  tickets: 'support/tickets',
  subscriptions: 'payments/subscriptions',
  'feature-toggles': 'settings/feature-toggles',
  consents: 'compliance/consents',
};

/** The spec's failure messages, per resource (the server's detail follows when it has one). */
const NAMES: Record<string, [plural: string, singular: string]> = {
  users: ['users', 'user'],
  tickets: ['tickets', 'ticket'],
  subscriptions: ['subscriptions', 'subscription'],
  'feature-toggles': ['feature toggles', 'feature toggle'],
  consents: ['consent records', 'consent record'],
  'audit-log': ['the audit log', 'audit event'],
  feedback: ['beta feedback', 'feedback'],
  'api-keys': ['API keys', 'API key'],
};

/** Rethrows with the spec's message first, keeping the status react-admin's auth check reads. */
export function failure(message: string, error: unknown): never {
  if (error instanceof HttpError) {
    const detail = error.message && error.message !== message ? `: ${error.message}` : '';
    throw new HttpError(`${message}${detail}`, error.status, error.body);
  }
  throw error;
}

async function withMessage<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return failure(message, error);
  }
}

const fetchMessage = (resource: string) => `Failed to fetch ${NAMES[resource]?.[0] ?? resource}`;
const updateMessage = (resource: string) => `Failed to update ${NAMES[resource]?.[1] ?? resource}`;

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
  const answer = await fetchApi<ListAnswer | null>(path, { query, signal });
  const data = answer && ('data' in answer ? answer.data : answer.feature_toggles);
  if (!answer || !Array.isArray(data) || typeof answer.total !== 'number') {
    throw new Error(`The answer of ${path} is not { data: [...], total: n }`);
  }
  // react-admin's records are the resource's rows; which DTO depends on the path.
  return { data: data as unknown as RecordType[], total: answer.total };
}

/** A data provider over /api/admin/<resource>, with the bearer token. */
export const dataProvider: AdminDataProvider = {
  supportAbortSignal: true,

  getList: <RecordType extends RaRecord>(
    resource: string,
    params: GetListParams & { signal?: AbortSignal },
  ) =>
    withMessage(fetchMessage(resource), () =>
      getList<RecordType>(collection(resource), listQuery(params), params.signal),
    ),

  getManyReference: <RecordType extends RaRecord>(
    resource: string,
    params: GetManyReferenceParams & { signal?: AbortSignal },
  ) =>
    getList<RecordType>(
      collection(resource),
      { ...listQuery(params), [params.target]: String(params.id) },
      params.signal,
    ),

  getOne: <RecordType extends RaRecord>(
    resource: string,
    params: GetOneParams<RecordType> & { signal?: AbortSignal },
  ) =>
    withMessage(fetchMessage(resource), async () => ({
      data: unwrap<RecordType>(
        await fetchApi(member(resource, params.id), { signal: params.signal }),
      ),
    })),

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

  update: <RecordType extends RaRecord>(resource: string, params: UpdateParams) =>
    withMessage(updateMessage(resource), async () => {
      const changes = changedFields(params.data, params.previousData);
      // The spec's toggle update names the feature in the body, on the collection.
      const [path, body] =
        resource === 'feature-toggles'
          ? [
              collection(resource),
              { feature_name: String(params.id), is_enabled: params.data.is_enabled, ...changes },
            ]
          : [member(resource, params.id), changes];
      return { data: unwrap<RecordType>(await fetchApi(path, { method: 'PUT', body })) };
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
    withMessage('Failed to fetch dashboard data', () =>
      api.GET('/api/admin/dashboard', { signal }),
    ),

  getHealth: (signal?: AbortSignal) =>
    withMessage('Failed to fetch system health', () =>
      api.GET('/api/admin/system/health', { signal }),
    ),

  getAnalytics: (signal?: AbortSignal) =>
    withMessage('Failed to fetch analytics', () => api.GET('/api/admin/analytics', { signal })),

  getSettings: (signal?: AbortSignal) =>
    withMessage('Failed to fetch settings', () => api.GET('/api/admin/settings', { signal })),

  getPrivacySettings: (signal?: AbortSignal) =>
    withMessage('Failed to fetch the privacy settings', () =>
      api.GET('/api/admin/settings/privacy', { signal }),
    ),

  setNewAccountsKeepTexts: (keepTexts: boolean) =>
    withMessage('Failed to change the privacy default', () =>
      api.PUT('/api/admin/settings/privacy', { body: { new_accounts_keep_texts: keepTexts } }),
    ),

  replyToTicket: (id: Identifier, message: string) =>
    withMessage('Failed to update ticket', () =>
      api.POST('/api/admin/support/tickets/{id}/replies', {
        params: { path: { id: String(id) } },
        body: { message },
      }),
    ),

  refund: (request: RefundRequest) =>
    withMessage('Failed to process refund', () =>
      api.POST('/api/admin/payments/refund', { body: request }),
    ),

  exportUserData: (userId: Identifier) =>
    withMessage('Failed to export user data', () =>
      api.GET('/api/admin/compliance/users/{id}/export', {
        params: { path: { id: String(userId) } },
      }),
    ),

  revokeApiKey: (id: Identifier) =>
    withMessage('Failed to revoke API key', () =>
      api.POST('/api/admin/api-keys/{id}/revoke', { params: { path: { id: String(id) } } }),
    ),
};

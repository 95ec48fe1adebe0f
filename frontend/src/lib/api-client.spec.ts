import {
  ApiError,
  buildUrl,
  createApiClient,
  filenameFromContentDisposition,
  NETWORK_ERROR_DETAIL,
  parseServerSentEvents,
  SERVER_ERROR_DETAIL,
  type ApiClientDeps,
} from './api-client';

type FetchCall = { url: string; init: RequestInit };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A client whose fetch answers from a script, and whose sleeps are recorded instead of waited. */
function setup(answers: Array<Response | Error>, token: string | null = 'tok-123') {
  const calls: FetchCall[] = [];
  const delays: number[] = [];
  const saved: Array<{ blob: Blob; filename: string }> = [];
  const deps: ApiClientDeps = {
    baseUrl: '/api',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      const next = answers.shift();
      if (!next) throw new Error('fetch called more often than scripted');
      if (next instanceof Error) throw next;
      return next;
    },
    getToken: () => token,
    sleep: async (ms) => {
      delays.push(ms);
    },
    saveBlob: (blob, filename) => saved.push({ blob, filename }),
  };
  return { client: createApiClient(deps), calls, delays, saved };
}

const header = (call: FetchCall, name: string) => new Headers(call.init.headers).get(name);

describe('api client', () => {
  it('should retry a 5xx answer three times, waiting 1 s, 2 s then 3 s, and then throw it', async () => {
    const failure = { detail: 'Database unavailable', status: 503, correlation_id: 'c-1' };
    const { client, calls, delays } = setup([
      json(503, failure),
      json(503, failure),
      json(503, failure),
      json(503, failure),
    ]);

    const error = await client.GET('/api/plans').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, detail: 'Database unavailable', data: failure });
    expect((error as ApiError).correlationId).toBe('c-1');
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 3000]);
  });

  it('should recover when a network error is followed by a success', async () => {
    const { client, calls, delays } = setup([
      new TypeError('Failed to fetch'),
      json(200, { plans: [] }),
    ]);

    await expect(client.GET('/api/plans')).resolves.toEqual({ plans: [] });
    expect(calls).toHaveLength(2);
    expect(delays).toEqual([1000]);
  });

  it('should report an unreachable server as a network error with status 0', async () => {
    const down = () => new TypeError('Failed to fetch');
    const { client } = setup([down(), down(), down(), down()]);

    await expect(client.GET('/api/auth/me')).rejects.toMatchObject({
      status: 0,
      detail: NETWORK_ERROR_DETAIL,
      isNetworkError: true,
    });
  });

  it('should never retry a 4xx answer and should keep its field errors', async () => {
    const invalid = {
      detail: 'Validation failed',
      status: 422,
      errors: [{ field: 'email', messages: ['email must be an email'] }],
      correlation_id: 'c-2',
    };
    const { client, calls, delays } = setup([json(422, invalid)]);

    const error = (await client
      .POST('/api/auth/login', { body: { email: 'x', password: 'y' } })
      .catch((caught: unknown) => caught)) as ApiError;

    expect(error.status).toBe(422);
    expect(error.detail).toBe('Validation failed');
    expect(error.fieldErrors).toEqual(invalid.errors);
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('should use a generic message when a 5xx answer is not the API error shape', async () => {
    const html = () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    const { client } = setup([html(), html(), html(), html()]);

    await expect(client.GET('/api/plans')).rejects.toMatchObject({
      status: 502,
      detail: SERVER_ERROR_DETAIL,
      data: '<h1>Bad gateway</h1>',
    });
  });

  it('should leave the bearer token out of a request that opts out of it', async () => {
    const { client, calls } = setup([json(200, { message: 'ok' })]);

    await client.POST('/api/auth/reset-password', {
      body: { token: 't', new_password: 'Secret123' },
      auth: false,
    });

    expect(header(calls[0], 'Authorization')).toBeNull();
  });

  it('should send an explicit token instead of the stored one', async () => {
    const { client, calls } = setup([json(200, { message: 'Logged out' })], null);

    await client.POST('/api/auth/logout', { token: 'leaving', retries: 0 });

    expect(header(calls[0], 'Authorization')).toBe('Bearer leaving');
  });

  it('should upload form data without forcing a JSON content type', async () => {
    const { client, calls } = setup([json(201, { id: 1 })]);
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'data.csv');

    await client.upload('/files', form);

    expect(calls[0].init.body).toBe(form);
    expect(header(calls[0], 'Content-Type')).toBeNull();
  });

  it('should resolve an empty 204 answer with no data', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);

    await expect(client.DELETE('/api/user/delete-account')).resolves.toBeUndefined();
  });

  it('should save a download under the name the server gives', async () => {
    const { client, saved } = setup([
      new Response('{"a":1}', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="resonate-data-2025-01-31.json"' },
      }),
    ]);

    const name = await client.download('/user/export-data', 'fallback.json');

    expect(name).toBe('resonate-data-2025-01-31.json');
    expect(saved).toHaveLength(1);
    expect(await saved[0].blob.text()).toBe('{"a":1}');
  });

  it('should save a download under the fallback name when the server gives none', async () => {
    const { client, saved } = setup([new Response('x', { status: 200 })]);

    await client.download('/user/export-data', 'resonate-export.json');

    expect(saved[0].filename).toBe('resonate-export.json');
  });

  it('should POST the body of a download that has one and save the answer', async () => {
    const { client, calls, saved } = setup([new Response('file', { status: 200 })]);

    await client.download('/exports', 'result.txt', { body: { format: 'txt' } });

    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"format":"txt"}');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(header(calls[0], 'Accept')).toBe('*/*');
    expect(saved[0].filename).toBe('result.txt');
  });

  it('should read Server-Sent Events from a POST as they arrive', async () => {
    const { client, calls } = setup([
      new Response('event: delta\ndata: {"text":"Hi"}\n\nevent: result\ndata: {"ok":true}\n\n', {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    ]);

    const events = [];
    for await (const event of client.events('/ai/enhance', { stream: true })) events.push(event);

    expect(calls[0].init.method).toBe('POST');
    expect(header(calls[0], 'Accept')).toBe('text/event-stream');
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"Hi"}' },
      { event: 'result', data: '{"ok":true}' },
    ]);
  });

  it('should reject a refused stream with the API error before any event', async () => {
    const { client } = setup([json(402, { detail: 'Free usage limit reached.', status: 402 })]);

    const read = async () => {
      for await (const event of client.events('/ai/enhance', {})) void event;
    };

    await expect(read()).rejects.toMatchObject({
      status: 402,
      detail: 'Free usage limit reached.',
    });
  });

  it('should stop retrying once the caller aborts', async () => {
    const controller = new AbortController();
    const { client, calls } = setup([json(500, { detail: 'boom', status: 500 })]);
    const pending = client.GET('/api/plans', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toBeDefined();
    expect(calls).toHaveLength(1);
  });
});

describe('typed calls (api.GET, api.POST, …)', () => {
  it('should send the bearer token and a JSON body, and resolve with the answer', async () => {
    const { client, calls } = setup([json(200, { message: 'ok' })]);

    await expect(
      client.POST('/api/auth/reset-password', { body: { token: 't', new_password: 'Secret123' } }),
    ).resolves.toEqual({ message: 'ok' });

    expect(calls[0].url).toBe('http://localhost/api/auth/reset-password');
    expect(calls[0].init.method).toBe('POST');
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok-123');
    expect(calls[0].init.body).toBe('{"token":"t","new_password":"Secret123"}');
  });

  it('should fill path and query parameters', async () => {
    const { client, calls } = setup([json(200, { items: [], total: 0 })]);

    await client.GET('/api/history', { params: { query: { limit: 100 } } });
    await expect(
      setup([json(200, {})]).client.GET('/api/history/{id}', {
        params: { path: { id: 'a b' } },
      }),
    ).resolves.toEqual({});

    expect(calls[0].url).toBe('http://localhost/api/history?limit=100');
  });

  it('should retry a 5xx answer by the same rule and reject with an ApiError', async () => {
    const failure = { detail: 'Database unavailable', status: 503, correlation_id: 'c-9' };
    const { client, calls, delays } = setup([
      json(503, failure),
      json(503, failure),
      json(503, failure),
      json(503, failure),
    ]);

    const error = await client.GET('/api/plans').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, detail: 'Database unavailable', data: failure });
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 3000]);
  });

  it('should not retry a 4xx answer and leave the token out when asked', async () => {
    const { client, calls } = setup([json(401, { detail: 'Wrong password', status: 401 })]);

    await expect(
      client.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'x' }, auth: false }),
    ).rejects.toMatchObject({ status: 401, detail: 'Wrong password' });

    expect(calls).toHaveLength(1);
    expect(header(calls[0], 'Authorization')).toBeNull();
  });
});

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="report.pdf"', 'report.pdf'],
    ['attachment; filename=report.txt', 'report.txt'],
    ['attachment; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf; filename="resume.pdf"', 'résumé.pdf'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    ['attachment; filename=".."', null],
    ['inline', null],
    [null, null],
  ])('should read %p as %p', (value, expected) => {
    expect(filenameFromContentDisposition(value)).toBe(expected);
  });
});

describe('buildUrl', () => {
  it('should join the base and the path and drop empty query values', () => {
    expect(buildUrl('/api/', '/admin/users', { search: 'a b', page: 2, status: undefined })).toBe(
      '/api/admin/users?search=a+b&page=2',
    );
  });
});

describe('parseServerSentEvents', () => {
  async function parse(chunks: string[]) {
    async function* source() {
      yield* chunks;
    }
    const events = [];
    for await (const event of parseServerSentEvents(source())) events.push(event);
    return events;
  }

  it('should join events split across chunks at any byte', async () => {
    await expect(parse(['event: del', 'ta\ndata: {"te', 'xt":"a"}\n', '\n'])).resolves.toEqual([
      { event: 'delta', data: '{"text":"a"}' },
    ]);
  });

  it('should join several data lines, skip comments and accept CRLF', async () => {
    await expect(parse([': keep-alive\r\ndata: one\r\ndata: two\r\n\r\n'])).resolves.toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('should drop an event the stream ended before dispatching', async () => {
    await expect(parse(['data: complete\n\n', 'data: cut off'])).resolves.toEqual([
      { event: 'message', data: 'complete' },
    ]);
  });
});

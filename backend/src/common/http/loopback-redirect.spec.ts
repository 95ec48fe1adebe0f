import express from 'express';
import request from 'supertest';
import { loopbackRedirect } from './loopback-redirect.js';

const appFor = (publicUrl: string) => {
  const app = express();
  app.use(loopbackRedirect(publicUrl));
  app.get('*path', (_request, response) => {
    response.send('page');
  });
  return app;
};

describe('loopbackRedirect', () => {
  const app = appFor('http://localhost:3000');

  it('should send a page asked for on another loopback name to PUBLIC_URL, path and query kept', async () => {
    const answer = await request(app)
      .get('/workspace?tab=history')
      .set('Host', '127.0.0.1:3000')
      .expect(307);
    expect(answer.headers.location).toBe('http://localhost:3000/workspace?tab=history');
    await request(app).get('/').set('Host', '[::1]:3000').expect(307);
  });

  it('should answer the address PUBLIC_URL names, API calls and requests from other hosts', async () => {
    await request(app).get('/').set('Host', 'localhost:3000').expect(200);
    await request(app).get('/api/plans').set('Host', '127.0.0.1:3000').expect(200);
    // A name that is not loopback is never redirected (nor used for a link).
    await request(app).get('/').set('Host', 'evil.example').expect(200);
  });

  it('should leave a public address alone', async () => {
    const server = appFor('https://resonate.example.com');
    await request(server).get('/').set('Host', '127.0.0.1:3000').expect(200);
  });
});

import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestFactory } from '@nestjs/core';
import express from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { createValidationPipe } from './common/errors/validation.pipe.js';
import { RetainInterceptor } from './common/privacy/retain.interceptor.js';
import { installRequestBasics } from './common/http/body-parsing.js';
import { shapeLimitsFor } from './common/http/body-shape.js';
import { robotsTxt, sitemapXml } from './common/http/site-meta.js';
import { spaFallback, webApps } from './common/http/spa-fallback.js';
import { staticFiles } from './common/http/static-files.js';
import { setupSwagger } from './common/http/swagger.js';
import { AppConfig } from './config/app.config.js';
import { loopbackRedirect } from './common/http/loopback-redirect.js';
import { AiConfig } from './modules/ai/ai.config.js';

/** Paths whose bodies stay raw bytes (signature-verified webhooks). */
export const RAW_BODY_PATHS = ['/api/payments/webhook'];

/**
 * Helmet's headers; HSTS and upgrade-insecure-requests only on requests that came over HTTPS
 * (request.secure, which trusts X-Forwarded-Proto only from TRUST_PROXY_HOPS proxies): over
 * plain HTTP they would pin a browser to an HTTPS this server may not have, or break every asset.
 */
function securityHeaders(): express.RequestHandler {
  const directives = {
    'script-src': ["'self'", 'https://js.stripe.com'],
    'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ["'self'", 'https://api.stripe.com'],
    'img-src': ["'self'", 'data:', 'https:'],
    'style-src': ["'self'", "'unsafe-inline'"],
  };
  const overHttps = helmet({ contentSecurityPolicy: { directives } });
  const overHttp = helmet({
    contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
    strictTransportSecurity: false,
  });
  return (request, response, next) =>
    (request.secure ? overHttps : overHttp)(request, response, next);
}

/** The whole HTTP app, configured the same way for the server, the tests and the benchmark. */
export async function createApp(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(), {
    bodyParser: false,
    bufferLogs: true,
    // Throw start-up errors (bad configuration, unreachable database) instead of exiting the process.
    abortOnError: false,
    // Kept buffered when start-up fails, so a configuration error is printed alone (see main.ts).
    autoFlushLogs: false,
  });
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.flushLogs();
  app.set('trust proxy', config.trustProxyHops);
  // API answers are not cached by validators; hashing every body for an ETag is wasted work.
  app.set('etag', false);
  app.disable('x-powered-by');

  const server = app.getHttpAdapter().getInstance() as express.Express;
  const shapeLimits = shapeLimitsFor(app.get(AiConfig).maxInputChars);
  installRequestBasics(server, config.bodyLimit, RAW_BODY_PATHS, shapeLimits);
  app.use(securityHeaders());
  app.enableCors({
    // Same origin needs no CORS; other origins only when listed.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    exposedHeaders: ['x-correlation-id', 'content-disposition'],
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe(shapeLimits));
  app.useGlobalInterceptors(new RetainInterceptor());
  app.enableShutdownHooks();

  setupSwagger(app);
  await app.init();
  // After init, so API requests never touch the file system; Nest's own 404 covers only /api.
  const { frontendDist, adminDist } = webApps();
  if (config.nodeEnv === 'development') server.use(loopbackRedirect(config.publicUrl));
  server.get('/robots.txt', robotsTxt(config.publicUrl));
  server.get('/sitemap.xml', sitemapXml(config.publicUrl));
  server.use('/admin', staticFiles(adminDist));
  server.use(staticFiles(frontendDist));
  server.use(spaFallback(config.publicUrl));
  return app;
}

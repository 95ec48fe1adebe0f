import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config/app.config.js';
import { assignCorrelationId } from './correlation-id.js';

const STARTUP_NOISE = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
]);
const DEBUG_LEVELS = new Set(['debug', 'trace']);

/** Structured JSON logs (pino); every request line carries its correlation id as `req.id`. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      // nestjs-pino 4 (the line that supports Node 20) types these two as required.
      imports: [],
      providers: [],
      inject: [AppConfig],
      useFactory: (app: AppConfig) => ({
        pinoHttp: {
          level: app.logLevel,
          // The first middleware already gave the request its id; reuse it.
          genReqId: (request, response) =>
            (request as { id?: string }).id ?? assignCorrelationId(request, response),
          customAttributeKeys: { reqId: 'correlation_id' },
          // Health probes and static files would drown the interesting lines.
          autoLogging: {
            ignore: (request) =>
              !request.url?.startsWith('/api/') || request.url.startsWith('/api/health'),
          },
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          quietReqLogger: true,
          hooks: {
            // Nest's module-by-module start-up lines only at debug level; the summary says what matters.
            logMethod(args, method, level) {
              const first = args[0] as unknown as { context?: string } | undefined;
              if (
                level === 30 &&
                !DEBUG_LEVELS.has(app.logLevel) &&
                STARTUP_NOISE.has(first?.context ?? '')
              )
                return;
              method.apply(this, args);
            },
          },
          transport:
            app.logFormat === 'pretty'
              ? {
                  target: 'pino-pretty',
                  options: {
                    singleLine: true,
                    ignore: 'pid,hostname,req,res,responseTime',
                    translateTime: 'SYS:HH:MM:ss',
                  },
                }
              : undefined,
        },
        forRoutes: ['*path'],
      }),
    }),
  ],
})
export class LoggingModule {}

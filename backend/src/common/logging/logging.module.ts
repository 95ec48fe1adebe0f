import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config/app.config.js';
import { assignCorrelationId } from './correlation-id.js';

/** Structured JSON logs (pino); every request line carries its correlation id as `req.id`. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (app: AppConfig) => ({
        pinoHttp: {
          level: app.logLevel,
          genReqId: (request, response) => assignCorrelationId(request, response),
          customAttributeKeys: { reqId: 'correlation_id' },
          // Health probes and static files would drown the interesting lines.
          autoLogging: {
            ignore: (request) =>
              !request.url?.startsWith('/api/') || request.url.startsWith('/api/health'),
          },
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          quietReqLogger: true,
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

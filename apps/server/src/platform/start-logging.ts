import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import pretty from 'pino-pretty';
import type { Env } from '../env';
import { humanStartReport, jsonStartReport, type StartReport } from './start-report';

export type LogFormat = 'json' | 'human';

/** JSON for production and log collectors; short human lines for a person at a terminal. */
export function logFormatOf(env: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV'>): LogFormat {
  return env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'human');
}

/** How the server reports its start and logs its requests, in the format the environment asks. */
export function startLogging(env: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV' | 'LOG_LEVEL'>): {
  report: StartReport;
  fastifyLogger: NonNullable<FastifyServerOptions['logger']>;
} {
  if (logFormatOf(env) === 'json') {
    return {
      report: jsonStartReport(pino({ level: env.LOG_LEVEL })),
      fastifyLogger: { level: env.LOG_LEVEL },
    };
  }
  return {
    report: humanStartReport((line) => process.stdout.write(`${line}\n`)),
    // Requests and warnings as one readable line each, written in this thread.
    fastifyLogger: {
      level: env.LOG_LEVEL,
      stream: pretty({
        colorize: process.stdout.isTTY,
        translateTime: 'HH:MM:ss',
        ignore: 'pid,hostname,reqId',
        singleLine: true,
      }),
    },
  };
}

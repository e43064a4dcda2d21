import { describe, expect, it } from 'vitest';
import { logFormatOf } from './start-logging';
import { humanStartReport, jsonStartReport } from './start-report';

const facts = { port: 8080, database: 'pglite', demoLoaded: true, readyMs: 12_345 } as const;

describe('the start report', () => {
  it('tells a person where each brand is and how to sign in, in a few lines', () => {
    const lines: string[] = [];
    humanStartReport((line) => lines.push(line)).ready({ ...facts, devTools: false });
    expect(lines[0]).toBe('Parvaz is ready in 12.3 s (embedded database):');
    const text = lines.join('\n');
    for (const brand of ['oman', 'sepehran', 'turk']) {
      expect(text).toContain(`http://${brand}.localhost:8080`);
    }
    expect(text).toContain('Parvaz1234');
    expect(text).not.toContain('/api/dev/outbox');
    expect(lines.length).toBeLessThanOrEqual(8);
  });

  it('says where the sign-up codes are when the test tools are on', () => {
    const lines: string[] = [];
    humanStartReport((line) => lines.push(line)).ready({ ...facts, devTools: true });
    expect(lines.join('\n')).toContain('http://localhost:8080/api/dev/outbox?to=');
  });

  it('shows a long step in tens of percent, each once', () => {
    const lines: string[] = [];
    const report = humanStartReport((line) => lines.push(line));
    for (let done = 0; done <= 1_000; done += 7) report.progress('Loading:', done, 1_000);
    report.progress('Loading:', 1_000, 1_000);
    expect(lines).toEqual(
      [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((p) => `  Loading: ${p} %`),
    );
  });

  it('writes the same facts as JSON lines for log collectors', () => {
    const logged: unknown[][] = [];
    const report = jsonStartReport({ info: (...args: unknown[]) => logged.push(args) } as never);
    report.step('Opening the database…');
    report.ready({ ...facts, devTools: false });
    expect(logged).toEqual([['Opening the database…'], [{ ...facts, devTools: false }, 'ready']]);
  });

  it('logs JSON in production or when asked, human lines otherwise', () => {
    expect(logFormatOf({ NODE_ENV: 'production', LOG_FORMAT: undefined })).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'development', LOG_FORMAT: undefined })).toBe('human');
    expect(logFormatOf({ NODE_ENV: 'production', LOG_FORMAT: 'human' })).toBe('human');
    expect(logFormatOf({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json');
  });
});

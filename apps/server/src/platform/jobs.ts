import type { FastifyInstance } from 'fastify';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs each job on its interval in this process. Jobs keep their state in the database and claim
 * work with row locks, so any number of processes may run them side by side. A run never
 * overlaps the previous run of the same job.
 */
export function startJobs(app: FastifyInstance, jobs: Job[]): void {
  const timers = jobs.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      job
        .run()
        .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          running = false;
        });
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
}

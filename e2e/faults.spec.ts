// What breaks must not break promises. A server process killed (-9) in the middle of bookings
// and payments or of hotel reservations, the database cutting the servers' connections in the
// middle of transactions, and the embedded database restarted after a kill: afterwards no booking
// or stay is half-written, no payment is without its booking or stay, no ticket is issued twice,
// no room night is counted for a stay that does not hold it, a reservation sent again answers its
// stay, expired holds give their seats and nights back, and the servers still serve. `QUALITY=full` repeats each fault and writes
// docs/quality/faults.json.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ageEverythingOpen,
  brokenPromises,
  journey,
  lookUp,
  pause,
  searchFlight,
  seatsAvailable,
  seatsTaken,
  terminateServerConnections,
  waitForCleanUp,
  addTo,
  completed,
  flat,
  tally,
  type FigureValue,
} from './support/fault-kit';
import {
  hotelForRun,
  nightsNotHeld,
  replayProblems,
  reservationOf,
  reserve,
  stayCompleted,
  stayJourney,
  stayPromisesBroken,
} from './support/hotel-fault-kit';
import {
  baseDatabaseUrl,
  bookAndPay,
  createOwnDatabase,
  customerWithCredit,
  flightPicker,
  fullMode,
  writeQualitySummary,
  type OwnDatabase,
} from './support/race-kit';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process';

const runs = fullMode ? 3 : 1;
/** A run waits for the clean-up jobs (up to 100 s) besides its own work. */
const timeout = runs * 200_000;
const figures: Record<string, number | string> = {};
const findings: string[] = [];

afterAll(() => writeQualitySummary('faults', figures, findings));

/**
 * Records a fault's figures — flat, as docs/quality.md takes them: `kill9Runs`, per-run lists as
 * '40 38 40', answers as 'book:200=12 hold:0=3 …' — and its problems; fails on any problem.
 */
function record(name: string, values: Record<string, FigureValue>, problems: string[]): void {
  for (const [key, value] of Object.entries(values))
    figures[`${name}${key[0]?.toUpperCase() ?? ''}${key.slice(1)}`] = flat(value);
  figures[`${name}AllKept`] = problems.length === 0 ? 'yes' : 'no';
  findings.push(...problems.map((p) => `${name}: ${p}`));
  expect(problems).toEqual([]);
}

describe.skipIf(!baseDatabaseUrl)('faults on PostgreSQL with two server processes', () => {
  let own: OwnDatabase;
  const servers: ServerProcess[] = [];
  const db = () => own.client;
  const nextFlight = flightPicker(db);
  /** Each process keeps its port when it is started again. */
  const ports: number[] = [];
  // The clean-up jobs run every 2 s here, so a fault's aftermath is read without waiting a minute.
  const start = async (i: number) =>
    startServerProcess(
      { DATABASE_URL: own.url, CLEANUP_SECONDS: '2' },
      (ports[i] ??= await freePort()),
      120_000,
    );

  beforeAll(async () => {
    own = await createOwnDatabase('fault');
    servers.push(await start(0), await start(1));
    await own.client.connect();
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await own?.drop();
  });

  /** The server `i` again when a fault took it away. */
  async function revive(i: number): Promise<void> {
    const server = servers[i];
    if (server && server.child.exitCode === null && server.child.signalCode === null) return;
    servers[i] = await start(i);
  }

  /**
   * After a fault: the database's promises, then the holds and payments left open aged and the
   * clean-up jobs waited for, then the flight's seats counted against its live holds and bookings.
   */
  async function afterFault(flight: { cabinId: number }, before: number): Promise<string[]> {
    const problems = await brokenPromises(db());
    await ageEverythingOpen(db());
    problems.push(...(await waitForCleanUp(db())));
    problems.push(...(await brokenPromises(db())).map((p) => `after clean-up: ${p}`));
    const taken = await seatsTaken(db(), flight.cabinId);
    const available = await seatsAvailable(db(), flight.cabinId);
    if (available !== before - taken)
      problems.push(`${available} seats on sale, ${before - taken} expected (${taken} taken)`);
    return problems;
  }

  /** A whole booking on `url` succeeds and its ticket is found. */
  async function serves(url: string): Promise<string[]> {
    try {
      const paid = await bookAndPay(url, await nextFlight());
      const found = await lookUp(url, paid);
      return found.bookingStatus === 'confirmed' && /^\d{13}$/.test(found.tickets[0] ?? '')
        ? []
        : [`a booking on ${url} is ${String(found.bookingStatus)}`];
    } catch (error) {
      return [`a booking on ${url} failed: ${String(error)}`];
    }
  }

  it(
    `keeps every promise when a process is killed -9 mid-booking (${runs}×)`,
    async () => {
      const problems: string[] = [];
      const completedOnKilled: number[] = [];
      const completedOnSurvivor: number[] = [];
      const answers: Record<string, number> = {};
      for (let run = 1; run <= runs; run++) {
        await revive(0);
        const [doomed, survivor] = servers;
        if (!doomed || !survivor) throw new Error('no servers');
        const flight = await nextFlight();
        const before = await seatsAvailable(db(), flight.cabinId);
        const customer = await customerWithCredit(db(), 10 ** 12);
        const flying = Array.from({ length: 40 }, async (_, i) => {
          await pause(i * 50);
          // Every fourth traveller pays from the wallet; the others at the bank.
          return journey(servers[i % 2]?.url ?? '', flight, i % 4 === 3 ? customer : {});
        });
        // Killed while the journeys are spread over holds, bookings, the bank and callbacks.
        await pause(900 + 300 * run);
        doomed.child.kill('SIGKILL');
        const journeys = await Promise.all(flying);
        const onSurvivor = journeys.filter((_, i) => i % 2 === 1);
        const runProblems: string[] = [];
        if (!onSurvivor.every(completed))
          runProblems.push(
            `${onSurvivor.filter((j) => !completed(j)).length} survivor journeys broke`,
          );
        if (journeys.some((j) => j.steps.some((s) => s.status === -1)))
          runProblems.push('a request hung');
        runProblems.push(...(await afterFault(flight, before)));
        runProblems.push(...(await serves(survivor.url)));
        completedOnKilled.push(journeys.filter((j, i) => i % 2 === 0 && completed(j)).length);
        completedOnSurvivor.push(onSurvivor.filter(completed).length);
        addTo(answers, tally(journeys));
        problems.push(...runProblems.map((p) => `run ${run}: ${p}`));
      }
      await revive(0);
      record(
        'kill9',
        { runs, journeysPerRun: 40, completedOnKilled, completedOnSurvivor, answers },
        problems,
      );
    },
    timeout,
  );

  it(
    `keeps every room night whole when a process is killed -9 mid-reservation (${runs}×)`,
    async () => {
      const problems: string[] = [];
      const perRun = fullMode ? 60 : 40;
      const usedHotels: number[] = [];
      const completedOnKilled: number[] = [];
      const completedOnSurvivor: number[] = [];
      const answers: Record<string, number> = {};
      const replays: Record<string, number> = {};
      for (let run = 1; run <= runs; run++) {
        await revive(0);
        // 15 rooms a night of each type, about half of what is asked: some reservations find a
        // night full after taking others, and must give those back in the same rollback.
        const hotel = await hotelForRun(db(), usedHotels, {
          daysAhead: 30 + 10 * run,
          nights: 7,
          allotment: 15,
        });
        const customer = await customerWithCredit(db(), 10 ** 12);
        // Two or three rooms over two or three nights from one of the first three nights; every
        // fourth guest pays from the wallet, the others at the bank.
        const reservations = Array.from({ length: perRun }, (_, i) =>
          reservationOf(
            hotel,
            { from: i % 3, length: 2 + (i % 2), rooms: 2 + (Math.floor(i / 2) % 2), firstType: i },
            i % 4 === 3 ? customer.token : undefined,
          ),
        );
        const flying = reservations.map(async (reservation, i) => {
          await pause(i * 25);
          return stayJourney(servers[i % 2]?.url ?? '', reservation);
        });
        // Killed while the journeys are spread over reservations, the bank and callbacks.
        await pause(700 + 200 * run);
        servers[0]?.child.kill('SIGKILL');
        const journeys = await Promise.all(flying);
        // Restarted on the same database before anything is looked at or sent again.
        await revive(0);
        const runProblems: string[] = [];
        const onSurvivor = journeys.filter((_, i) => i % 2 === 1);
        const broken = onSurvivor.filter((j) =>
          j.steps.some((s) => s.status <= 0 || s.status >= 500),
        );
        if (broken.length > 0) runProblems.push(`${broken.length} survivor journeys broke`);
        if (journeys.some((j) => j.steps.some((s) => s.status === -1)))
          runProblems.push('a request hung');
        runProblems.push(
          ...(await stayPromisesBroken(db())),
          ...(await nightsNotHeld(db(), hotel)),
        );
        const replayed = await replayProblems(
          db(),
          servers.map((s) => s.url),
          journeys,
        );
        runProblems.push(...replayed.problems);
        const settled = [
          ...(await stayPromisesBroken(db())),
          ...(await nightsNotHeld(db(), hotel)),
        ];
        runProblems.push(...settled.map((p) => `after the replays: ${p}`));
        await ageEverythingOpen(db());
        runProblems.push(...(await waitForCleanUp(db())));
        const cleaned = [
          ...(await stayPromisesBroken(db())),
          ...(await nightsNotHeld(db(), hotel)),
        ];
        runProblems.push(...cleaned.map((p) => `after clean-up: ${p}`));
        // The restarted process still sells: a room of a night nobody asked for, from the wallet.
        const after = await reserve(
          servers[0]?.url ?? '',
          reservationOf(hotel, { from: 5, length: 1, rooms: 1, firstType: 0 }, customer.token),
        );
        if (after.status !== 200 || after.body.data?.status !== 'Confirmed')
          runProblems.push(`a reservation after the restart answered ${after.status}`);
        runProblems.push(...(await nightsNotHeld(db(), hotel)).map((p) => `at the end: ${p}`));
        completedOnKilled.push(journeys.filter((j, i) => i % 2 === 0 && stayCompleted(j)).length);
        completedOnSurvivor.push(onSurvivor.filter(stayCompleted).length);
        addTo(answers, tally(journeys));
        addTo(replays, replayed.answers);
        problems.push(...runProblems.map((p) => `run ${run}: ${p}`));
      }
      record(
        'hotelKill9',
        {
          runs,
          reservationsPerRun: perRun,
          completedOnKilled,
          completedOnSurvivor,
          answers,
          replays,
        },
        problems,
      );
    },
    timeout,
  );

  it(
    `answers an envelope when the database cuts the connections (${runs}×)`,
    async () => {
      const problems: string[] = [];
      const connectionsCut: number[] = [];
      const completedJourneys: number[] = [];
      const answers: Record<string, number> = {};
      for (let run = 1; run <= runs; run++) {
        const flight = await nextFlight();
        const before = await seatsAvailable(db(), flight.cabinId);
        const customer = await customerWithCredit(db(), 10 ** 12);
        const flying = Promise.all(
          Array.from({ length: 30 }, async (_, i) => {
            await pause(i * 40);
            return journey(servers[i % 2]?.url ?? '', flight, i % 4 === 3 ? customer : {});
          }),
        );
        let cut = 0;
        for (let round = 0; round < 6; round++) {
          await pause(200);
          cut += await terminateServerConnections(db(), new URL(own.url).pathname.slice(1));
        }
        const journeys = await flying;
        const steps = journeys.flatMap((j) => j.steps);
        const runProblems: string[] = [];
        const dropped = steps.filter((s) => s.status === 0 || s.status === -1);
        if (dropped.length > 0) runProblems.push(`${dropped.length} requests hung or dropped`);
        const bare = steps.filter((s) => !s.envelope);
        if (bare.length > 0) runProblems.push(`${bare.length} API answers without an envelope`);
        // A cut connection is the service briefly unavailable (503, try again); never a 500.
        const failed = steps.filter(
          (s) =>
            s.status >= 500 && !(s.status === 503 && (s.code ?? 'UNAVAILABLE') === 'UNAVAILABLE'),
        );
        if (failed.length > 0)
          runProblems.push(
            `${failed.length} answers 5xx: ${[...new Set(failed.map((s) => `${s.step}:${s.status}`))].join(', ')}`,
          );
        runProblems.push(...(await afterFault(flight, before)));
        for (const server of servers) runProblems.push(...(await serves(server.url)));
        connectionsCut.push(cut);
        completedJourneys.push(journeys.filter(completed).length);
        addTo(answers, tally(journeys));
        problems.push(...runProblems.map((p) => `run ${run}: ${p}`));
      }
      record(
        'pgTerminate',
        { runs, journeysPerRun: 30, connectionsCut, completedJourneys, answers },
        problems,
      );
    },
    timeout,
  );
});

describe('a restart of the embedded database after kill -9', () => {
  let dir: string;
  let server: ServerProcess | undefined;
  let port: number;
  const start = () =>
    startServerProcess(
      { DATA_DIR: join(dir, 'db'), UPLOADS_DIR: join(dir, 'uploads'), DATABASE_URL: '' },
      port,
      120_000,
    );

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'parvaz-e2e-faults-'));
    // The run's demo data, copied: a first start would spend its time loading it.
    cpSync(inject('demoDataDir'), join(dir, 'db'), { recursive: true });
    port = await freePort();
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    `keeps every confirmed booking and its tickets (${runs}×)`,
    async () => {
      server = await start();
      const problems: string[] = [];
      const kept: Array<{ trackingCode: string; mobile: string; tickets: string[] }> = [];
      let restarts = 0;
      for (let run = 1; run <= runs; run++) {
        const flight = await searchFlight(server.url, 10 + run);
        for (let i = 0; i < 3; i++) {
          const paid = await bookAndPay(server.url, flight);
          const found = await lookUp(server.url, paid);
          if (found.bookingStatus !== 'confirmed') problems.push(`run ${run}: not confirmed`);
          kept.push({
            trackingCode: paid.trackingCode,
            mobile: paid.mobile,
            tickets: found.tickets,
          });
        }
        // Bookings still in flight when the process dies may be lost; the confirmed ones not.
        void Promise.all([bookAndPay(server.url, flight).catch(() => undefined)]);
        await pause(50);
        server.child.kill('SIGKILL');
        await new Promise((r) => server?.child.once('exit', r));
        server = await start();
        restarts++;
        for (const booking of kept) {
          const found = await lookUp(server.url, booking);
          if (found.status !== 200 || found.bookingStatus !== 'confirmed')
            problems.push(
              `run ${run}: ${booking.trackingCode} answered ${found.status}, ${String(found.bookingStatus)}`,
            );
          else if (found.tickets.join() !== booking.tickets.join())
            problems.push(
              `run ${run}: ${booking.trackingCode} has tickets ${found.tickets.join()}`,
            );
        }
        try {
          await bookAndPay(server.url, await searchFlight(server.url, 20 + run));
        } catch (error) {
          problems.push(`run ${run}: no booking after the restart: ${String(error)}`);
        }
      }
      record('pgliteRestart', { runs, restarts, confirmedBookingsKept: kept.length }, problems);
    },
    timeout,
  );
});

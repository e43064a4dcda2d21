import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApiActivity } from '../../lib/api/api-activity';
import { configureApiClient } from '../../lib/api/api-client';
import { airportBoardQuery, boardRefreshMs } from './board-api';
// Loaded now, so the answer's lazily loaded schema is in before the clock is frozen.
import '@parvaz/domain/contracts/airport-board';

const board = {
  airport: { code: 'MHD', name: 'Mashhad', city: 'Mashhad', timeZone: 'Asia/Tehran' },
  direction: 'arrivals',
  date: '2026-12-01',
  serverTime: '2026-12-01T09:05:00+03:30',
  items: [],
};

describe('the board query', () => {
  const bodies: string[] = [];
  const toasts: string[] = [];
  let progressSeen = false;

  beforeEach(() => {
    // Node has no window, which TanStack Query reads as a server and schedules no refetch on.
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers();
    bodies.length = 0;
    toasts.length = 0;
    progressSeen = false;
    configureApiClient({
      getLanguage: () => 'fa',
      notifyError: (message) => toasts.push(message),
      fetch: async (_url, init) => {
        bodies.push(String(init.body));
        if (useApiActivity.getState().pending > 0) progressSeen = true;
        return new Response(JSON.stringify({ status: 'success', data: board }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    environmentManager.setIsServer(() => typeof window === 'undefined');
  });

  it('asks again every 60 seconds while the page is open, without the page-wide progress bar', async () => {
    const client = new QueryClient();
    const observer = new QueryObserver(
      client,
      airportBoardQuery({ airport: 'MHD', direction: 'arrivals', date: '', q: 'IR' }, 'en'),
    );
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(10);
    expect(bodies).toEqual(['airport=MHD&direction=arrivals&date=&q=IR']);
    await vi.advanceTimersByTimeAsync(boardRefreshMs - 100);
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(bodies).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(boardRefreshMs);
    expect(bodies).toHaveLength(3);
    expect(progressSeen).toBe(false);
    expect(observer.getCurrentResult().data?.airport.code).toBe('MHD');
    stop();
    await vi.advanceTimersByTimeAsync(boardRefreshMs * 2);
    expect(bodies).toHaveLength(3);
    expect(toasts).toEqual([]);
  });
});

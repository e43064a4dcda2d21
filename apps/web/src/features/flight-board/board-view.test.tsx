import type { AirportBoard } from '@parvaz/domain/contracts/airport-board';
import { boardStatuses } from '@parvaz/domain/flights/board-status';
import { describe, expect, it } from 'vitest';
import { contrastRatio, minimumTextContrast } from '../../lib/format/contrast';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { boardStatusLooks } from './board-status-chip';
import { BoardView } from './board-view';

const noop = () => undefined;
const params = { airport: 'RAS', direction: 'departures' as const, date: '', q: '' };
const line = {
  airline: { code: 'IR', name: 'Iran Air', logo: '/airlines/IR.svg' },
  city: 'Tehran',
  cityCode: 'THRC',
  cityAirport: 'THR',
  terminal: '1',
};
const departures: AirportBoard = {
  airport: { code: 'RAS', name: 'Rasht Airport', city: 'Rasht', timeZone: 'Asia/Tehran' },
  direction: 'departures',
  date: '2026-12-01',
  serverTime: '2026-12-01T09:05:00+03:30',
  items: [
    {
      ...line,
      flightNumber: 'IR452',
      scheduled: '2026-12-01T08:00:00+03:30',
      estimated: '2026-12-01T08:10:00+03:30',
      actual: '2026-12-01T08:10:00+03:30',
      gate: '3',
      status: 'Departed',
    },
    {
      ...line,
      flightNumber: 'IR454',
      scheduled: '2026-12-01T10:00:00+03:30',
      estimated: '2026-12-01T11:30:00+03:30',
      gate: '5',
      status: 'Delayed',
    },
    {
      ...line,
      flightNumber: 'IR456',
      city: 'Mashhad',
      cityCode: 'MHD',
      cityAirport: 'MHD',
      scheduled: '2026-12-01T12:00:00+03:30',
      status: 'Cancelled',
    },
  ],
};

describe('the flight board', () => {
  it('shows each flight with its time at the airport, new time, gate and status in words', () => {
    const text = textOf(
      renderMarkup(
        'en',
        <BoardView board={departures} params={params} busy={false} onNextDay={noop} />,
      ),
    );
    expect(text).toContain('Departures · Rasht Airport');
    expect(text).toContain('Tuesday, 1 December 2026 · times are local in Rasht');
    expect(text).toContain('Updated at 09:05');
    for (const words of ['Time', 'Flight', 'To', 'Terminal', 'Gate', 'Status'])
      expect(text).toContain(words);
    expect(text).toMatch(
      /08:00 .*IR452 .*Iran Air .*Tehran .*THR .*1 .*3 .*Departed .*Left at 08:10/,
    );
    expect(text).toMatch(/10:00 .*IR454 .*Delayed .*Expected at 11:30/);
    // A cancelled flight has no gate to go to.
    expect(text).toMatch(/12:00 .*IR456 .*Mashhad .*MHD .*1 .*— .*Cancelled/);
    // The phone's cards say the same.
    expect(text).toMatch(
      /08:00 .*to Tehran .*THR .*Departed .*Left at 08:10 .*IR452 · Iran Air .*Terminal 1 .*Gate 3/,
    );
  });

  it('speaks Persian with Persian digits and the Jalali day, and arrivals name their origin and belt', () => {
    const arrivals: AirportBoard = {
      ...departures,
      direction: 'arrivals',
      items: [
        {
          ...line,
          city: 'تهران',
          flightNumber: 'IR453',
          scheduled: '2026-12-01T09:30:00+03:30',
          estimated: '2026-12-01T09:40:00+03:30',
          actual: '2026-12-01T09:40:00+03:30',
          belt: '2',
          status: 'Landed',
        },
      ],
    };
    const text = textOf(
      renderMarkup(
        'fa',
        <BoardView
          board={arrivals}
          params={{ ...params, direction: 'arrivals' }}
          busy={false}
          onNextDay={noop}
        />,
      ),
    );
    expect(text).toContain('پروازهای ورودی · Rasht Airport');
    expect(text).toContain('۱۰ آذر ۱۴۰۵');
    expect(text).toContain('به‌روزرسانی: ساعت ۰۹:۰۵');
    expect(text).toContain('مبدأ');
    expect(text).toContain('نوار بار');
    expect(text).toContain('نشست در ساعت ۰۹:۴۰');
    expect(text).toContain('از تهران');
    expect(text).toContain('نوار بار ۲');
    expect(text).toContain('ترمینال ۱');
  });

  it('says so when no flight is left by the search', () => {
    const empty = { ...departures, items: [] };
    const text = textOf(
      renderMarkup(
        'en',
        <BoardView board={empty} params={{ ...params, q: 'Kish' }} busy={false} onNextDay={noop} />,
      ),
    );
    expect(text).toContain('No flight matches “Kish”.');
    expect(
      textOf(
        renderMarkup(
          'tr',
          <BoardView board={empty} params={params} busy={false} onNextDay={noop} />,
        ),
      ),
    ).toContain('Bu gün uçuş yok.');
  });

  it('late in the day, with every flight over, says so and offers the next day', () => {
    const late = {
      ...departures,
      serverTime: '2026-12-01T23:50:00+03:30',
      items: departures.items.map((item) => ({
        ...item,
        status: item.status === 'Cancelled' ? item.status : ('Departed' as const),
        actual: item.estimated ?? item.scheduled,
      })),
    };
    const text = textOf(
      renderMarkup('fa', <BoardView board={late} params={params} busy={false} onNextDay={noop} />),
    );
    expect(text).toContain('همهٔ پروازهای این روز انجام شده‌اند.');
    expect(text).toContain('پروازهای فردا');
    expect(text).not.toContain('IR454');
  });

  it('gives every status a colour its word reads on', () => {
    for (const status of boardStatuses) {
      const look = boardStatusLooks[status];
      expect(contrastRatio(look.color, look.background), status).toBeGreaterThanOrEqual(
        minimumTextContrast,
      );
    }
    const backgrounds = new Set(boardStatuses.map((status) => boardStatusLooks[status].background));
    expect(backgrounds.size).toBe(boardStatuses.length);
  });
});

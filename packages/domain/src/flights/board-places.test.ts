import { describe, expect, it } from 'vitest';
import { boardBelt, boardGate, boardTerminal } from './board-places';

const key = { airport: 'IKA', flightNumber: 'IR713', date: '2026-12-01' };

describe('board places', () => {
  it('takes the terminal the flight data names', () => {
    expect(boardTerminal({ ...key, airport: 'THR' }, '4')).toBe('4');
  });

  it("draws a missing terminal from the airport's own terminals, the same every time", () => {
    const mashhad = { ...key, airport: 'MHD' };
    const terminal = boardTerminal(mashhad, null);
    expect(['1', '2']).toContain(terminal);
    expect(boardTerminal(mashhad, null)).toBe(terminal);
    expect(boardTerminal({ ...key, airport: 'RAS' }, null)).toBe('1');
  });

  it('gives a flight the same gate and belt on every call, within the airport’s gates and belts', () => {
    expect(boardGate(key)).toBe(boardGate({ ...key }));
    expect(boardBelt(key)).toBe(boardBelt({ ...key }));
    const gates = new Set<string>();
    for (let n = 100; n < 400; n++) {
      const gate = Number(boardGate({ ...key, flightNumber: `IR${n}` }));
      const belt = Number(boardBelt({ ...key, flightNumber: `IR${n}` }));
      expect(gate).toBeGreaterThanOrEqual(1);
      expect(gate).toBeLessThanOrEqual(24);
      expect(belt).toBeGreaterThanOrEqual(1);
      expect(belt).toBeLessThanOrEqual(10);
      gates.add(String(gate));
    }
    // Spread over the hall, not piled on one gate.
    expect(gates.size).toBeGreaterThan(18);
  });

  it('moves a flight to another gate on another day now and then, never at random', () => {
    const days = Array.from({ length: 10 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    const gates = days.map((date) => boardGate({ ...key, date }));
    expect(new Set(gates).size).toBeGreaterThan(1);
    expect(days.map((date) => boardGate({ ...key, date }))).toEqual(gates);
  });
});

import type pg from 'pg';

/**
 * One million flights (with a cabin and two offers each) on the domestic network, on dates after
 * the demo inventory's window, generated inside PostgreSQL with generate_series. The searched
 * route and date keep their demo answer, so any slow-down comes from the table's size alone.
 */
export async function loadMillionFlights(client: pg.Client, count = 1_000_000): Promise<number> {
  const started = performance.now();
  await client.query('BEGIN');
  await client.query(`
    CREATE TEMP TABLE bench_routes ON COMMIT DROP AS
    SELECT row_number() OVER () - 1 AS n, a.code AS origin, a.city_code AS origin_city, b.code AS destination, b.city_code AS destination_city
    FROM airports a JOIN airports b ON a.city_code <> b.city_code
    JOIN cities ca ON ca.code = a.city_code AND ca.country_code = 'IR'
    JOIN cities cb ON cb.code = b.city_code AND cb.country_code = 'IR'`);
  const routes = await client.query<{ n: string }>('select count(*) as n from bench_routes');
  const routeCount = Number(routes.rows[0]?.n ?? 1);
  const airline = await client.query<{ code: string }>(
    'select code from airlines order by code limit 1',
  );
  const aircraft = await client.query<{ code: string }>(
    'select code from aircraft_types order by code limit 1',
  );
  await client.query(
    `INSERT INTO flights (airline_code, flight_number, origin_airport, destination_airport, origin_city, destination_city,
       departure_date, departure_at, arrival_at, aircraft_code, status)
     SELECT $1, 'M' || g, r.origin, r.destination, r.origin_city, r.destination_city,
       current_date + 120 + (g % 700),
       (current_date + 120 + (g % 700))::timestamp + make_interval(mins => 300 + (g % 1000)),
       (current_date + 120 + (g % 700))::timestamp + make_interval(mins => 390 + (g % 1000)),
       $2, 'scheduled'
     FROM generate_series(1, $3::int) g JOIN bench_routes r ON r.n = g % $4`,
    [airline.rows[0]?.code, aircraft.rows[0]?.code, count, routeCount],
  );
  await client.query(`
    INSERT INTO flight_cabins (flight_id, cabin, capacity, available)
    SELECT id, 'economy', 180, 90 FROM flights WHERE flight_number LIKE 'M%'`);
  await client.query(`
    INSERT INTO offers (flight_cabin_id, agency_id, price_class, currency, adult_fare, child_fare, infant_fare, adult_fee, child_fee, infant_fee, baggage_kg, refund_rules)
    SELECT c.id, a.id, 'Y', 'IRR', 30000000 + (c.id % 50) * 100000, 22500000, 3000000, 300000, 300000, 0, 20,
      '{"penalties":[{"hoursBefore":0,"percent":50}],"noShowPercent":70}'::jsonb
    FROM flight_cabins c JOIN flights f ON f.id = c.flight_id AND f.flight_number LIKE 'M%'
    CROSS JOIN (SELECT id FROM agencies ORDER BY id LIMIT 2) a`);
  await client.query('COMMIT');
  await client.query('ANALYZE');
  return (performance.now() - started) / 1000;
}

import { airportByCode } from '@parvaz/domain/reference/airports';
import { network } from './apps/server/src/db/seed/inventory/network';
const rad = (d: number) => (d * Math.PI) / 180;
function km(a: string, b: string) {
  const p = airportByCode(a)!, q = airportByCode(b)!;
  const dlat = rad(q.latitude - p.latitude), dlon = rad(q.longitude - p.longitude);
  const h = Math.sin(dlat / 2) ** 2 + Math.cos(rad(p.latitude)) * Math.cos(rad(q.latitude)) * Math.sin(dlon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
for (const r of network) { const d = km(r.a, r.b); console.log(r.a, r.b, Math.round(d), r.block.join('/'), Math.round(d / (r.block[0] / 60)), Math.round(d / (r.block[1] / 60)), 'fare/km', Math.round(r.fare[0] / d)); }

import type { AdminHomePage, SaveHomePageRequest } from '@parvaz/domain/contracts/home-page';
import type { Language } from '@parvaz/domain/languages';
import type { MessageKey } from '@parvaz/domain/messages';
import { cityByCode } from '@parvaz/domain/reference/cities';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { contentChanged } from '../../platform/content-changes';
import { saveAudited } from '../audit/audit.api';
import { hotelCards, hotelChoices } from '../hotels/hotels.api';
import {
  readHomeContent,
  readHomeContentForUpdate,
  writeHomeContent,
  type HomeContentRow,
} from './home-content.repository';

// The operator's changes to the home page's blocks: checked (known cities, hotels that exist),
// written with their audit record in one transaction, and shown to visitors at once. Texts are
// kept as typed: the home page shows them as text, never as markup.

const audited = (row: HomeContentRow) => ({
  slides: row.slides,
  claims: row.claims,
  routes: row.routes,
  hotelIds: row.hotelIds,
});

function editable(
  row: HomeContentRow | undefined,
  lang: Language,
): Omit<AdminHomePage, 'hotelChoices'> {
  return {
    lang,
    slides: row?.slides ?? [],
    claims: row?.claims ?? [],
    routes: (row?.routes ?? []).map(([origin, destination]) => ({ origin, destination })),
    hotelIds: row?.hotelIds ?? [],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The language's blocks as stored (empty when it has none), and the hotels one may pick. */
export async function homeForEditing(
  db: Database,
  tenant: TenantId,
  lang: Language,
): Promise<AdminHomePage> {
  const [{ own }, choices] = await Promise.all([
    readHomeContent(db, tenant, lang),
    hotelChoices(db, lang),
  ]);
  return { ...editable(own, lang), hotelChoices: choices };
}

/** Each route's fault, by its field: unknown cities, the same city twice, a repeated pair. */
function routeFaults(routes: SaveHomePageRequest['routes']): Record<string, MessageKey> {
  const faults: Record<string, MessageKey> = {};
  const seen = new Set<string>();
  routes.forEach((route, index) => {
    if (!cityByCode(route.origin)) faults[`routes.${index}.origin`] = 'unknownCity';
    if (!cityByCode(route.destination)) faults[`routes.${index}.destination`] = 'unknownCity';
    else if (route.origin === route.destination)
      faults[`routes.${index}.destination`] = 'sameOriginDestination';
    else if (seen.has(`${route.origin}-${route.destination}`))
      faults[`routes.${index}.destination`] = 'routeRepeated';
    seen.add(`${route.origin}-${route.destination}`);
  });
  return faults;
}

/** Saves the language's blocks whole; answers them as stored. */
export async function saveHome(
  db: Database,
  actor: { tenant: TenantId; actorId: number },
  input: SaveHomePageRequest,
  now: Date,
): Promise<AdminHomePage> {
  const hotelIds = [...new Set(input.hotelIds)];
  const known = new Set((await hotelCards(db, hotelIds, input.lang)).map((hotel) => hotel.id));
  const faults = routeFaults(input.routes);
  input.hotelIds.forEach((id, index) => {
    if (!known.has(id)) faults[`hotelIds.${index}`] = 'hotelNotFound';
  });
  const first = Object.values(faults)[0];
  if (first) throw new AppError('VALIDATION', first, { fields: faults });

  const saved = await saveAudited(db, actor, {
    entity: 'home',
    entityKey: input.lang,
    audited,
    read: (tx) => readHomeContentForUpdate(tx, actor.tenant, input.lang),
    write: (tx) =>
      writeHomeContent(tx, {
        tenant: actor.tenant,
        lang: input.lang,
        slides: input.slides,
        claims: input.claims,
        routes: input.routes.map((route): [string, string] => [route.origin, route.destination]),
        hotelIds,
        updatedAt: now,
        updatedBy: actor.actorId,
      }),
  });
  contentChanged();
  return { ...editable(saved, input.lang), hotelChoices: await hotelChoices(db, input.lang) };
}

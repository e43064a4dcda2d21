import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Language } from '@parvaz/domain/languages';

export type LocalizedName = Record<Language, string>;

/**
 * Cities served by airports, mirrored from the domain's reference data at every start so that
 * flights can reference airports with foreign keys.
 */
export const cities = pgTable(
  'cities',
  {
    code: text('code').primaryKey(),
    countryCode: text('country_code').notNull(),
    provinceId: integer('province_id'),
    name: jsonb('name').$type<LocalizedName>().notNull(),
  },
  (t) => [check('cities_country_code_format', sql`${t.countryCode} ~ '^[A-Z]{2}$'`)],
);

export const airports = pgTable(
  'airports',
  {
    code: text('code').primaryKey(),
    cityCode: text('city_code')
      .notNull()
      .references(() => cities.code),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    timeZone: text('time_zone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    index('airports_city_code_idx').on(t.cityCode),
    check('airports_code_format', sql`${t.code} ~ '^[A-Z]{3}$'`),
  ],
);

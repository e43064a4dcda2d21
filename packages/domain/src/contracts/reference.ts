import { z } from 'zod';
import { integerField } from '../validation/fields';

export const countrySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  dialCode: z.string(),
});

export const provinceSchema = z.object({ id: z.number().int(), name: z.string() });

export const provinceCitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  provinceId: z.number().int(),
});

export const citiesByProvinceRequestSchema = z.object({
  provinceId: integerField(),
});

export const airportSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  timeZone: z.string(),
});

/** A city with scheduled air service, as `flight/getCities` answers it (API.md). */
export const citySchema = z.object({
  code: z.string(),
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  airports: z.array(airportSummarySchema),
});

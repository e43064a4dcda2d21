import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  citiesByProvinceRequestSchema,
  citySchema,
  countrySchema,
  provinceCitySchema,
  provinceSchema,
} from '@parvaz/domain/contracts/reference';
import { listCountries } from '@parvaz/domain/reference/countries';
import { listCities } from '@parvaz/domain/reference/city-list';
import { citiesOfProvince, listProvinces } from '@parvaz/domain/reference/provinces';
import { AppError } from '../../platform/app-error';
import { postRoute } from '../../platform/envelope';

const tags = ['reference'];

/** Countries, Iran's provinces and cities, and the cities with air service, named in `lang`. */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'flight/getCountries',
      summary: 'Countries with ISO codes and dialling codes',
      tags,
      response: z.array(countrySchema),
    },
    async (_input, request) => listCountries(request.lang),
  );

  postRoute(
    app,
    {
      path: 'flight/getProvinces',
      summary: "Iran's provinces",
      tags,
      response: z.array(provinceSchema),
    },
    async (_input, request) => listProvinces(request.lang),
  );

  postRoute(
    app,
    {
      path: 'flight/getCitiesByProvinceId',
      summary: 'Main cities of a province',
      tags,
      body: citiesByProvinceRequestSchema,
      response: z.array(provinceCitySchema),
    },
    async ({ provinceId }, request) => {
      const result = citiesOfProvince(provinceId, request.lang);
      if (!result)
        throw new AppError('NOT_FOUND', 'unknownProvince', {
          fields: { provinceId: 'unknownProvince' },
        });
      return result;
    },
  );

  postRoute(
    app,
    {
      path: 'flight/getCities',
      summary: 'Cities with scheduled air service and their airports',
      tags,
      response: z.array(citySchema),
    },
    async (_input, request) => listCities(request.lang),
  );
}

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  nameOrCode,
  apiErrorSchema,
  districtCodeSchema,
  districts,
  districtsResponseSchema,
  findRevenueDistrict,
  mandalCodeSchema,
  mandalsResponseSchema,
  revenueDistrictOf,
  revenueDistricts,
  sroOfficeSchema,
  sroOffices,
  sroOfficesQuerySchema,
  sroOfficesResponseSchema,
  villagesResponseSchema,
  type SroOffice,
  type SroOfficeDetails,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../plugins/errors.ts';
import { findMandal, findVillage, listMandals, listVillages, officesOfMandal, officesOfVillagesNamed, servedVillages, sroContactsOf } from './repository.ts';

/** Places and offices change by government order, not by the hour. */
const cacheable = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=3600');

const AP_OFFICES = sroOffices.filter((office) => office.state === 'AP');

async function officeDetails(db: Database, offices: readonly SroOffice[]): Promise<SroOfficeDetails[]> {
  const codes = offices.map((office) => office.code);
  const [contacts, served] = await Promise.all([sroContactsOf(db, codes), servedVillages(db, codes)]);
  const villagesByOffice = new Map<string, SroOfficeDetails['villages']>();
  for (const { sroCode, ...village } of served) {
    const list = villagesByOffice.get(sroCode) ?? [];
    list.push(village);
    villagesByOffice.set(sroCode, list);
  }
  return offices.map((office) => {
    const districtCode = office.revenueDistrictCode ?? '';
    return {
      code: office.code,
      name: office.description,
      district: { code: districtCode, name: nameOrCode(findRevenueDistrict(districtCode)?.description, districtCode) },
      contact: contacts.get(office.code) ?? null,
      villages: villagesByOffice.get(office.code) ?? [],
    };
  });
}

export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/geography/districts',
    {
      config: { access: 'public' },
      schema: { tags: ['geography'], summary: 'The revenue districts of Andhra Pradesh with their registration districts', response: { 200: districtsResponseSchema } },
    },
    async (_request, reply) => {
      cacheable(reply);
      return {
        districts: revenueDistricts.map((district) => ({
          code: district.code,
          name: district.description,
          registrationDistricts: districts
            .filter((entry) => entry.revenueDistrictCode === district.code)
            .map((entry) => ({ code: entry.code, name: entry.description })),
        })),
      };
    },
  );

  app.get(
    '/geography/districts/:code/mandals',
    {
      config: { access: 'public' },
      schema: {
        tags: ['geography'],
        summary: 'The mandals of a district (revenue `03` or registration `03_2`)',
        params: z.object({ code: districtCodeSchema }),
        response: { 200: mandalsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const district = revenueDistrictOf(request.params.code);
      if (!district) throw new HttpProblem(404, 'NOT_FOUND');
      cacheable(reply);
      return { district: { code: district.code, name: district.description }, mandals: await listMandals(db, district.code) };
    },
  );

  app.get(
    '/geography/mandals/:code/villages',
    {
      config: { access: 'public' },
      schema: {
        tags: ['geography'],
        summary: 'The revenue villages and urban localities of a mandal, each with its jurisdictional SRO',
        params: z.object({ code: mandalCodeSchema }),
        response: { 200: villagesResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const mandal = await findMandal(db, request.params.code);
      if (!mandal) throw new HttpProblem(404, 'NOT_FOUND');
      cacheable(reply);
      return { mandal, villages: await listVillages(db, mandal.code) };
    },
  );

  app.get(
    '/sro-offices',
    {
      config: { access: 'public' },
      schema: {
        tags: ['geography'],
        summary: 'Find the sub-registrar office: by district, mandal or village (its one jurisdictional office), or by name',
        description: 'Filters combine. `q` matches the office\'s name or the name of a place it serves, in English or Telugu.',
        querystring: sroOfficesQuerySchema,
        response: { 200: sroOfficesResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { district, mandal, village, q } = request.query;
      let offices: readonly SroOffice[] = AP_OFFICES;
      if (district) {
        const revenueDistrict = revenueDistrictOf(district);
        offices = offices.filter((office) => office.revenueDistrictCode === revenueDistrict?.code);
      }
      if (mandal) {
        const serving = await officesOfMandal(db, mandal);
        offices = offices.filter((office) => serving.has(office.code));
      }
      if (village) {
        const sroCode = (await findVillage(db, village))?.sroCode;
        offices = offices.filter((office) => office.code === sroCode);
      }
      if (q) {
        const text = q.toLowerCase();
        const servingNamed = await officesOfVillagesNamed(db, q);
        offices = offices.filter(
          (office) => office.description.en.toLowerCase().includes(text) || office.description.te.includes(q) || servingNamed.has(office.code),
        );
      }
      cacheable(reply);
      return { offices: await officeDetails(db, offices) };
    },
  );

  app.get(
    '/sro-offices/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['geography'],
        summary: 'One sub-registrar office with its address, telephone, hours and the places it serves',
        params: z.object({ code: z.string().regex(/^\d{3,4}$/, { error: 'invalidValue' }) }),
        response: { 200: sroOfficeSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const office = AP_OFFICES.find((entry) => entry.code === request.params.code);
      if (!office) throw new HttpProblem(404, 'NOT_FOUND');
      const [details] = await officeDetails(db, [office]);
      cacheable(reply);
      return details;
    },
  );
};

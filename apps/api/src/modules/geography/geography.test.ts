import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sroOffices, type DistrictsResponse, type MandalsResponse, type SroOfficeDetails, type SroOfficesResponse, type VillagesResponse } from '@igrs/domain';
import { generateGeography } from '../../db/seed/geography/index.ts';
import { villages as villagesTable } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const TELUGU = /[\u0C00-\u0C7F]/;
const AP_OFFICES = sroOffices.filter((office) => office.state === 'AP');

async function get<T>(url: string, status = 200): Promise<T> {
  const response = await context.app.inject({ method: 'GET', url: `/igrsapi/v1${url}` });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response.json<T>();
}

describe('districts, mandals and villages', () => {
  it('lists the 13 revenue districts with their registration districts, cacheably', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/geography/districts' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { districts } = response.json<DistrictsResponse>();
    expect(districts.map((district) => district.code)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13']);
    expect(districts.find((district) => district.code === '07')?.registrationDistricts.map((entry) => entry.code)).toEqual(['07_1', '07_2', '07_3', '07_4']);
  });

  it('gives every district 8 to 12 generated mandals, named in both languages', async () => {
    for (const code of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13']) {
      const { district, mandals } = await get<MandalsResponse>(`/geography/districts/${code}/mandals`);
      expect(district.code).toBe(code);
      expect(mandals.length, code).toBeGreaterThanOrEqual(8);
      expect(mandals.length, code).toBeLessThanOrEqual(12);
      for (const mandal of mandals) {
        expect(mandal).toMatchObject({ districtCode: code, isDemo: true });
        expect(mandal.name.te).toMatch(TELUGU);
      }
      expect(mandals.some((mandal) => mandal.isTown)).toBe(true);
    }
  });

  it('answers a registration district with its revenue district\'s mandals', async () => {
    const byRegistration = await get<MandalsResponse>('/geography/districts/03_2/mandals');
    const byRevenue = await get<MandalsResponse>('/geography/districts/03/mandals');
    expect(byRegistration).toEqual(byRevenue);
  });

  it('lists each mandal\'s villages and localities, each under an office of its own district', async () => {
    const { mandals } = await get<MandalsResponse>('/geography/districts/06/mandals');
    const districtOffices = new Set(AP_OFFICES.filter((office) => office.revenueDistrictCode === '06').map((office) => office.code));
    for (const mandal of mandals) {
      const { villages } = await get<VillagesResponse>(`/geography/mandals/${mandal.code}/villages`);
      expect(villages.length, mandal.code).toBeGreaterThanOrEqual(6);
      expect(villages.length, mandal.code).toBeLessThanOrEqual(12);
      for (const village of villages) {
        expect(village.code.startsWith(mandal.code)).toBe(true);
        expect(districtOffices.has(village.sroCode), village.code).toBe(true);
        expect(village.name.te).toMatch(TELUGU);
        expect(village.localBodyType.name.te).toMatch(TELUGU);
        if (village.kind === 'urban') {
          expect(village.wards.length).toBeGreaterThan(0);
          for (const ward of village.wards) expect(ward.blocks.length).toBeGreaterThan(0);
        } else {
          expect(village.wards).toEqual([]);
        }
      }
      expect(villages.some((village) => village.kind === 'urban')).toBe(mandal.isTown);
    }
  });

  it('answers 404 for a district or mandal that does not exist and 400 for a malformed code', async () => {
    expect((await get<{ error: { code: string } }>('/geography/districts/14/mandals', 404)).error.code).toBe('NOT_FOUND');
    expect((await get<{ error: { code: string } }>('/geography/districts/07_9/mandals', 404)).error.code).toBe('NOT_FOUND');
    expect((await get<{ error: { code: string } }>('/geography/mandals/1399/villages', 404)).error.code).toBe('NOT_FOUND');
    const malformed = await get<{ error: { details: { field: string }[] } }>('/geography/mandals/13/villages', 400);
    expect(malformed.error.details[0]?.field).toBe('params.code');
  });

  it('stores exactly what the generator makes, the same on every run', async () => {
    const first = generateGeography();
    expect(generateGeography()).toEqual(first);
    const stored = await context.database.db.select({ code: villagesTable.code, sroCode: villagesTable.sroCode }).from(villagesTable);
    expect(new Map(stored.map((row) => [row.code, row.sroCode]))).toEqual(new Map(first.villages.map((village) => [village.code, village.sroCode])));
  });
});

describe('finding the SRO', () => {
  let all: SroOfficeDetails[];
  beforeAll(async () => {
    all = (await get<SroOfficesResponse>('/sro-offices')).offices;
  });

  it('lists every Andhra Pradesh office with its contact, hours and the places it serves', () => {
    expect(all.map((office) => office.code).sort()).toEqual(AP_OFFICES.map((office) => office.code).sort());
    for (const office of all) {
      expect(office.villages.length, office.code).toBeGreaterThan(0);
      expect(office.contact?.phone, office.code).toMatch(/^0\d{3,4}-[2-9]\d{5,6}$/);
      expect(office.contact?.phone.replace('-', '')).toHaveLength(11);
      expect(office.contact?.pinCode).toMatch(/^5\d{5}$/);
      expect(office.contact?.address.te).toMatch(TELUGU);
      expect(office.contact).toMatchObject({ isDemo: true, hours: { opens: '10:30', closes: '17:00' } });
      expect(office.contact?.hours.text.en).toBe('10:30 AM – 5:00 PM, Monday to Saturday, except the second Saturday and public holidays');
    }
    const registrar = all.find((office) => office.code === '311');
    expect(registrar?.contact?.address.en).toMatch(/^Office of the District Registrar, .*Visakhapatnam District, Andhra Pradesh 530\d{3}$/);
  });

  it('gives each place exactly one office', () => {
    const served = all.flatMap((office) => office.villages.map((village) => village.code));
    expect(new Set(served).size).toBe(served.length);
    expect(served.length).toBe(generateGeography().villages.length);
  });

  it('finds the jurisdictional office of a village', async () => {
    const office = all.find((entry) => entry.code === '607')!;
    const village = office.villages[0]!;
    const { offices } = await get<SroOfficesResponse>(`/sro-offices?village=${village.code}`);
    expect(offices.map((entry) => entry.code)).toEqual(['607']);
    expect(offices[0]?.villages.map((entry) => entry.code)).toContain(village.code);
    expect((await get<SroOfficesResponse>('/sro-offices?village=0199999')).offices).toEqual([]);
  });

  it('finds the offices of a mandal and of a district, by either district code', async () => {
    const mandalCode = all[0]!.villages[0]!.mandal.code;
    const { offices } = await get<SroOfficesResponse>(`/sro-offices?mandal=${mandalCode}`);
    expect(offices.length).toBeGreaterThan(0);
    for (const office of offices) expect(office.villages.some((village) => village.mandal.code === mandalCode)).toBe(true);
    const expected = all.filter((office) => office.villages.some((village) => village.mandal.code === mandalCode)).map((office) => office.code);
    expect(offices.map((office) => office.code)).toEqual(expected);

    const byRevenue = await get<SroOfficesResponse>('/sro-offices?district=07');
    const byRegistration = await get<SroOfficesResponse>('/sro-offices?district=07_3');
    expect(byRevenue.offices.length).toBe(AP_OFFICES.filter((office) => office.revenueDistrictCode === '07').length);
    expect(byRegistration).toEqual(byRevenue);
  });

  it('finds an office by its name or by a place it serves, in either language', async () => {
    expect((await get<SroOfficesResponse>('/sro-offices?q=gajuwaka')).offices.map((office) => office.code)).toEqual(['312']);
    expect((await get<SroOfficesResponse>(`/sro-offices?q=${encodeURIComponent('గాజువాక')}`)).offices.map((office) => office.code)).toEqual(['312']);
    const village = all.find((office) => office.code === '1106')!.villages[0]!;
    for (const text of [village.name.en.toUpperCase(), village.name.te]) {
      const { offices } = await get<SroOfficesResponse>(`/sro-offices?q=${encodeURIComponent(text)}`);
      expect(offices.map((office) => office.code)).toContain('1106');
    }
    expect((await get<SroOfficesResponse>('/sro-offices?q=%25')).offices).toEqual([]);
  });

  it('combines filters, and takes empty ones as none', async () => {
    const { offices } = await get<SroOfficesResponse>('/sro-offices?district=03&q=gajuwaka&mandal=&village=');
    expect(offices.map((office) => office.code)).toEqual(['312']);
    expect((await get<SroOfficesResponse>('/sro-offices?district=04&q=gajuwaka')).offices).toEqual([]);
  });

  it('answers one office by its code, and 404 for any other', async () => {
    const office = await get<SroOfficeDetails>('/sro-offices/312');
    expect(office).toEqual(all.find((entry) => entry.code === '312'));
    for (const code of ['9999', '1401', '150']) await get(`/sro-offices/${code}`, 404);
    const malformed = await get<{ error: { details: { field: string }[] } }>('/sro-offices/x', 400);
    expect(malformed.error.details[0]?.field).toBe('params.code');
  });

  it('refuses malformed filters, naming them', async () => {
    const response = await get<{ error: { details: { field: string }[] } }>('/sro-offices?district=3&mandal=12345&village=abc', 400);
    expect(response.error.details.map((detail) => detail.field).sort()).toEqual(['query.district', 'query.mandal', 'query.village']);
  });
});

import { z } from 'zod';
import { bilingualTextSchema } from '../i18n/index.ts';

/** A revenue village (rural) or a locality of a town (urban, divided into wards and blocks). */
export const VILLAGE_KINDS = ['rural', 'urban'] as const;
export type VillageKind = (typeof VILLAGE_KINDS)[number];

/** `03` (revenue district) or `03_2` (registration district, which stands for its revenue district). */
export const districtCodeSchema = z.string().regex(/^\d{2}(_\d)?$/, { error: 'invalidValue' });
/** Revenue district and serial: `0305`. */
export const mandalCodeSchema = z.string().regex(/^\d{4}$/, { error: 'invalidValue' });
/** Mandal and serial: `0305012`. */
export const villageCodeSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidValue') })
  .regex(/^\d{7}$/, { error: 'invalidValue' });

const codeAndName = z.object({ code: z.string(), name: bilingualTextSchema });

export const geographyDistrictSchema = z.object({
  code: z.string().describe('Revenue district code, `01`–`13`'),
  name: bilingualTextSchema,
  registrationDistricts: z.array(codeAndName).describe('The registration districts (`NN_k`) within it'),
});
export const districtsResponseSchema = z.object({ districts: z.array(geographyDistrictSchema) });
export type DistrictsResponse = z.infer<typeof districtsResponseSchema>;

export const mandalSchema = z.object({
  code: z.string(),
  name: bilingualTextSchema,
  districtCode: z.string(),
  isTown: z.boolean().describe('Seat of an urban local body: some of its places are urban localities with wards and blocks'),
  isDemo: z.boolean().describe('Generated for the demonstration, not an official mandal'),
});
export type Mandal = z.infer<typeof mandalSchema>;
export const mandalsResponseSchema = z.object({ district: codeAndName, mandals: z.array(mandalSchema) });
export type MandalsResponse = z.infer<typeof mandalsResponseSchema>;

export const wardSchema = z.object({ ward: z.string(), blocks: z.array(z.string()) });
export type Ward = z.infer<typeof wardSchema>;

export const villageSchema = z.object({
  code: z.string(),
  name: bilingualTextSchema,
  kind: z.enum(VILLAGE_KINDS),
  mandalCode: z.string(),
  sroCode: z.string().describe('The jurisdictional sub-registrar office'),
  localBodyType: codeAndName.describe('Local-body class of spec §3.4'),
  wards: z.array(wardSchema).describe('Urban localities only; empty for a revenue village'),
  isDemo: z.boolean(),
});
export type Village = z.infer<typeof villageSchema>;
export const villagesResponseSchema = z.object({ mandal: mandalSchema, villages: z.array(villageSchema) });
export type VillagesResponse = z.infer<typeof villagesResponseSchema>;

export const sroContactSchema = z.object({
  address: bilingualTextSchema,
  pinCode: z.string(),
  phone: z.string().describe('Landline with its STD code, e.g. `0891-2745123`'),
  hours: z.object({
    opens: z.string().describe('`HH:mm`, IST'),
    closes: z.string(),
    days: bilingualTextSchema,
    text: bilingualTextSchema.describe('Hours and days in one line'),
  }),
  isDemo: z.boolean().describe('Address and telephone invented for the demonstration'),
});
export type SroContact = z.infer<typeof sroContactSchema>;

export const servedVillageSchema = z.object({
  code: z.string(),
  name: bilingualTextSchema,
  kind: z.enum(VILLAGE_KINDS),
  mandal: codeAndName,
  isDemo: z.boolean(),
});

export const sroOfficeSchema = z.object({
  code: z.string(),
  name: bilingualTextSchema,
  district: codeAndName.describe('Revenue district'),
  contact: sroContactSchema.nullable().describe('Null where no contact details are loaded'),
  villages: z.array(servedVillageSchema).describe('The villages and localities the office registers'),
});
export type SroOfficeDetails = z.infer<typeof sroOfficeSchema>;

/** A form sends an empty field for "any". */
const optionalFilter = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

export const sroOfficesQuerySchema = z.object({
  district: optionalFilter(districtCodeSchema).describe('Revenue (`03`) or registration (`03_2`) district'),
  mandal: optionalFilter(mandalCodeSchema),
  village: optionalFilter(villageCodeSchema).describe('Answers the one office with jurisdiction over it'),
  q: z.string().trim().max(100, { error: 'textTooLong' }).optional().describe('Part of the office\'s name or of a place it serves, in either language'),
});
export type SroOfficesQuery = z.infer<typeof sroOfficesQuerySchema>;

export const sroOfficesResponseSchema = z.object({ offices: z.array(sroOfficeSchema) });
export type SroOfficesResponse = z.infer<typeof sroOfficesResponseSchema>;

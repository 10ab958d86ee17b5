import { sql } from 'drizzle-orm';
import type { BilingualText } from '@igrs/domain';
import type { Database } from '../db/client.ts';

export interface RegisteredParcel {
  villageCode: string;
  sroCode: string;
  districtCode: string;
  /** Ids of the documents on the parcel, oldest first. */
  documentIds: number[];
}

export interface RegisterExamples {
  /** A rural parcel with at least two documents. */
  ruralParcel: RegisteredParcel & { surveyNumber: string };
  urbanProperty: RegisteredParcel & { ward: string; block: string; doorNumber: string };
  flat: RegisteredParcel & { apartmentName: string; flatNumber: string };
  prohibitedProperty: { villageCode: string; surveyNumber: string; doorNumber: string; category: string; notifiedOn: string };
  cancelledDocument: { id: number; sroCode: string; documentNumber: number; year: number; cancelledByDocumentId: number };
  /** A party name, as stored in both scripts, on at least three documents. */
  recurringName: { name: BilingualText; documentIds: number[] };
}

type Row = Record<string, unknown>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function first(db: Database, what: string, query: ReturnType<typeof sql>): Promise<Row> {
  const [row] = await rows(db, query);
  if (!row) throw new Error(`The test register has no ${what}; it is loaded by prepare() in databases.ts`);
  return row;
}

const ids = (value: unknown) => (value as (string | number)[]).map(Number);

/** The parcel with the most documents among schedules of one kind, keyed by the given columns. */
async function busiestParcel(db: Database, kind: string, columns: string[]): Promise<Row> {
  const key = sql.raw(columns.map((column) => `p.${column}`).join(', '));
  return first(
    db,
    `${kind} parcel with several documents`,
    sql`SELECT p.village_code, v.sro_code, ${key}, array_agg(p.document_id ORDER BY p.document_id) AS document_ids
        FROM register_properties p JOIN villages v ON v.code = p.village_code
        WHERE p.kind = ${kind}
        GROUP BY p.village_code, v.sro_code, ${key}
        HAVING count(*) >= 2
        ORDER BY count(*) DESC, p.village_code, ${key}
        LIMIT 1`,
  );
}

const parcelOf = (row: Row): RegisteredParcel => ({
  villageCode: String(row.village_code),
  sroCode: String(row.sro_code),
  districtCode: String(row.village_code).slice(0, 2),
  documentIds: ids(row.document_ids),
});

/**
 * Examples from the test database's synthetic register, for tests of the
 * services that search it (encumbrance, name search, certified copies).
 */
export async function registerExamples(db: Database): Promise<RegisterExamples> {
  const [rural, urban, flat, prohibited, cancelled, recurring] = await Promise.all([
    busiestParcel(db, 'rural', ['survey_number']),
    busiestParcel(db, 'urban', ['ward', 'block', 'door_number']),
    busiestParcel(db, 'flat', ['apartment_name', 'flat_number']),
    first(db, 'prohibited property', sql`SELECT village_code, survey_number, door_number, category, notified_on::text AS notified_on FROM prohibited_properties ORDER BY id LIMIT 1`),
    first(
      db,
      'cancelled document',
      sql`SELECT id, sro_code, document_number, registration_year, cancelled_by_document_id FROM register_documents WHERE status = 'cancelled' ORDER BY id LIMIT 1`,
    ),
    first(
      db,
      'name on several documents',
      sql`SELECT name_en, name_te, array_agg(DISTINCT document_id ORDER BY document_id) AS document_ids FROM register_parties
          WHERE role <> 'representative' GROUP BY name_en, name_te HAVING count(DISTINCT document_id) >= 3
          ORDER BY count(DISTINCT document_id) DESC, name_en LIMIT 1`,
    ),
  ]);
  return {
    ruralParcel: { ...parcelOf(rural), surveyNumber: String(rural.survey_number) },
    urbanProperty: { ...parcelOf(urban), ward: String(urban.ward), block: String(urban.block), doorNumber: String(urban.door_number) },
    flat: { ...parcelOf(flat), apartmentName: String(flat.apartment_name), flatNumber: String(flat.flat_number) },
    prohibitedProperty: {
      villageCode: String(prohibited.village_code),
      surveyNumber: String(prohibited.survey_number),
      doorNumber: String(prohibited.door_number),
      category: String(prohibited.category),
      notifiedOn: String(prohibited.notified_on),
    },
    cancelledDocument: {
      id: Number(cancelled.id),
      sroCode: String(cancelled.sro_code),
      documentNumber: Number(cancelled.document_number),
      year: Number(cancelled.registration_year),
      cancelledByDocumentId: Number(cancelled.cancelled_by_document_id),
    },
    recurringName: { name: { en: String(recurring.name_en), te: String(recurring.name_te) }, documentIds: ids(recurring.document_ids) },
  };
}

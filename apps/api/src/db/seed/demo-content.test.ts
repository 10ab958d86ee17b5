import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { CONTENT_LISTS, CONTENT_PAGES, revenueDistricts, sroOffices, type BilingualText, type ContentTable } from '@igrs/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../client.ts';
import { contentFiles, contentGroups, contentItems, contentPages, contentSections, counters, frameNotifications, leaders } from '../schema.ts';
import { MEDIA_TYPES } from '../../lib/content-files.ts';
import { seedDemoContent } from './demo-content.ts';

const TELUGU = /[\u0C00-\u0C7F]/;
/** Text that legitimately reads the same in both languages: numbers, telephone numbers, office codes. */
const CODE_LIKE = /^[0-9A-Z][0-9A-Z\s\-/.,:()+]*$/;
/** The day the tender statuses are judged against: the open ones close after it. */
const TENDER_REFERENCE_DATE = '2026-11-22';

function textProblem(where: string, text: BilingualText): string | undefined {
  if (!text.en.trim()) return `${where}: English is empty`;
  if (!text.te.trim()) return `${where}: Telugu is empty`;
  if (TELUGU.test(text.te)) return undefined;
  if (text.te === text.en && CODE_LIKE.test(text.en)) return undefined;
  return `${where}: Telugu has no Telugu script: ${text.te}`;
}

function tableTexts(table: ContentTable): BilingualText[] {
  return [table.caption, ...table.columns, ...table.rows.flat()];
}

/** The files of a zip archive (DOCX and XLSX are zip packages), read from its central directory. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const buffer = Buffer.from(bytes);
  const endOfDirectory = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = buffer.readUInt16LE(endOfDirectory + 10);
  let cursor = buffer.readUInt32LE(endOfDirectory + 16);
  const files = new Map<string, string>();
  for (let entry = 0; entry < entries; entry += 1) {
    const method = buffer.readUInt16LE(cursor + 10);
    const compressedSize = buffer.readUInt32LE(cursor + 20);
    const nameLength = buffer.readUInt16LE(cursor + 28);
    const extraLength = buffer.readUInt16LE(cursor + 30);
    const commentLength = buffer.readUInt16LE(cursor + 32);
    const localHeader = buffer.readUInt32LE(cursor + 42);
    const name = buffer.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    const dataStart = localHeader + 30 + buffer.readUInt16LE(localHeader + 26) + buffer.readUInt16LE(localHeader + 28);
    const data = buffer.subarray(dataStart, dataStart + compressedSize);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const PDF_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** The document title a PDF declares in its information dictionary, a literal string in PDFDocEncoding or UTF-16. */
function pdfTitle(bytes: Uint8Array): string | undefined {
  const text = Buffer.from(bytes).toString('latin1');
  const reference = /\/Title (\d+) 0 R/.exec(text)?.[1];
  if (!reference) return undefined;
  const literal = new RegExp(`\\n${reference} 0 obj\\n\\(((?:\\\\.|[^\\\\)])*)\\)\\nendobj`).exec(text)?.[1];
  if (literal === undefined) return undefined;
  const raw = Buffer.from(literal.replace(/\\(.)/g, (_, escaped: string) => PDF_ESCAPES[escaped] ?? escaped), 'latin1');
  return raw[0] === 0xfe && raw[1] === 0xff ? Buffer.from(raw.subarray(2)).swap16().toString('utf16le') : raw.toString('latin1');
}

async function rowCounts(database: DatabaseHandle) {
  const tables = { contentFiles, contentPages, contentSections, contentGroups, contentItems, leaders, frameNotifications, counters };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ rows: count() }).from(table);
      return [name, row?.rows ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('seedDemoContent', () => {
  let database: DatabaseHandle;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    database = await openPglite({ client: new PGlite() });
    await database.migrate();
    firstRun = await seedDemoContent(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('seeds an empty database', () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it('creates every content page with at least one section', async () => {
    const pages = await database.db.select().from(contentPages);
    expect(pages.map((page) => page.page).sort()).toEqual([...CONTENT_PAGES].sort());
    const sections = await database.db.select().from(contentSections);
    for (const page of CONTENT_PAGES) {
      expect(sections.filter((section) => section.page === page).length, page).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts on the home page the districts and offices the forms offer', async () => {
    const [welcome] = await database.db.select().from(contentSections).where(eq(contentSections.sectionKey, 'welcome'));
    const offices = sroOffices.filter((office) => office.state === 'AP').length;
    expect(welcome!.paragraphs[0]!.en).toContain(`${offices} Sub-Registrar Offices across the ${revenueDistricts.length} districts`);
    expect(welcome!.paragraphs[0]!.te).toContain(`${revenueDistricts.length} జిల్లాల్లో ఉన్న ${offices}`);
  });

  it('fills every content list with at least eight items', async () => {
    const rows = await database.db.select({ list: contentItems.list, items: count() }).from(contentItems).groupBy(contentItems.list);
    const counts = new Map(rows.map((row) => [row.list, row.items]));
    for (const list of CONTENT_LISTS) expect(counts.get(list) ?? 0, list).toBeGreaterThanOrEqual(8);
  });

  it('gives every text in English and in Telugu script', async () => {
    const problems: string[] = [];
    const check = (where: string, text: BilingualText) => {
      const problem = textProblem(where, text);
      if (problem) problems.push(problem);
    };

    for (const page of await database.db.select().from(contentPages)) check(`page ${page.page}`, { en: page.titleEn, te: page.titleTe });
    for (const section of await database.db.select().from(contentSections)) {
      const where = `section ${section.page}/${section.sectionKey}`;
      check(where, { en: section.headingEn, te: section.headingTe });
      section.paragraphs.forEach((text) => check(`${where} paragraph`, text));
      section.bullets.forEach((text) => check(`${where} bullet`, text));
      if (section.contentTable) tableTexts(section.contentTable).forEach((text) => check(`${where} table`, text));
      section.links.forEach((link) => check(`${where} link`, link.label));
    }
    for (const group of await database.db.select().from(contentGroups)) check(`group ${group.list}/${group.groupKey}`, { en: group.labelEn, te: group.labelTe });
    for (const item of await database.db.select().from(contentItems)) {
      const where = `item ${item.list}: ${item.titleEn}`;
      check(`${where} title`, { en: item.titleEn, te: item.titleTe });
      check(`${where} summary`, { en: item.summaryEn, te: item.summaryTe });
      Object.entries(item.details).forEach(([key, text]) => check(`${where} ${key}`, text));
    }
    expect(problems).toEqual([]);
  });

  it('files every item under a group of its own list', async () => {
    const groups = await database.db.select().from(contentGroups);
    const known = new Set(groups.map((group) => `${group.list}/${group.groupKey}`));
    const items = await database.db.select().from(contentItems);
    const orphans = items.filter((item) => !known.has(`${item.list}/${item.groupKey}`)).map((item) => `${item.list}/${item.groupKey}`);
    expect(orphans).toEqual([]);
  });

  it('stores documents whose bytes, digest and size match their type', async () => {
    const files = await database.db.select().from(contentFiles);
    expect(files.length).toBeGreaterThan(100);
    const extensions: Record<string, string> = { [MEDIA_TYPES.pdf]: '.pdf', [MEDIA_TYPES.docx]: '.docx', [MEDIA_TYPES.xlsx]: '.xlsx', [MEDIA_TYPES.svg]: '.svg' };
    for (const file of files) {
      const bytes = Buffer.from(file.bytes);
      expect(file.byteSize, file.fileName).toBe(bytes.byteLength);
      expect(file.sha256, file.fileName).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(file.fileName.endsWith(extensions[file.mediaType] ?? '?'), `${file.fileName} as ${file.mediaType}`).toBe(true);
      if (file.mediaType === MEDIA_TYPES.pdf) expect(bytes.subarray(0, 5).toString('latin1'), file.fileName).toBe('%PDF-');
      else if (file.mediaType === MEDIA_TYPES.svg) expect(bytes.toString('utf8'), file.fileName).toContain('<svg');
      else expect(bytes.subarray(0, 2).toString('latin1'), file.fileName).toBe('PK');
    }
    expect(new Set(files.map((file) => file.fileName)).size).toBe(files.length);
  });

  it('links each item to a document carrying that item\'s title', async () => {
    const rows = await database.db.select({ item: contentItems, file: contentFiles }).from(contentItems).innerJoin(contentFiles, eq(contentFiles.id, contentItems.fileId));
    expect(rows.length).toBeGreaterThan(100);
    for (const { item, file } of rows) {
      if (file.mediaType === MEDIA_TYPES.pdf) expect(pdfTitle(file.bytes), file.fileName).toContain(item.titleEn);
      if (file.mediaType === MEDIA_TYPES.docx) expect(unzip(file.bytes).get('word/document.xml')?.toUpperCase(), file.fileName).toContain(item.titleEn.toUpperCase());
      if (file.mediaType === MEDIA_TYPES.xlsx) {
        const workbook = unzip(file.bytes);
        // The consolidated list of collection centres hangs off one centre's entry and names every centre.
        if (item.list === 'estamp-acc') expect(workbook.get('xl/sharedStrings.xml'), file.fileName).toContain(item.referenceNumber ?? '?');
        else expect(workbook.get('docProps/core.xml'), file.fileName).toContain(item.titleEn);
      }
    }
  });

  it('makes the sale deed template a fill-in deed with placeholders', async () => {
    const [template] = await database.db.select().from(contentFiles).where(eq(contentFiles.fileName, 'template-sale-deed.docx'));
    expect(template?.mediaType).toBe(MEDIA_TYPES.docx);
    const body = unzip(template?.bytes ?? new Uint8Array()).get('word/document.xml') ?? '';
    for (const text of ['SALE DEED', 'This Deed of Sale is made', '[Name of Vendor]', '[Name of Purchaser]', 'Schedule of property', 'Witness 1']) expect(body).toContain(text);
  });

  it('attaches the two header notifications: a notaries spreadsheet and the CARD manual', async () => {
    const rows = await database.db
      .select({ notification: frameNotifications, file: contentFiles })
      .from(frameNotifications)
      .innerJoin(contentFiles, eq(contentFiles.id, frameNotifications.fileId))
      .orderBy(frameNotifications.position);
    expect(rows.map(({ notification }) => [notification.position, notification.titleEn])).toEqual([
      [1, 'Notaries List Notice'],
      [2, 'Card User Manual'],
    ]);
    const [notaries, manual] = rows.map(({ file }) => file);
    expect(notaries?.mediaType).toBe(MEDIA_TYPES.xlsx);
    const workbook = unzip(notaries?.bytes ?? new Uint8Array());
    const sheet = [...workbook.entries()].find(([name]) => name.startsWith('xl/worksheets/sheet'))?.[1] ?? '';
    expect(sheet.match(/<row /g)?.length).toBe(31);
    expect(manual?.mediaType).toBe(MEDIA_TYPES.pdf);
    const pages = Buffer.from(manual?.bytes ?? new Uint8Array()).toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(1);
  });

  it('pictures both leaders with generated portraits', async () => {
    const rows = await database.db.select({ leader: leaders, file: contentFiles }).from(leaders).innerJoin(contentFiles, eq(contentFiles.id, leaders.portraitFileId)).orderBy(leaders.position);
    expect(rows.map(({ leader }) => leader.role)).toEqual(['chief-minister', 'registration-minister']);
    for (const { leader, file } of rows) {
      expect(file.mediaType).toBe(MEDIA_TYPES.svg);
      expect(TELUGU.test(leader.nameTe) && TELUGU.test(leader.titleTe)).toBe(true);
    }
  });

  it('has both open and closed tenders', async () => {
    const tenders = await database.db.select().from(contentItems).where(eq(contentItems.list, 'tenders'));
    expect(tenders.every((tender) => tender.closingDate && tender.referenceNumber && tender.fileId)).toBe(true);
    expect(tenders.some((tender) => (tender.closingDate ?? '') > TENDER_REFERENCE_DATE)).toBe(true);
    expect(tenders.some((tender) => (tender.closingDate ?? '') < TENDER_REFERENCE_DATE)).toBe(true);
  });

  it('states vacancies as sanctioned minus working posts', async () => {
    const [section] = await database.db.select().from(contentSections).where(eq(contentSections.sectionKey, 'cadre-strength'));
    const table = section?.contentTable;
    expect(table?.columns.map((column) => column.en)).toEqual(['Cadre', 'Sanctioned', 'Working', 'Vacant']);
    expect(table?.rows.length).toBeGreaterThanOrEqual(8);
    for (const [, sanctioned, working, vacant] of table?.rows ?? []) {
      expect(Number(vacant?.en)).toBe(Number(sanctioned?.en) - Number(working?.en));
    }
  });

  it('leaves a seeded database alone', async () => {
    const before = await rowCounts(database);
    expect(await seedDemoContent(database.db)).toEqual({ seeded: false });
    expect(await rowCounts(database)).toEqual(before);
    expect(before.counters).toBe(0);
  });
});

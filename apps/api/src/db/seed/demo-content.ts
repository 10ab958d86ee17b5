import { count, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { contentGroups, contentItems, contentPages, contentSections, frameNotifications, leaders } from '../schema.ts';
import { aboutUsPage } from './content/about-us.ts';
import { accessibilityPage } from './content/accessibility.ts';
import { actRulesList } from './content/act-rules.ts';
import { circularsList } from './content/circulars.ts';
import { departmentLoginPage } from './content/department-login.ts';
import { documentTemplatesList } from './content/document-templates.ts';
import { downloadsList } from './content/downloads.ts';
import { ecSearchPage } from './content/ec-search.ts';
import { estampAccList } from './content/estamp-acc.ts';
import { faqsList } from './content/faqs.ts';
import { findSroPage } from './content/find-sro.ts';
import { insertNotaries } from '../../modules/notaries/index.ts';
import { leaders as seedLeaders, notifications as seedNotifications } from './content/frame.ts';
import { DEMO_NOTARIES } from './content/notaries.ts';
import { homePage } from './content/home.ts';
import { judgementsList } from './content/judgements.ts';
import { legalList } from './content/legal.ts';
import { mvGuidelinesList } from './content/mv-guidelines.ts';
import { passwordResetPage } from './content/password-reset.ts';
import { propertyValuePage } from './content/property-value.ts';
import { rtiActPage } from './content/rti-act.ts';
import { rtiList } from './content/rti.ts';
import { stampJudgementsList } from './content/stamp-judgements.ts';
import { tendersList } from './content/tenders.ts';
import type { SeedDocument, SeedList, SeedPage } from './content/types.ts';
import { valuesRatesPage } from './content/values-rates.ts';
import { vendorLoginPage } from './content/vendor-login.ts';
import { MEDIA_TYPES, renderXlsx, storeFile, type StoredFile } from '../../lib/content-files.ts';
import { DOCUMENT_DATE, renderDocx, renderPdf, renderPortraitSvg } from './files.ts';

const DEMO_PAGES: readonly SeedPage[] = [
  homePage,
  aboutUsPage,
  valuesRatesPage,
  rtiActPage,
  accessibilityPage,
  ecSearchPage,
  findSroPage,
  propertyValuePage,
  departmentLoginPage,
  vendorLoginPage,
  passwordResetPage,
];

const DEMO_LISTS: readonly SeedList[] = [
  actRulesList,
  legalList,
  faqsList,
  mvGuidelinesList,
  rtiList,
  tendersList,
  downloadsList,
  documentTemplatesList,
  estampAccList,
  circularsList,
  judgementsList,
  stampJudgementsList,
];

/** The date the demo pages were last reviewed, shown as their update time so that reseeding serves identical pages. */
const CONTENT_REVIEWED_AT = new Date('2026-11-22T10:00:00+05:30');

/** Serialises seeders that start together against one PostgreSQL server, so only the first one inserts. */
const SEED_LOCK_KEY = 4_721_905_318;

async function renderDocument(document: SeedDocument): Promise<StoredFile> {
  switch (document.kind) {
    case 'pdf':
      return { fileName: document.fileName, mediaType: MEDIA_TYPES.pdf, bytes: await renderPdf(document.document) };
    case 'docx':
      return { fileName: document.fileName, mediaType: MEDIA_TYPES.docx, bytes: await renderDocx(document.document) };
    case 'xlsx':
      return { fileName: document.fileName, mediaType: MEDIA_TYPES.xlsx, bytes: await renderXlsx(document.spreadsheet, DOCUMENT_DATE) };
  }
}

async function hasContent(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ pages: count() }).from(contentPages);
  return (row?.pages ?? 0) > 0;
}

/**
 * Fills an empty database with the portal's demonstration content: pages, lists with their documents,
 * the header's leaders and notifications. Does nothing once any page exists, so it is safe to run at every start.
 */
export async function seedDemoContent(db: Database): Promise<{ seeded: boolean }> {
  if (await hasContent(db)) return { seeded: false };

  // Documents are generated before the transaction opens so that it holds its lock only for the inserts.
  const listFiles = await Promise.all(
    DEMO_LISTS.map((list) => Promise.all(list.items.map((item) => (item.file ? renderDocument(item.file) : undefined)))),
  );
  const notificationFiles = await Promise.all(seedNotifications.map((notification) => renderDocument(notification.file)));
  const portraitFiles: StoredFile[] = seedLeaders.map((leader) => ({
    fileName: `portrait-${leader.role}.svg`,
    mediaType: MEDIA_TYPES.svg,
    bytes: renderPortraitSvg(leader.initials, leader.hue),
  }));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasContent(tx)) return { seeded: false };

    await tx.insert(contentPages).values(DEMO_PAGES.map((page) => ({ page: page.page, titleEn: page.title.en, titleTe: page.title.te, updatedAt: CONTENT_REVIEWED_AT })));
    await tx.insert(contentSections).values(
      DEMO_PAGES.flatMap((page) =>
        page.sections.map((section, position) => ({
          page: page.page,
          sectionKey: section.key,
          position,
          headingEn: section.heading.en,
          headingTe: section.heading.te,
          paragraphs: section.paragraphs ?? [],
          bullets: section.bullets ?? [],
          contentTable: section.table ?? null,
          links: section.links ?? [],
        })),
      ),
    );

    await tx.insert(contentGroups).values(
      DEMO_LISTS.flatMap((list) => list.groups.map((group, position) => ({ list: list.list, groupKey: group.key, position, labelEn: group.label.en, labelTe: group.label.te }))),
    );

    const itemRows = [];
    for (const [listIndex, list] of DEMO_LISTS.entries()) {
      const files = listFiles[listIndex] ?? [];
      for (const [position, item] of list.items.entries()) {
        const file = files[position];
        itemRows.push({
          list: list.list,
          groupKey: item.group,
          position,
          titleEn: item.title.en,
          titleTe: item.title.te,
          summaryEn: item.summary.en,
          summaryTe: item.summary.te,
          referenceNumber: item.referenceNumber ?? null,
          itemDate: item.itemDate ?? null,
          closingDate: item.closingDate ?? null,
          details: item.details ?? {},
          fileId: file ? await storeFile(tx, file) : null,
          isDemo: list.invented ?? false,
        });
      }
    }
    await tx.insert(contentItems).values(itemRows);

    const leaderRows = [];
    for (const [index, leader] of seedLeaders.entries()) {
      const portrait = portraitFiles[index];
      if (!portrait) throw new Error(`No portrait rendered for ${leader.role}`);
      leaderRows.push({
        role: leader.role,
        position: index + 1,
        nameEn: leader.name.en,
        nameTe: leader.name.te,
        titleEn: leader.title.en,
        titleTe: leader.title.te,
        portraitFileId: await storeFile(tx, portrait),
      });
    }
    await tx.insert(leaders).values(leaderRows);

    const notificationRows = [];
    for (const [index, notification] of seedNotifications.entries()) {
      const file = notificationFiles[index];
      if (!file) throw new Error(`No file rendered for the notification ${notification.title.en}`);
      notificationRows.push({ position: index + 1, titleEn: notification.title.en, titleTe: notification.title.te, fileId: await storeFile(tx, file) });
    }
    await tx.insert(frameNotifications).values(notificationRows);
    // The list the notaries notice above was written from.
    await insertNotaries(tx, DEMO_NOTARIES.map((notary) => ({ ...notary, updatedBy: 'seed', updatedAt: CONTENT_REVIEWED_AT })));

    return { seeded: true };
  });
}

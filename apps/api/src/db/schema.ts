import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, customType, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BilingualText, ContentTable } from '@igrs/domain';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Every downloadable document the portal serves, stored with its bytes. */
export const contentFiles = pgTable('content_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  mediaType: text('media_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Descriptive pages (about-us, accessibility…): ordered sections. */
export const contentPages = pgTable('content_pages', {
  page: text('page').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleTe: text('title_te').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentSections = pgTable(
  'content_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: text('page')
      .notNull()
      .references(() => contentPages.page, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    position: integer('position').notNull(),
    headingEn: text('heading_en').notNull(),
    headingTe: text('heading_te').notNull(),
    paragraphs: jsonb('paragraphs').$type<BilingualText[]>().notNull().default([]),
    bullets: jsonb('bullets').$type<BilingualText[]>().notNull().default([]),
    contentTable: jsonb('content_table').$type<ContentTable | null>(),
    links: jsonb('links').$type<{ label: BilingualText; href: string }[]>().notNull().default([]),
  },
  (table) => [index('content_sections_page_idx').on(table.page, table.position)],
);

/** Sub-divisions of a list (e.g. the act-rules checklists by topic). */
export const contentGroups = pgTable(
  'content_groups',
  {
    list: text('list').notNull(),
    groupKey: text('group_key').notNull(),
    position: integer('position').notNull(),
    labelEn: text('label_en').notNull(),
    labelTe: text('label_te').notNull(),
  },
  (table) => [index('content_groups_list_idx').on(table.list, table.position)],
);

/** Entries of the public lists: circulars, judgements, tenders, FAQs, downloads… */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    list: text('list').notNull(),
    groupKey: text('group_key').notNull(),
    position: integer('position').notNull().default(0),
    titleEn: text('title_en').notNull(),
    titleTe: text('title_te').notNull(),
    summaryEn: text('summary_en').notNull().default(''),
    summaryTe: text('summary_te').notNull().default(''),
    referenceNumber: text('reference_number'),
    itemDate: date('item_date', { mode: 'string' }),
    closingDate: date('closing_date', { mode: 'string' }),
    details: jsonb('details').$type<Record<string, BilingualText>>().notNull().default({}),
    fileId: uuid('file_id').references(() => contentFiles.id),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title_en || ' ' || title_te || ' ' || summary_en || ' ' || summary_te || ' ' || coalesce(reference_number, ''))`,
      ),
  },
  (table) => [index('content_items_list_idx').on(table.list, table.groupKey, table.itemDate)],
);

/** The two office-holders pictured in the header. */
export const leaders = pgTable('leaders', {
  role: text('role').primaryKey(),
  position: integer('position').notNull(),
  nameEn: text('name_en').notNull(),
  nameTe: text('name_te').notNull(),
  titleEn: text('title_en').notNull(),
  titleTe: text('title_te').notNull(),
  portraitFileId: uuid('portrait_file_id')
    .notNull()
    .references(() => contentFiles.id),
});

/** The header's notifications dropdown. */
export const frameNotifications = pgTable('frame_notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  titleEn: text('title_en').notNull(),
  titleTe: text('title_te').notNull(),
  fileId: uuid('file_id')
    .notNull()
    .references(() => contentFiles.id),
});

/** Named counters; the footer's visitor count is one of them. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/** Department staff, agencies and stamp vendors who sign in. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored as typed; unique without regard to case. */
    loginId: text('login_id').notNull(),
    loginName: text('login_name').notNull(),
    loginType: text('login_type').notNull(),
    isMasterUser: boolean('is_master_user').notNull().default(false),
    /** An agency's sub user points at the master user who created it. */
    masterUserId: uuid('master_user_id'),
    email: text('email'),
    /** AES-256-GCM ciphertext; never stored or logged in the clear. */
    mobileEncrypted: text('mobile_encrypted'),
    aadhaarEncrypted: text('aadhaar_encrypted'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('users_login_id_lower_idx').on(sql`lower(${table.loginId})`), index('users_master_idx').on(table.masterUserId)],
);

/** A signed-in session: one family of rotating refresh tokens with an absolute end. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Refresh tokens, kept only as SHA-256 hashes; each is used at most once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Captcha challenges: the answer only as a hash, single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed sign-ins counted per account and per client address, for slowing down and locking. */
export const loginThrottles = pgTable('login_throttles', {
  throttleKey: text('throttle_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Security-relevant events. Never holds a password, token, captcha answer, Aadhaar or PAN. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    loginId: text('login_id'),
    clientAddress: text('client_address'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (table) => [index('audit_log_time_idx').on(table.occurredAt), index('audit_log_login_idx').on(table.loginId)],
);

/** Mandals. No official list is loaded: the demonstration's are generated and flagged. */
export const mandals = pgTable(
  'mandals',
  {
    code: text('code').primaryKey(),
    revenueDistrictCode: text('revenue_district_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameTe: text('name_te').notNull(),
    isTown: boolean('is_town').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(true),
  },
  (table) => [index('mandals_district_idx').on(table.revenueDistrictCode)],
);

/** Revenue villages and the urban localities of towns, each registered at one jurisdictional SRO. */
export const villages = pgTable(
  'villages',
  {
    code: text('code').primaryKey(),
    mandalCode: text('mandal_code')
      .notNull()
      .references(() => mandals.code),
    /** `rural` (revenue village) or `urban` (locality, with wards and blocks). */
    kind: text('kind').notNull(),
    nameEn: text('name_en').notNull(),
    nameTe: text('name_te').notNull(),
    sroCode: text('sro_code').notNull(),
    localBodyTypeCode: text('local_body_type_code').notNull(),
    wards: jsonb('wards').$type<{ ward: string; blocks: string[] }[]>().notNull().default([]),
    isDemo: boolean('is_demo').notNull().default(true),
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower(name_en || ' ' || name_te)`),
  },
  (table) => [index('villages_mandal_idx').on(table.mandalCode), index('villages_sro_idx').on(table.sroCode)],
);

/** How to reach a sub-registrar office; the office itself is in the reference list. */
export const sroContacts = pgTable('sro_contacts', {
  sroCode: text('sro_code').primaryKey(),
  addressEn: text('address_en').notNull(),
  addressTe: text('address_te').notNull(),
  pinCode: text('pin_code').notNull(),
  phone: text('phone').notNull(),
  /** `HH:mm`, IST. */
  opensAt: text('opens_at').notNull(),
  closesAt: text('closes_at').notNull(),
  isDemo: boolean('is_demo').notNull().default(true),
});

/**
 * A set of market-value rates issued together and in force from a date: a land
 * register (land and composite rates) or a structure schedule. Versions are
 * never changed once stored, so every past valuation can be repeated.
 */
export const mvRateVersions = pgTable(
  'mv_rate_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `land` or `structure`. */
    scope: text('scope').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** `seed` or `upload`. */
    source: text('source').notNull(),
    fileName: text('file_name'),
    rowCount: integer('row_count').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (table) => [index('mv_rate_versions_scope_idx').on(table.scope, table.effectiveFrom)],
);

/**
 * Land and composite rates of a version. Blank (not null) survey, ward, block
 * and door numbers stand for "the village's or block's own rate", so that the
 * unique key also holds for them.
 */
export const mvLandRates = pgTable(
  'mv_land_rates',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => mvRateVersions.id),
    /** `rural` (₹ per acre), `urban` (₹ per sq. yard) or `composite` (₹ per sq. ft of a flat). */
    kind: text('kind').notNull(),
    villageCode: text('village_code').notNull(),
    surveyNumber: text('survey_number').notNull().default(''),
    ward: text('ward').notNull().default(''),
    block: text('block').notNull().default(''),
    doorNumber: text('door_number').notNull().default(''),
    landUseCode: text('land_use_code').notNull(),
    rateRupees: bigint('rate_rupees', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('mv_land_rates_key_idx').on(
      table.versionId,
      table.villageCode,
      table.kind,
      table.ward,
      table.block,
      table.surveyNumber,
      table.doorNumber,
      table.landUseCode,
    ),
    index('mv_land_rates_lookup_idx').on(table.villageCode, table.landUseCode, table.kind),
  ],
);

/** A structure schedule's rate per sq. ft of plinth area, by structure type. */
export const mvStructureRates = pgTable(
  'mv_structure_rates',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => mvRateVersions.id),
    structureTypeCode: text('structure_type_code').notNull(),
    rateRupees: integer('rate_rupees').notNull(),
  },
  (table) => [uniqueIndex('mv_structure_rates_key_idx').on(table.versionId, table.structureTypeCode)],
);

/** A structure schedule's share of the finished value reached at each stage of construction. */
export const mvStageShares = pgTable(
  'mv_stage_shares',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => mvRateVersions.id),
    stageCode: text('stage_code').notNull(),
    basisPoints: integer('basis_points').notNull(),
  },
  (table) => [uniqueIndex('mv_stage_shares_key_idx').on(table.versionId, table.stageCode)],
);

/** A structure schedule's depreciation by age. */
export const mvAgeBands = pgTable(
  'mv_age_bands',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => mvRateVersions.id),
    fromYears: integer('from_years').notNull(),
    /** Null for the open-ended last band. */
    toYears: integer('to_years'),
    depreciationBasisPoints: integer('depreciation_basis_points').notNull(),
  },
  (table) => [uniqueIndex('mv_age_bands_key_idx').on(table.versionId, table.fromYears)],
);

import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** Made up for the demo (a circular, judgement or tender that was never issued), and shown as such. */
    isDemo: boolean('is_demo').notNull().default(false),
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
    /** `office`, `district`, `zone` or `state`: the level of the department the account belongs to. */
    jurisdictionLevel: text('jurisdiction_level').notNull().default('state'),
    /** The SRO code, revenue district code, zone code, or `AP` for the state. */
    jurisdictionCode: text('jurisdiction_code').notNull().default('AP'),
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
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // Each new captcha clears a few long-expired ones, found by this index rather than by reading every captcha.
  (table) => [index('captchas_expires_at_idx').on(table.expiresAt)],
);

/** Failed sign-ins counted per account and per client address, for slowing down and locking. */
export const loginThrottles = pgTable('login_throttles', {
  throttleKey: text('throttle_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Counts in fixed windows shared by every API process (request rates), when no
 * Redis is configured. Unlogged: a count lost in a crash only forgives a minute.
 */
export const sharedCounters = pgTable('shared_counters', {
  counterKey: text('counter_key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
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
    /** `pending` until a second officer above the uploader decides; `approved` or `rejected` then. Only approved rates are used. */
    status: text('status').notNull().default('approved'),
    /** The offices whose villages the version prices, checked against the uploader's jurisdiction. */
    sroCodes: text('sro_codes').array().notNull().default(sql`'{}'::text[]`),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionRemarks: text('decision_remarks'),
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

/**
 * The register of documents. A document's number runs per office and year
 * (`register_number_counters`), with no gap and no duplicate: the number is
 * taken inside the registering transaction, so a rollback gives it back.
 */
export const registerDocuments = pgTable(
  'register_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sroCode: text('sro_code').notNull(),
    /** Book 1 (immovable property), 3 (wills) or 4 (other documents). */
    bookNumber: integer('book_number').notNull(),
    documentNumber: integer('document_number').notNull(),
    registrationYear: integer('registration_year').notNull(),
    transactionMajorCode: text('transaction_major_code').notNull(),
    transactionMinorCode: text('transaction_minor_code').notNull(),
    presentedOn: date('presented_on', { mode: 'string' }).notNull(),
    executedOn: date('executed_on', { mode: 'string' }).notNull(),
    registeredOn: date('registered_on', { mode: 'string' }).notNull(),
    considerationRupees: bigint('consideration_rupees', { mode: 'number' }).notNull(),
    marketValueRupees: bigint('market_value_rupees', { mode: 'number' }).notNull(),
    stampDutyRupees: bigint('stamp_duty_rupees', { mode: 'number' }).notNull(),
    transferDutyRupees: bigint('transfer_duty_rupees', { mode: 'number' }).notNull(),
    registrationFeeRupees: bigint('registration_fee_rupees', { mode: 'number' }).notNull(),
    userChargesRupees: bigint('user_charges_rupees', { mode: 'number' }).notNull().default(0),
    /** The Registration Act s.25 fine for presenting after four months. */
    latePresentationFineRupees: bigint('late_presentation_fine_rupees', { mode: 'number' }).notNull().default(0),
    /** `registered` or `cancelled` (by a later deed of cancellation). */
    status: text('status').notNull().default('registered'),
    cancelledByDocumentId: bigint('cancelled_by_document_id', { mode: 'number' }),
    /** False while the scanned image has not been loaded (the "missing images" report). */
    hasScannedImage: boolean('has_scanned_image').notNull().default(true),
    /**
     * Registered at an office other than the one over a village of its
     * schedules (anywhere registration), decided when it is registered: the
     * report of such documents would otherwise read every schedule of the
     * register to find the few.
     */
    anywhereRegistration: boolean('anywhere_registration').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('register_documents_number_idx').on(table.sroCode, table.registrationYear, table.documentNumber),
    index('register_documents_registered_idx').on(table.registeredOn),
    index('register_documents_anywhere_idx').on(table.registeredOn).where(sql`anywhere_registration`),
  ],
);

export const registerNumberCounters = pgTable(
  'register_number_counters',
  {
    sroCode: text('sro_code').notNull(),
    registrationYear: integer('registration_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [uniqueIndex('register_number_counters_key_idx').on(table.sroCode, table.registrationYear)],
);

/**
 * Executants, claimants and their representatives. Names are kept as written
 * in both scripts; `name_keys` holds spelling-tolerant keys of both (see the
 * domain's name keys) for the name search. Aadhaar, PAN and phone are
 * encrypted; their last four characters are kept apart so that lists can show
 * the masked form without decrypting.
 */
export const registerParties = pgTable(
  'register_parties',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => registerDocuments.id),
    position: integer('position').notNull(),
    /** `executant`, `claimant` or `representative`. */
    role: text('role').notNull(),
    /** The party code of the transaction type (EX, CL, MR, ME, DR, DE…). */
    partyCode: text('party_code').notNull(),
    /** A representative's party. */
    representsPartyId: bigint('represents_party_id', { mode: 'number' }),
    /** GPA holder, guardian, authorised signatory… (representatives only). */
    representType: text('represent_type'),
    nameEn: text('name_en').notNull(),
    nameTe: text('name_te').notNull(),
    /** S/O, D/O, W/O or C/O. */
    relationType: text('relation_type').notNull(),
    relationNameEn: text('relation_name_en').notNull(),
    relationNameTe: text('relation_name_te').notNull(),
    age: integer('age'),
    addressEn: text('address_en').notNull(),
    addressTe: text('address_te').notNull(),
    panEncrypted: text('pan_encrypted'),
    panLast4: text('pan_last4'),
    /** Parties without a PAN file Form 60 or 61. */
    form60: boolean('form60').notNull().default(false),
    aadhaarEncrypted: text('aadhaar_encrypted'),
    aadhaarLast4: text('aadhaar_last4'),
    phoneEncrypted: text('phone_encrypted'),
    phoneLast4: text('phone_last4'),
    email: text('email'),
    /** `resident`, `nri` or `oci`. */
    residence: text('residence').notNull().default('resident'),
    nameKeys: text('name_keys').array().notNull(),
    /** Copied from the document so the name search filters without a join. */
    sroCode: text('sro_code').notNull(),
    registeredOn: date('registered_on', { mode: 'string' }).notNull(),
  },
  (table) => [
    index('register_parties_document_idx').on(table.documentId, table.position),
    // Without fast update: the pending list it keeps for quick inserts is read whole by every name search, and a register grows by a few parties a second.
    index('register_parties_name_keys_idx').using('gin', table.nameKeys).with({ fastupdate: false }),
    // The name search's office and period filters: ANDed with the name-key bitmap, so a common name narrowed by place or time reads only the rows that pass.
    index('register_parties_sro_date_idx').on(table.sroCode, table.registeredOn),
    index('register_parties_registered_idx').on(table.registeredOn),
    // The few parties living abroad, for the NRI and OCI reports: without it each report read every party of the register.
    index('register_parties_non_resident_idx').on(table.documentId).where(sql`residence in ('nri', 'oci')`),
  ],
);

/**
 * Every pair of a party's whole-word name keys (`gd+lksn`), with what the
 * name search filters and ranks by, kept from register_parties by triggers
 * whatever writes the parties (migration 0039). Its unique index on
 * (pair, party_id) includes every other column, so a search of two words or
 * more reads its pair's parties in order from the index alone and stops at
 * the page it needs; the GIN index of single keys must first gather every
 * party of each key, thousands for common names. It costs about 3.7 GB a
 * million documents (decision 0020).
 */
export const registerNamePairs = pgTable('register_name_pairs', {
  pair: text('pair').notNull(),
  partyId: bigint('party_id', { mode: 'number' }).notNull(),
  documentId: bigint('document_id', { mode: 'number' }).notNull(),
  role: text('role').notNull(),
  registeredOn: date('registered_on', { mode: 'string' }).notNull(),
  nameEn: text('name_en').notNull(),
  nameTe: text('name_te').notNull(),
  nameKeys: text('name_keys').array().notNull(),
});

/**
 * The schedules of property in a document. A rural schedule is found by its
 * village and survey number (`survey_base` is the number before any
 * sub-division, so "123" finds "123/2A"); an urban one by door or plot number;
 * a flat by its apartment and flat number.
 */
export const registerProperties = pgTable(
  'register_properties',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => registerDocuments.id),
    scheduleNumber: integer('schedule_number').notNull(),
    /** `rural`, `urban` or `flat`. */
    kind: text('kind').notNull(),
    villageCode: text('village_code').notNull(),
    landUseCode: text('land_use_code').notNull(),
    surveyNumber: text('survey_number').notNull().default(''),
    surveyBase: text('survey_base').notNull().default(''),
    ward: text('ward').notNull().default(''),
    block: text('block').notNull().default(''),
    doorNumber: text('door_number').notNull().default(''),
    plotNumber: text('plot_number').notNull().default(''),
    layoutName: text('layout_name').notNull().default(''),
    apartmentName: text('apartment_name').notNull().default(''),
    flatNumber: text('flat_number').notNull().default(''),
    /** Decimal text: acres for rural land, square yards for urban land and a flat's undivided share. */
    extent: text('extent').notNull(),
    extentUnit: text('extent_unit').notNull(),
    plinthAreaSqFt: text('plinth_area_sq_ft'),
    boundaries: jsonb('boundaries').$type<Record<'north' | 'south' | 'east' | 'west', BilingualText>>().notNull(),
    structures: jsonb('structures').$type<{ structureTypeCode: string; floorCode: string; plinthAreaSqFt: string; stageCode: string; ageYears: number }[]>().notNull().default([]),
    marketValueRupees: bigint('market_value_rupees', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('register_properties_document_idx').on(table.documentId),
    index('register_properties_survey_idx').on(table.villageCode, table.surveyBase),
    index('register_properties_door_idx').on(table.villageCode, table.doorNumber),
    index('register_properties_plot_idx').on(table.villageCode, table.plotNumber),
    index('register_properties_flat_idx').on(table.villageCode, table.apartmentName, table.flatNumber),
  ],
);

/** Earlier documents a schedule's title comes from (the chain of title); old ones may predate the register. */
/**
 * The register's figures by office and day, for the dashboard: kept by a
 * trigger that runs when each registering transaction commits (so with the
 * document's schedules in place), whatever wrote the document, and filled
 * from the register when it was made. A test holds it equal to a count of
 * the register itself.
 */
export const registerDayFigures = pgTable(
  'register_day_figures',
  {
    sroCode: text('sro_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    documents: integer('documents').notNull(),
    revenueRupees: bigint('revenue_rupees', { mode: 'number' }).notNull(),
    /** Documents of a value above ₹10 lakh (HIGH_VALUE_RUPEES). */
    highValue: integer('high_value').notNull(),
    /** Transfers with a schedule of land, a site or a flat, which set off a mutation (MUTATION_MAJOR_CODES). */
    autoMutations: integer('auto_mutations').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sroCode, table.day] })],
);

export const registerDocumentLinks = pgTable(
  'register_document_links',
  {
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => registerDocuments.id),
    linkedDocumentId: bigint('linked_document_id', { mode: 'number' }).references(() => registerDocuments.id),
    linkedSroCode: text('linked_sro_code').notNull(),
    linkedDocumentNumber: integer('linked_document_number').notNull(),
    linkedYear: integer('linked_year').notNull(),
  },
  (table) => [index('register_document_links_document_idx').on(table.documentId), index('register_document_links_linked_idx').on(table.linkedDocumentId)],
);

/** Properties notified as prohibited from registration (government, endowment, assigned land…). */
export const prohibitedProperties = pgTable(
  'prohibited_properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    villageCode: text('village_code').notNull(),
    surveyNumber: text('survey_number').notNull().default(''),
    doorNumber: text('door_number').notNull().default(''),
    /** Section 22-A category: government, endowment, wakf, assigned, court attachment… */
    category: text('category').notNull(),
    notifiedOn: date('notified_on', { mode: 'string' }).notNull(),
    denotifiedOn: date('denotified_on', { mode: 'string' }),
    reasonEn: text('reason_en').notNull(),
    reasonTe: text('reason_te').notNull(),
    /** The order that prohibits it, and the District Registrar who notified it (none for lists loaded from the department's records). */
    orderNumber: text('order_number'),
    notifiedBy: uuid('notified_by').references(() => users.id),
    /** The later order that withdrew it, why, and who entered it. */
    denotifyOrderNumber: text('denotify_order_number'),
    denotifyReason: text('denotify_reason'),
    denotifiedBy: uuid('denotified_by').references(() => users.id),
  },
  (table) => [index('prohibited_properties_place_idx').on(table.villageCode, table.surveyNumber, table.doorNumber)],
);

/**
 * Every certificate the portal issues (encumbrance certificates, certified
 * copies), with what it certified, so that its verification code can be
 * checked later. Stored certificates never change.
 */
export const issuedCertificates = pgTable(
  'issued_certificates',
  {
    code: text('code').primaryKey(),
    /** `ec` or `certified-copy`. */
    kind: text('kind').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    language: text('language').notNull(),
    /** What the certificate says, as shown on the verification page. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the PDF bytes as issued. */
    pdfSha256: text('pdf_sha256').notNull(),
    issuedToLoginId: text('issued_to_login_id'),
    /** The EC search the certificate answers: one certificate per search and language. */
    searchId: text('search_id'),
    /** The PDF as issued, so asking again gives the same certificate. */
    pdf: bytea('pdf'),
  },
  (table) => [
    index('issued_certificates_issued_idx').on(table.issuedAt),
    uniqueIndex('issued_certificates_search_idx').on(table.searchId, table.language),
  ],
);

/** Anonymous EC searches counted per client address and day (IST), for the daily limit. */
export const ecSearchQuota = pgTable(
  'ec_search_quota',
  {
    clientAddress: text('client_address').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    searches: integer('searches').notNull().default(0),
  },
  (table) => [uniqueIndex('ec_search_quota_key_idx').on(table.clientAddress, table.day)],
);

/** An agency user's acceptance of the name-search terms of use. */
export const nameSearchAgreements = pgTable(
  'name_search_agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    termsVersion: text('terms_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    clientAddress: text('client_address'),
  },
  (table) => [index('name_search_agreements_user_idx').on(table.userId, table.termsVersion)],
);

/** Every name search and every look at a document's details: who, what and when. */
export const nameSearchLog = pgTable(
  'name_search_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    loginId: text('login_id').notNull(),
    /** The agency's master user, so the master sees the usage of the whole agency. */
    masterUserId: uuid('master_user_id'),
    /** `search` or `details`. */
    action: text('action').notNull(),
    criteria: jsonb('criteria').$type<Record<string, string | number | null>>().notNull(),
    resultCount: integer('result_count').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    clientAddress: text('client_address'),
    /** The documents a search showed: an outside agency may open only these, for an hour. */
    shownDocumentIds: bigint('shown_document_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  },
  (table) => [index('name_search_log_user_idx').on(table.userId, table.occurredAt), index('name_search_log_master_idx').on(table.masterUserId, table.occurredAt)],
);

/** Requests for certified copies of registered documents, moving from requested to paid to ready to delivered. */
export const certifiedCopyRequests = pgTable(
  'certified_copy_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Shown to the applicant, e.g. CC/2026/000123. */
    reference: text('reference').notNull(),
    /** The office whose register holds the record copied: the document's or the marriage's. */
    sroCode: text('sro_code').notNull(),
    /** A registered document copied; or else `registryEntryId`, a marriage registered at the office. */
    documentId: bigint('document_id', { mode: 'number' }).references(() => registerDocuments.id),
    registryEntryId: text('registry_entry_id').references(() => registryEntries.id),
    applicantName: text('applicant_name').notNull(),
    applicantPhoneEncrypted: text('applicant_phone_encrypted'),
    applicantPhoneLast4: text('applicant_phone_last4'),
    purpose: text('purpose').notNull(),
    copies: integer('copies').notNull().default(1),
    feeRupees: integer('fee_rupees').notNull(),
    /** `requested`, `paid`, `ready` or `delivered`. */
    status: text('status').notNull(),
    /** `cash`, `challan` or `online`. */
    paymentMode: text('payment_mode'),
    paymentReference: text('payment_reference'),
    certificateCode: text('certificate_code').references(() => issuedCertificates.code),
    /** The certified copy exactly as issued: its SHA-256 is the one the verification page shows, so these bytes are served again rather than rebuilt. */
    certificatePdf: bytea('certificate_pdf'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestedBy: uuid('requested_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastActedBy: uuid('last_acted_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('certified_copy_requests_reference_idx').on(table.reference),
    index('certified_copy_requests_status_idx').on(table.status, table.requestedAt),
    index('certified_copy_requests_office_idx').on(table.sroCode, table.requestedAt),
    check('certified_copy_requests_one_record', sql`num_nonnulls(${table.documentId}, ${table.registryEntryId}) = 1`),
  ],
);

/**
 * Payments made through a gateway, one row per order the payer is sent to
 * pay. The status moves only on the gateway's signed word; a purpose's record
 * (`purpose`, `reference`) has at most one successful payment.
 */
export const payments = pgTable(
  'payments',
  {
    /** `PAY-2026-000001`: one gapless series a year. */
    orderId: text('order_id').primaryKey(),
    purpose: text('purpose').notNull(),
    reference: text('reference').notNull(),
    amountRupees: bigint('amount_rupees', { mode: 'number' }).notNull(),
    /** `initiated`, `success` or `failed`. */
    status: text('status').notNull(),
    gateway: text('gateway').notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    /** The Government account head the receipt is credited to (major head 0030), from its purpose by the shared rules. */
    headOfAccount: text('head_of_account'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_reference_idx').on(table.purpose, table.reference),
    uniqueIndex('payments_one_success_idx').on(table.purpose, table.reference).where(sql`${table.status} = 'success'`),
  ],
);

/** Every word a gateway sent about an order, kept whether it changed anything or not. */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    /** `notice` (the gateway called back) or `enquiry` (the portal asked). */
    source: text('source').notNull(),
    status: text('status').notNull(),
    amountRupees: bigint('amount_rupees', { mode: 'number' }).notNull(),
    gatewayTransactionId: text('gateway_transaction_id').notNull(),
    /** `applied`, `repeated` (the order was settled already) or `amount-mismatch`. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_notices_order_idx').on(table.orderId)],
);

/**
 * Money the department returns through the gateway: requested, approved by an
 * officer, sent to the gateway, then refunded or failed. One live refund per
 * bank payment, so the same money is never returned twice.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    /** `RFD...`: the portal's own reference, sent to the gateway so a repeated call is the same refund. */
    refundReference: text('refund_reference').primaryKey(),
    orderId: text('order_id').notNull(),
    gateway: text('gateway').notNull(),
    /** The bank's payment the money is returned from (for money taken twice, the second one). */
    gatewayTransactionId: text('gateway_transaction_id').notNull(),
    amountRupees: bigint('amount_rupees', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    requestedBy: text('requested_by').notNull(),
    approvedBy: text('approved_by'),
    gatewayRefundId: text('gateway_refund_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_refunds_order_idx').on(table.orderId),
    uniqueIndex('payment_refunds_one_live_idx').on(table.gateway, table.gatewayTransactionId).where(sql`${table.status} <> 'failed'`),
  ],
);

/** What the bank's settlement file said of each receipt: credited to the Government account, missing, or credited with another amount. */
export const paymentSettlements = pgTable('payment_settlements', {
  orderId: text('order_id').primaryKey(),
  /** `settled`, `missing` or `mismatched`. */
  status: text('status').notNull(),
  settledAmountRupees: bigint('settled_amount_rupees', { mode: 'number' }),
  settlementId: text('settlement_id'),
  /** The bank's reference of the credit (UTR). */
  settlementReference: text('settlement_reference'),
  /** The settlement file's day that was read. */
  fileDay: date('file_day', { mode: 'string' }).notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's own book of orders: it stands in for a bank's hosted
 * checkout in the demo and the tests, and keeps what a bank would keep.
 */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  orderId: text('order_id').primaryKey(),
  amountRupees: bigint('amount_rupees', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  notifyPath: text('notify_path').notNull(),
  returnPath: text('return_path').notNull(),
  /** `open` until the payer decides, then `success` or `failed`. */
  status: text('status').notNull(),
  transactionId: text('transaction_id'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/**
 * Every message sent to a citizen, kept as sent: the transport (an SMS or
 * email service in production, this table's own page in the demo) takes it
 * from here, and the SMS report reads it. The recipient and the text are
 * personal (a text may carry a sign-in code), so both are stored encrypted.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipientEncrypted: text('recipient_encrypted').notNull(),
    recipientLast4: text('recipient_last4').notNull(),
    /** Which message of the catalogue: `signInCode`, … */
    messageKey: text('message_key').notNull(),
    textEncrypted: text('text_encrypted').notNull(),
    /** `queued` in the caller's transaction, `dispatched` to the delivery queue, `sending` while an attempt is out, then `sent` or `dead` (a dead letter). */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Attempts handed to the SMS gateway or mail server. */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed; for a dead letter, why it was given up. */
    lastError: text('last_error'),
    /** The gateway's id of the message (or the e-mail's Message-ID), which its delivery report names. */
    gatewayReference: text('gateway_reference'),
    /** What the gateway's delivery report said: `delivered` or `failed`. */
    deliveryStatus: text('delivery_status'),
    deliveryReportedAt: timestamp('delivery_reported_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_outbox_created_idx').on(table.createdAt),
    index('notification_outbox_waiting_idx').on(table.id).where(sql`${table.status} = 'queued'`),
    index('notification_outbox_gateway_reference_idx').on(table.gatewayReference),
  ],
);

/** Citizens who signed in with a code sent to their mobile, found by a keyed hash of the number. */
export const citizenAccounts = pgTable(
  'citizen_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobileHash: text('mobile_hash').notNull(),
    mobileEncrypted: text('mobile_encrypted').notNull(),
    mobileLast4: text('mobile_last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignIn: timestamp('last_sign_in', { withTimezone: true }),
  },
  (table) => [uniqueIndex('citizen_accounts_mobile_idx').on(table.mobileHash)],
);

/** Sign-in codes sent to mobiles: only a keyed hash of each code is kept. */
export const citizenSignInCodes = pgTable(
  'citizen_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobileHash: text('mobile_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('citizen_sign_in_codes_mobile_idx').on(table.mobileHash, table.createdAt)],
);

/**
 * A citizen's sign-in, or a guest's on one application: what the access
 * token names, ended by signing out. Its refresh token is kept only as a
 * hash, the one before it too, so that an old one coming back is known.
 */
export const citizenSessions = pgTable(
  'citizen_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    citizenId: uuid('citizen_id').references(() => citizenAccounts.id),
    guestApplicationId: text('guest_application_id').references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    uniqueIndex('citizen_sessions_refresh_idx').on(table.refreshTokenHash),
    index('citizen_sessions_previous_refresh_idx').on(table.previousRefreshTokenHash),
    check('citizen_sessions_one_holder', sql`(${table.citizenId} is null) <> (${table.guestApplicationId} is null)`),
  ],
);

/**
 * Citizens' applications to register a deed (public data entry). The
 * particulars are kept as entered (validated by the shared contracts); the
 * fees are fixed from them by the shared rules when the application is
 * submitted; parties' identity numbers live encrypted in their own table.
 */
export const applications = pgTable(
  'applications',
  {
    /** `APP-2026-000001`: one gapless series a year. */
    id: text('id').primaryKey(),
    citizenId: uuid('citizen_id').references(() => citizenAccounts.id),
    /** A keyed hash of the secret a guest continues with; the secret itself is shown once. */
    guestSecretHash: text('guest_secret_hash').notNull(),
    status: text('status').notNull(),
    sroCode: text('sro_code').notNull(),
    getStarted: jsonb('get_started').$type<Record<string, unknown>>().notNull(),
    property: jsonb('property').$type<Record<string, unknown>>(),
    fees: jsonb('fees').$type<Record<string, number>>(),
    /** What the gateway has confirmed paid, in rupees; the fees say what is due. */
    paidRupees: bigint('paid_rupees', { mode: 'number' }).notNull().default(0),
    remarks: text('remarks'),
    reschedulesUsed: integer('reschedules_used').notNull().default(0),
    documentId: bigint('document_id', { mode: 'number' }).references(() => registerDocuments.id),
    /** What was taken from the link document at the start: the property's place and boundaries, offered on the property step. */
    imported: jsonb('imported').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('applications_citizen_idx').on(table.citizenId), index('applications_office_status_idx').on(table.sroCode, table.status)],
);

/** The parties of an application in the deed's order; Aadhaar and PAN encrypted, kept apart from the rest. */
export const applicationParties = pgTable(
  'application_parties',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id),
    position: integer('position').notNull(),
    /** Everything entered but the identity numbers. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    panEncrypted: text('pan_encrypted'),
    panLast4: text('pan_last4'),
    aadhaarEncrypted: text('aadhaar_encrypted'),
    aadhaarLast4: text('aadhaar_last4'),
    /** The officer's record of the party's appearance: the document shown and its last four characters. */
    presence: jsonb('presence').$type<{ identityDocument: string; lastFour: string; recordedBy: string }>(),
  },
  (table) => [uniqueIndex('application_parties_position_idx').on(table.applicationId, table.position)],
);

/**
 * Files uploaded with an application (the deed, supporting papers). The file
 * itself is kept under the data folder, outside anything the web server
 * serves, by a random name; this row says what it is and whose.
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** The type the server recognised from the file's first bytes, never the one the browser claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storedAs: text('stored_as').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_documents_application_idx').on(table.applicationId)],
);

/** Every step of an application: who, when, why, written in the step's own transaction. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    step: text('step').notNull(),
    status: text('status').notNull(),
    /** `citizen`, `guest`, `gateway`, or the officer's login id. */
    actor: text('actor').notNull(),
    remarks: text('remarks'),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId, table.id)],
);

/**
 * Slots at Sub-Registrar offices. A slot is held while its payer pays and
 * confirmed on payment; the partial unique index gives each office's slot to
 * one live booking only, however many ask at once.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sroCode: text('sro_code').notNull(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotTime: text('slot_time').notNull(),
    /** What the slot is for: a deed's application, or a marriage to be registered; one of the two. */
    applicationId: text('application_id').references(() => applications.id),
    registryEntryId: text('registry_entry_id').references(() => registryEntries.id),
    /** `held`, `confirmed` or `released`. */
    status: text('status').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('slot_bookings_live_idx')
      .on(table.sroCode, table.slotDate, table.slotTime)
      .where(sql`${table.status} in ('held', 'confirmed')`),
    index('slot_bookings_application_idx').on(table.applicationId),
    index('slot_bookings_registry_idx').on(table.registryEntryId),
    check('slot_bookings_one_owner', sql`(${table.applicationId} is null) <> (${table.registryEntryId} is null)`),
  ],
);

/** Days an office gives no slots beyond its weekly days off: holidays, and days the office blocks. */
export const officeClosedDays = pgTable(
  'office_closed_days',
  {
    sroCode: text('sro_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reasonEn: text('reason_en').notNull(),
    reasonTe: text('reason_te').notNull(),
    closedBy: text('closed_by').notNull(),
  },
  (table) => [uniqueIndex('office_closed_days_idx').on(table.sroCode, table.day)],
);

/** An office's own counter settings; an office without a row works by the department's defaults. */
export const officeSlotSettings = pgTable('office_slot_settings', {
  sroCode: text('sro_code').primaryKey(),
  opens: text('opens').notNull(),
  closes: text('closes').notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  slotsPerDay: integer('slots_per_day'),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Licensed stamp vendors: each a vendor login, supplied by the stamp depot of one Sub-Registrar office. */
export const stampVendors = pgTable(
  'stamp_vendors',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    licenceNumber: text('licence_number').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    depotSroCode: text('depot_sro_code').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** The kinds it may sell: `non-judicial`, `judicial`. */
    kinds: jsonb('kinds').$type<string[]>().notNull(),
    /** `active` or `suspended`; validity is by the dates. */
    status: text('status').notNull(),
    maxPapersPerIndent: integer('max_papers_per_indent').notNull(),
  },
  (table) => [uniqueIndex('stamp_vendors_licence_idx').on(table.licenceNumber)],
);

/** A vendor's application for a licence, or to renew it for the next year, decided by the District Registrar. */
export const stampLicenceRequests = pgTable(
  'stamp_licence_requests',
  {
    /** `LR-2026-000001`: one gapless series a year. */
    id: text('id').primaryKey(),
    /** The vendor's login: a licensed vendor's for a renewal, an applicant's for a first licence. */
    vendorUserId: uuid('vendor_user_id')
      .notNull()
      .references(() => users.id),
    /** `renewal`, or `new`: a first licence, with the applicant's name and address. */
    requestKind: text('request_kind').notNull().default('renewal'),
    applicantName: text('applicant_name'),
    applicantAddress: text('applicant_address'),
    depotSroCode: text('depot_sro_code').notNull(),
    kinds: jsonb('kinds').$type<string[]>().notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    /** `requested`, `approved` or `rejected`. */
    status: text('status').notNull(),
    remarks: text('remarks'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionRemarks: text('decision_remarks'),
  },
  (table) => [index('stamp_licence_requests_depot_idx').on(table.depotSroCode, table.status), index('stamp_licence_requests_vendor_idx').on(table.vendorUserId)],
);

/** A vendor's indent for stamps, paid by challan and issued by the depot. */
export const stampIndents = pgTable(
  'stamp_indents',
  {
    /** `IND-2026-000001`: one gapless series a year. */
    id: text('id').primaryKey(),
    vendorUserId: uuid('vendor_user_id')
      .notNull()
      .references(() => users.id),
    depotSroCode: text('depot_sro_code').notNull(),
    status: text('status').notNull(),
    lines: jsonb('lines').$type<{ kind: string; denomination: number; quantity: number; issued: number }[]>().notNull(),
    faceValueRupees: bigint('face_value_rupees', { mode: 'number' }).notNull(),
    commissionRupees: bigint('commission_rupees', { mode: 'number' }).notNull(),
    payableRupees: bigint('payable_rupees', { mode: 'number' }).notNull(),
    /** The challan: the payment order that paid it. */
    challanNumber: text('challan_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stamp_indents_vendor_idx').on(table.vendorUserId, table.createdAt), index('stamp_indents_depot_idx').on(table.depotSroCode, table.status)],
);

/** Every step of an indent: who, when, why, in the step's transaction. */
export const stampIndentEvents = pgTable(
  'stamp_indent_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    indentId: text('indent_id')
      .notNull()
      .references(() => stampIndents.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    step: text('step').notNull(),
    actor: text('actor').notNull(),
    remarks: text('remarks'),
  },
  (table) => [index('stamp_indent_events_indent_idx').on(table.indentId, table.id)],
);

/** Sales of stamps to the public, as the vendor's sale register records them. */
export const stampSales = pgTable(
  'stamp_sales',
  {
    /** `SALE-2026-000001`: one gapless series a year. */
    id: text('id').primaryKey(),
    vendorUserId: uuid('vendor_user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    denomination: integer('denomination').notNull(),
    quantity: integer('quantity').notNull(),
    amountRupees: bigint('amount_rupees', { mode: 'number' }).notNull(),
    purchaserName: text('purchaser_name').notNull(),
    relationType: text('relation_type').notNull(),
    relationName: text('relation_name').notNull(),
    address: text('address').notNull(),
    onBehalfOf: text('on_behalf_of'),
    purpose: text('purpose').notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stamp_sales_vendor_idx').on(table.vendorUserId, table.soldAt)],
);

/**
 * Every stamp paper by its serial, from the depot to the document it was used
 * on. Its movements are its own columns, so a vendor's stock register is
 * counted from them and never typed in.
 */
export const stampPapers = pgTable(
  'stamp_papers',
  {
    serial: text('serial').primaryKey(),
    kind: text('kind').notNull(),
    denomination: integer('denomination').notNull(),
    depotSroCode: text('depot_sro_code').notNull(),
    /** `depot`, `vendor`, `sold`, `spoilt`, `used` or `returned`. */
    status: text('status').notNull(),
    vendorUserId: uuid('vendor_user_id').references(() => users.id),
    indentId: text('indent_id').references(() => stampIndents.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    saleId: text('sale_id').references(() => stampSales.id),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    spoiltAt: timestamp('spoilt_at', { withTimezone: true }),
    spoiltReason: text('spoilt_reason'),
    /** Given back to the depot by the vendor, with the reason; such a paper is never issued again. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnReason: text('return_reason'),
    documentId: bigint('document_id', { mode: 'number' }).references(() => registerDocuments.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('stamp_papers_depot_idx').on(table.depotSroCode, table.kind, table.denomination, table.status, table.serial),
    index('stamp_papers_vendor_idx').on(table.vendorUserId, table.kind, table.denomination, table.status, table.serial),
  ],
);

/**
 * Registrations other than deeds — marriages, firms, societies — one row
 * each, made by a citizen signed in by mobile and decided by the kind's
 * registrar (decision 0017).
 */
export const registryEntries = pgTable(
  'registry_entries',
  {
    /** `REG-2026-000001`: one gapless series a year, across kinds. */
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    citizenId: uuid('citizen_id')
      .notNull()
      .references(() => citizenAccounts.id),
    sroCode: text('sro_code').notNull(),
    status: text('status').notNull(),
    /** What the entry is called (the couple, the firm, the society), kept beside the particulars for lists and search. */
    name: text('name').notNull().default(''),
    /** The name as compared for the one-name-a-district rule (`comparableName`). */
    nameKey: text('name_key').notNull().default(''),
    particulars: jsonb('particulars').$type<Record<string, unknown>>(),
    feeRupees: integer('fee_rupees').notNull(),
    paidRupees: bigint('paid_rupees', { mode: 'number' }).notNull().default(0),
    /** `HMR/07/2026/000001`: gapless per kind, district and year. */
    registrationNumber: text('registration_number'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** A special marriage's notice: the day it was published; objections run from it. */
    noticePublishedOn: date('notice_published_on', { mode: 'string' }),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('registry_entries_office_idx').on(table.kind, table.sroCode, table.status),
    index('registry_entries_citizen_idx').on(table.citizenId),
    index('registry_entries_name_idx').on(table.kind, table.nameKey),
    uniqueIndex('registry_entries_number_idx').on(table.registrationNumber),
  ],
);

/** Every step of a registration: who, when, why, in the step's transaction. */
export const registryEvents = pgTable(
  'registry_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => registryEntries.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    step: text('step').notNull(),
    actor: text('actor').notNull(),
    remarks: text('remarks'),
  },
  (table) => [index('registry_events_entry_idx').on(table.entryId, table.id)],
);

/** Later filings on a registered firm or society, each accepted (and entered in the register) or returned by its registrar. */
export const registryFilings = pgTable(
  'registry_filings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => registryEntries.id),
    filingKind: text('filing_kind').notNull(),
    particulars: jsonb('particulars').$type<Record<string, unknown>>().notNull(),
    /** `filed`, `accepted` or `returned`. */
    status: text('status').notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remarks: text('remarks'),
  },
  (table) => [index('registry_filings_entry_idx').on(table.entryId, table.id)],
);

/** Papers uploaded with a registration: kept under the upload folder by a random name, given back to the applicant and the registrar's office only. */
export const registryDocuments = pgTable(
  'registry_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: text('entry_id')
      .notNull()
      .references(() => registryEntries.id),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storedAs: text('stored_as').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('registry_documents_entry_idx').on(table.entryId)],
);

/** Objections to a special marriage's published notice, and the Marriage Officer's decision on each. */
export const registryObjections = pgTable(
  'registry_objections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => registryEntries.id),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    objectorName: text('objector_name').notNull(),
    objectorAddress: text('objector_address').notNull(),
    grounds: text('grounds').notNull(),
    /** `pending`, `upheld` or `dismissed`. */
    status: text('status').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionRemarks: text('decision_remarks'),
  },
  (table) => [index('registry_objections_entry_idx').on(table.entryId, table.id)],
);

/** The notaries the department lists (Notaries Act 1952), kept by District Registrars for their districts; the header's notice is written from it. */
export const notaries = pgTable(
  'notaries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registrationNumber: text('registration_number').notNull(),
    name: text('name').notNull(),
    districtCode: text('district_code').notNull(),
    address: text('address').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('notaries_number_idx').on(table.registrationNumber), index('notaries_district_idx').on(table.districtCode, table.name)],
);

/** Grievances about the department's service, received at an office or online, and what was done about each. */
export const grievances = pgTable(
  'grievances',
  {
    /** `GRV-2026-000001`: one gapless series a year. */
    id: text('id').primaryKey(),
    sroCode: text('sro_code').notNull(),
    category: text('category').notNull(),
    complainantName: text('complainant_name').notNull(),
    mobileEncrypted: text('mobile_encrypted').notNull(),
    mobileLast4: text('mobile_last4').notNull(),
    description: text('description').notNull(),
    /** `counter`, `post`, `phone` or `online`. */
    receivedThrough: text('received_through').notNull(),
    /** `open`, `in-progress`, `resolved` or `rejected`. */
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('grievances_office_status_idx').on(table.sroCode, table.status, table.receivedAt)],
);

/** Every step on a grievance: who, when, what was said, in the step's transaction. */
export const grievanceEvents = pgTable(
  'grievance_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    grievanceId: text('grievance_id')
      .notNull()
      .references(() => grievances.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    remarks: text('remarks').notNull(),
  },
  (table) => [index('grievance_events_grievance_idx').on(table.grievanceId, table.id)],
);

/** Papers a complainant adds to a grievance (a receipt, a photograph, a letter), kept outside what the web server serves. */
export const grievanceAttachments = pgTable(
  'grievance_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grievanceId: text('grievance_id')
      .notNull()
      .references(() => grievances.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storedAs: text('stored_as').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client address a member of the public sent it from, for the daily quota of papers from one address; null for files before the quota. */
    uploadedFrom: text('uploaded_from'),
  },
  (table) => [index('grievance_attachments_grievance_idx').on(table.grievanceId), index('grievance_attachments_from_idx').on(table.uploadedFrom, table.uploadedAt)],
);

/** The revenue each office is to collect in a month, as the Commissioner's office sets it: the latest word, with who set it, when and why. */
export const revenueTargets = pgTable(
  'revenue_targets',
  {
    sroCode: text('sro_code').notNull(),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    targetRupees: bigint('target_rupees', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    setBy: uuid('set_by')
      .notNull()
      .references(() => users.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('revenue_targets_office_month_idx').on(table.sroCode, table.month)],
);

/** Corrections of the index of a registered document (a party's name, relation or address as indexed), each with what it was, who changed it and why. */
export const indexCorrections = pgTable(
  'index_corrections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => registerDocuments.id),
    partyId: bigint('party_id', { mode: 'number' })
      .notNull()
      .references(() => registerParties.id),
    /** The fields as they were and as they became. */
    before: jsonb('before').$type<Record<string, string>>().notNull(),
    after: jsonb('after').$type<Record<string, string>>().notNull(),
    reason: text('reason').notNull(),
    /** Who proposed it and when. */
    correctedBy: text('corrected_by').notNull(),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull().defaultNow(),
    /** `proposed`, then `approved` (the register changed) or `rejected` by a second officer above the proposer. */
    status: text('status').notNull().default('proposed'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionRemarks: text('decision_remarks').notNull().default(''),
  },
  (table) => [
    index('index_corrections_document_idx').on(table.documentId, table.id),
    // One proposal of a party awaits a decision at a time, however many officers propose at once.
    uniqueIndex('index_corrections_one_proposed_idx').on(table.partyId).where(sql`status = 'proposed'`),
  ],
);

/**
 * A request to mutate the land records, one per schedule of a registered
 * transfer: sent in the registering transaction to the revenue department
 * (agricultural land) or the local body (sites and flats), and decided by
 * them, who report the outcome through their signed machine interface.
 */
export const mutationRequests = pgTable(
  'mutation_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `MR-701-1234-2026-1`: the office, document number, year and schedule. */
    requestNumber: text('request_number').notNull().unique(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => registerDocuments.id),
    scheduleNumber: integer('schedule_number').notNull(),
    /** Copied from the document so the reports filter without a join. */
    sroCode: text('sro_code').notNull(),
    /** `rural` (the revenue department) or `urban` (the local body). */
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** `sent`, then `mutated` or `rejected` as the other side reports, or `withdrawn` when the document is cancelled first. */
    status: text('status').notNull().default('sent'),
    decidedOn: date('decided_on', { mode: 'string' }),
    orderNumber: text('order_number'),
    remarks: text('remarks').notNull().default(''),
    /** The partner system that reported the outcome, and when it did. */
    reportedBy: text('reported_by'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (table) => [
    index('mutation_requests_office_sent_idx').on(table.sroCode, table.sentAt),
    // A partner reads the requests of its kind still to decide, in the order sent.
    index('mutation_requests_kind_status_idx').on(table.kind, table.status, table.id),
    index('mutation_requests_document_idx').on(table.documentId),
    check('mutation_requests_kind_check', sql`kind in ('rural', 'urban')`),
    check('mutation_requests_status_check', sql`status in ('sent', 'mutated', 'rejected', 'withdrawn')`),
  ],
);

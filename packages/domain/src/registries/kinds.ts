import type { BilingualText } from '../i18n/index.ts';
import { TEXT_LIMITS } from '../validation/index.ts';

/**
 * The registrations the department keeps besides deeds: marriages, firms and
 * societies. Each is defined once here — its law, its registrar, its fee, its
 * particulars field by field — and the citizen's form, the server's checks,
 * the registrar's page and the certificate are all drawn from the definition.
 */
export const REGISTRY_KINDS = ['hindu-marriage', 'special-marriage', 'firm', 'society', 'chit'] as const;
export type RegistryKind = (typeof REGISTRY_KINDS)[number];

/** `rupees` and `count`: whole numbers typed as digits, kept as text like every other field. */
export type FieldType = 'text' | 'longText' | 'date' | 'choice' | 'rupees' | 'count';

export interface FieldDefinition {
  readonly name: string;
  readonly label: BilingualText;
  readonly type: FieldType;
  /** Longest text allowed. */
  readonly max?: number;
  readonly options?: readonly { readonly code: string; readonly label: BilingualText }[];
  readonly optional?: boolean;
  /** For `rupees` and `count`: the least and most allowed. */
  readonly range?: { readonly min: number; readonly max: number };
}

export interface SectionDefinition {
  readonly key: string;
  readonly title: BilingualText;
  readonly fields: readonly FieldDefinition[];
  /** A list of like entries (witnesses, partners, members), with how many the law asks for. */
  readonly repeat?: { readonly min: number; readonly max: number; readonly item: BilingualText };
}

/** Who decides an entry: the office where it was made (Marriage Registrar) or the District Registrar over it (Registrar of Firms, of Societies). */
export type RegistrarLevel = 'office' | 'district';

/**
 * A later filing on a registered entry (a change in a firm's partners, its
 * dissolution, a society's annual list), made by one of its members and
 * accepted or returned by the same registrar; accepted, it changes the
 * register as its effect says.
 */
export interface FilingDefinition {
  readonly kind: string;
  readonly title: BilingualText;
  readonly sections: readonly SectionDefinition[];
  /** `replace`: the section of the same key takes the filing's place in the register; `merge`: its fields overwrite those of `into`; `dissolve`: the entry ends. */
  readonly effect: { readonly type: 'replace'; readonly section: string } | { readonly type: 'merge'; readonly section: string; readonly into: string } | { readonly type: 'dissolve' } | { readonly type: 'record' };
}

export interface RegistryKindDefinition {
  readonly kind: RegistryKind;
  readonly title: BilingualText;
  readonly act: BilingualText;
  readonly registrar: RegistrarLevel;
  readonly registrarTitle: BilingualText;
  /** The fee, a rate that is data (decision 0017 gives its source). */
  readonly feeRupees: number;
  /** The registration number's prefix: `HMR/07/2026/000001`. */
  readonly numberPrefix: string;
  readonly certificateTitle: BilingualText;
  readonly sections: readonly SectionDefinition[];
  /** The staff menu page that lists this kind's entries for the registrar. */
  readonly staffPageId: 'hinduMarriages' | 'specialMarriages' | 'firms' | 'societies' | 'chits';
  /** Registered entries of this kind are open to a public search by name, and no two in a district may share a name. */
  readonly publicSearch: boolean;
  /** Where the entry's own name is entered (`firm.name`), for lists, search and the one-name-a-district rule. */
  readonly nameField?: { readonly section: string; readonly field: string };
  /** The section (a list, or one person) whose members make later filings: a firm's partners, a society's governing body, a chit's foreman. */
  readonly members?: string;
  readonly filings: readonly FilingDefinition[];
  /** The papers uploaded with the application (PDF, JPEG or PNG); the required ones before it can be submitted. */
  readonly documents: readonly RegistryDocumentDefinition[];
}

export interface RegistryDocumentDefinition {
  readonly kind: string;
  readonly label: BilingualText;
  readonly required: boolean;
}

const t = (en: string, te: string): BilingualText => ({ en, te });
const field = (name: string, type: FieldType, en: string, te: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name,
  type,
  label: t(en, te),
  ...(type === 'text' ? { max: TEXT_LIMITS.name } : type === 'longText' ? { max: TEXT_LIMITS.address } : {}),
  ...extra,
});

export const RELIGIONS = [
  { code: 'hindu', label: t('Hindu', 'హిందూ') },
  { code: 'buddhist', label: t('Buddhist', 'బౌద్ధ') },
  { code: 'jain', label: t('Jain', 'జైన') },
  { code: 'sikh', label: t('Sikh', 'సిక్కు') },
  { code: 'muslim', label: t('Muslim', 'ముస్లిం') },
  { code: 'christian', label: t('Christian', 'క్రైస్తవ') },
  { code: 'parsi', label: t('Parsi', 'పార్సీ') },
  { code: 'other', label: t('Other or none', 'ఇతర లేదా ఏదీ లేదు') },
] as const;

/** The Hindu Marriage Act applies to Hindus, Buddhists, Jains and Sikhs (s.2). */
export const HINDU_MARRIAGE_RELIGIONS: readonly string[] = ['hindu', 'buddhist', 'jain', 'sikh'];

function spouse(key: 'bride' | 'groom', en: string, te: string, religions: readonly { code: string; label: BilingualText }[]): SectionDefinition {
  return {
    key,
    title: t(en, te),
    fields: [
      field('name', 'text', 'Full name', 'పూర్తి పేరు'),
      field('dateOfBirth', 'date', 'Date of birth', 'పుట్టిన తేదీ'),
      field('religion', 'choice', 'Religion', 'మతం', { options: religions }),
      field('fatherName', 'text', "Father's name", 'తండ్రి పేరు'),
      field('motherName', 'text', "Mother's name", 'తల్లి పేరు'),
      field('address', 'longText', 'Permanent address', 'శాశ్వత చిరునామా'),
    ],
  };
}

const witnesses: SectionDefinition = {
  key: 'witnesses',
  title: t('Witnesses', 'సాక్షులు'),
  repeat: { min: 3, max: 3, item: t('Witness', 'సాక్షి') },
  fields: [field('name', 'text', 'Full name', 'పూర్తి పేరు'), field('address', 'longText', 'Address', 'చిరునామా')],
};

const MARRIAGE_PLACE = field('marriagePlace', 'longText', 'Place of marriage', 'వివాహ స్థలం');

const paper = (kind: string, en: string, te: string, required = true): RegistryDocumentDefinition => ({ kind, label: t(en, te), required });
const COUPLE_PAPERS = [
  paper('photo', 'A photograph of the couple together', 'దంపతుల ఉమ్మడి ఫోటో'),
  paper('age-proof-bride', "Proof of the bride's age (birth certificate, school record or passport)", 'వధువు వయస్సు రుజువు (జనన ధృవీకరణ, పాఠశాల రికార్డు లేదా పాస్‌పోర్ట్)'),
  paper('age-proof-groom', "Proof of the bridegroom's age", 'వరుడి వయస్సు రుజువు'),
];

/** Who files and from when the change holds: the first section of every filing. */
function filingHeader(memberEn: string, memberTe: string, effectiveEn: string, effectiveTe: string): SectionDefinition {
  return {
    key: 'filing',
    title: t('The filing', 'దాఖలు'),
    fields: [field('filedBy', 'text', memberEn, memberTe), field('effectiveOn', 'date', effectiveEn, effectiveTe)],
  };
}

const PARTNERS: SectionDefinition = {
  key: 'partners',
  title: t('Partners', 'భాగస్వాములు'),
  repeat: { min: 2, max: 20, item: t('Partner', 'భాగస్వామి') },
  fields: [field('name', 'text', 'Full name', 'పూర్తి పేరు'), field('address', 'longText', 'Permanent address', 'శాశ్వత చిరునామా'), field('joinedOn', 'date', 'Date of joining the firm', 'సంస్థలో చేరిన తేదీ')],
};

const GOVERNING_BODY: SectionDefinition = {
  key: 'governingBody',
  title: t('Governing body', 'పాలక మండలి'),
  // The Act asks for at least seven members to subscribe to the memorandum.
  repeat: { min: 7, max: 25, item: t('Member', 'సభ్యుడు') },
  fields: [
    field('name', 'text', 'Full name', 'పూర్తి పేరు'),
    field('designation', 'text', 'Office held (President, Secretary, Member …)', 'పదవి (అధ్యక్షుడు, కార్యదర్శి, సభ్యుడు …)'),
    field('address', 'longText', 'Address', 'చిరునామా'),
  ],
};

const PARTNER_FILING = filingHeader('Name of the partner filing (as registered)', 'దాఖలు చేస్తున్న భాగస్వామి పేరు (నమోదైనట్లు)', 'Date the change took effect', 'మార్పు అమలులోకి వచ్చిన తేదీ');
const MEMBER_FILING = filingHeader('Name of the governing body member filing (as registered)', 'దాఖలు చేస్తున్న పాలక మండలి సభ్యుని పేరు (నమోదైనట్లు)', 'Date of the general body meeting', 'సర్వసభ్య సమావేశ తేదీ');

export const REGISTRY_DEFINITIONS: Record<RegistryKind, RegistryKindDefinition> = {
  'hindu-marriage': {
    kind: 'hindu-marriage',
    title: t('Hindu marriage registration', 'హిందూ వివాహ రిజిస్ట్రేషన్'),
    act: t('Hindu Marriage Act 1955, s.8, and the state\'s registration rules', 'హిందూ వివాహ చట్టం 1955, సె.8, మరియు రాష్ట్ర రిజిస్ట్రేషన్ నియమాలు'),
    registrar: 'office',
    registrarTitle: t('Marriage Registrar (Sub-Registrar)', 'వివాహ రిజిస్ట్రార్ (సబ్-రిజిస్ట్రార్)'),
    feeRupees: 500,
    numberPrefix: 'HMR',
    certificateTitle: t('Certificate of Hindu Marriage', 'హిందూ వివాహ ధృవీకరణ పత్రం'),
    staffPageId: 'hinduMarriages',
    publicSearch: false,
    filings: [],
    documents: [
      ...COUPLE_PAPERS,
      paper('marriage-proof', 'Proof of the marriage (invitation card, or the temple\'s or priest\'s certificate)', 'వివాహ రుజువు (ఆహ్వాన పత్రిక, లేదా ఆలయ లేదా పురోహితుని ధృవీకరణ)'),
      paper('residence-proof', 'Proof of residence of either party', 'ఏదైనా పక్షం నివాస రుజువు', false),
    ],
    sections: [
      spouse('bride', 'Bride', 'వధువు', RELIGIONS.filter((religion) => HINDU_MARRIAGE_RELIGIONS.includes(religion.code))),
      spouse('groom', 'Bridegroom', 'వరుడు', RELIGIONS.filter((religion) => HINDU_MARRIAGE_RELIGIONS.includes(religion.code))),
      { key: 'marriage', title: t('The marriage', 'వివాహం'), fields: [field('marriageDate', 'date', 'Date of marriage', 'వివాహ తేదీ'), MARRIAGE_PLACE] },
      witnesses,
    ],
  },
  'special-marriage': {
    kind: 'special-marriage',
    title: t('Special marriage (notice and registration)', 'ప్రత్యేక వివాహం (నోటీసు మరియు రిజిస్ట్రేషన్)'),
    act: t('Special Marriage Act 1954, s.5–16', 'ప్రత్యేక వివాహ చట్టం 1954, సె.5–16'),
    registrar: 'office',
    registrarTitle: t('Marriage Officer', 'వివాహ అధికారి'),
    feeRupees: 1000,
    numberPrefix: 'SMR',
    certificateTitle: t('Certificate of Marriage (Special Marriage Act)', 'వివాహ ధృవీకరణ పత్రం (ప్రత్యేక వివాహ చట్టం)'),
    staffPageId: 'specialMarriages',
    publicSearch: false,
    filings: [],
    documents: [...COUPLE_PAPERS, paper('residence-proof', 'Proof that one party has lived in the district for 30 days', 'ఒక పక్షం జిల్లాలో 30 రోజులు నివసించినట్లు రుజువు')],
    sections: [
      spouse('bride', 'Bride', 'వధువు', RELIGIONS),
      spouse('groom', 'Bridegroom', 'వరుడు', RELIGIONS),
      {
        key: 'residence',
        title: t('Residence in the district', 'జిల్లాలో నివాసం'),
        fields: [
          field('party', 'choice', 'The party who lives in this office\'s district', 'ఈ కార్యాలయ జిల్లాలో నివసించే పక్షం', {
            options: [
              { code: 'bride', label: t('Bride', 'వధువు') },
              { code: 'groom', label: t('Bridegroom', 'వరుడు') },
            ],
          }),
          field('since', 'date', 'Living there since', 'అక్కడ నివసిస్తున్నది ఎప్పటి నుండి'),
          field('address', 'longText', 'Address there', 'అక్కడి చిరునామా'),
        ],
      },
      witnesses,
    ],
  },
  firm: {
    kind: 'firm',
    title: t('Registration of a firm', 'సంస్థ (ఫర్మ్) రిజిస్ట్రేషన్'),
    act: t('Indian Partnership Act 1932, s.58–59', 'భారత భాగస్వామ్య చట్టం 1932, సె.58–59'),
    registrar: 'district',
    registrarTitle: t('Registrar of Firms (District Registrar)', 'సంస్థల రిజిస్ట్రార్ (జిల్లా రిజిస్ట్రార్)'),
    feeRupees: 500,
    numberPrefix: 'FIRM',
    certificateTitle: t('Acknowledgement of Registration of a Firm (Form A)', 'సంస్థ రిజిస్ట్రేషన్ ధృవీకరణ (ఫారం ఎ)'),
    staffPageId: 'firms',
    publicSearch: true,
    nameField: { section: 'firm', field: 'name' },
    members: 'partners',
    documents: [paper('partnership-deed', 'The partnership deed', 'భాగస్వామ్య దస్తావేజు'), paper('place-proof', 'Proof of the principal place of business', 'ప్రధాన వ్యాపార స్థలం రుజువు', false)],
    filings: [
      { kind: 'partners-changed', title: t('Change in the partners (s.63)', 'భాగస్వాములలో మార్పు (సె.63)'), sections: [PARTNER_FILING, PARTNERS], effect: { type: 'replace', section: 'partners' } },
      {
        kind: 'places-changed',
        title: t('Change in the places of business (s.61)', 'వ్యాపార స్థలాలలో మార్పు (సె.61)'),
        sections: [
          PARTNER_FILING,
          {
            key: 'places',
            title: t('Places of business after the change', 'మార్పు తర్వాత వ్యాపార స్థలాలు'),
            fields: [field('principalPlace', 'longText', 'Principal place of business', 'ప్రధాన వ్యాపార స్థలం'), field('otherPlaces', 'longText', 'Other places of business', 'ఇతర వ్యాపార స్థలాలు', { optional: true })],
          },
        ],
        effect: { type: 'merge', section: 'places', into: 'firm' },
      },
      { kind: 'dissolved', title: t('Dissolution of the firm (s.63)', 'సంస్థ రద్దు (సె.63)'), sections: [filingHeader('Name of the partner filing (as registered)', 'దాఖలు చేస్తున్న భాగస్వామి పేరు (నమోదైనట్లు)', 'Date of dissolution', 'రద్దు తేదీ')], effect: { type: 'dissolve' } },
    ],
    sections: [
      {
        key: 'firm',
        title: t('The firm', 'సంస్థ'),
        fields: [
          field('name', 'text', 'Name of the firm', 'సంస్థ పేరు'),
          field('principalPlace', 'longText', 'Principal place of business', 'ప్రధాన వ్యాపార స్థలం'),
          field('otherPlaces', 'longText', 'Other places of business', 'ఇతర వ్యాపార స్థలాలు', { optional: true }),
          field('business', 'text', 'Nature of business', 'వ్యాపార స్వభావం'),
          field('commencedOn', 'date', 'Date of commencement', 'ప్రారంభ తేదీ'),
          field('duration', 'choice', 'Duration', 'కాల వ్యవధి', {
            options: [
              { code: 'at-will', label: t('Partnership at will', 'ఇష్టానుసార భాగస్వామ్యం') },
              { code: 'fixed', label: t('For a fixed period', 'నిర్ణీత కాలానికి') },
            ],
          }),
        ],
      },
      PARTNERS,
    ],
  },
  society: {
    kind: 'society',
    title: t('Registration of a society', 'సంఘం రిజిస్ట్రేషన్'),
    act: t('Andhra Pradesh Societies Registration Act 2001, s.3–9', 'ఆంధ్రప్రదేశ్ సంఘాల రిజిస్ట్రేషన్ చట్టం 2001, సె.3–9'),
    registrar: 'district',
    registrarTitle: t('Registrar of Societies (District Registrar)', 'సంఘాల రిజిస్ట్రార్ (జిల్లా రిజిస్ట్రార్)'),
    feeRupees: 500,
    numberPrefix: 'SOC',
    certificateTitle: t('Certificate of Registration of a Society', 'సంఘం రిజిస్ట్రేషన్ ధృవీకరణ పత్రం'),
    staffPageId: 'societies',
    publicSearch: true,
    nameField: { section: 'society', field: 'name' },
    members: 'governingBody',
    documents: [paper('memorandum', 'The memorandum of association, signed by the members', 'సభ్యులు సంతకం చేసిన సంఘ మెమోరాండం'), paper('bye-laws', 'The bye-laws', 'బై-లాలు')],
    filings: [
      { kind: 'annual-list', title: t('Annual list of the governing body (s.9)', 'పాలక మండలి వార్షిక జాబితా (సె.9)'), sections: [MEMBER_FILING, GOVERNING_BODY], effect: { type: 'replace', section: 'governingBody' } },
      {
        kind: 'amendment',
        title: t('Amendment of the memorandum or bye-laws (s.8)', 'మెమోరాండం లేదా బై-లాల సవరణ (సె.8)'),
        sections: [MEMBER_FILING, { key: 'amendment', title: t('The amendment', 'సవరణ'), fields: [field('text', 'longText', 'The amendment as resolved', 'తీర్మానించిన సవరణ', { max: TEXT_LIMITS.remarks })] }],
        effect: { type: 'record' },
      },
    ],
    sections: [
      {
        key: 'society',
        title: t('The society', 'సంఘం'),
        fields: [
          field('name', 'text', 'Name of the society', 'సంఘం పేరు'),
          field('office', 'longText', 'Address of the registered office', 'నమోదిత కార్యాలయ చిరునామా'),
          field('objects', 'longText', 'Objects of the society (from the memorandum)', 'సంఘం లక్ష్యాలు (మెమోరాండం నుండి)', { max: TEXT_LIMITS.remarks }),
          field('formedOn', 'date', 'Date the memorandum was signed', 'మెమోరాండంపై సంతకం చేసిన తేదీ'),
        ],
      },
      GOVERNING_BODY,
    ],
  },
  chit: {
    kind: 'chit',
    title: t('Sanction and registration of a chit', 'చిట్టీ మంజూరు మరియు రిజిస్ట్రేషన్'),
    act: t('Chit Funds Act 1982, s.4–9 and s.20', 'చిట్ ఫండ్స్ చట్టం 1982, సె.4–9 మరియు సె.20'),
    registrar: 'district',
    registrarTitle: t('Registrar of Chits (District Registrar)', 'చిట్టీల రిజిస్ట్రార్ (జిల్లా రిజిస్ట్రార్)'),
    feeRupees: 1000,
    numberPrefix: 'CHIT',
    certificateTitle: t('Sanction and Registration of a Chit', 'చిట్టీ మంజూరు మరియు రిజిస్ట్రేషన్ పత్రం'),
    staffPageId: 'chits',
    publicSearch: false,
    nameField: { section: 'chit', field: 'groupName' },
    members: 'foreman',
    documents: [paper('security-receipt', "The bank's receipt for the security deposited", 'జమ చేసిన సెక్యూరిటీకి బ్యాంకు రసీదు'), paper('draft-agreement', 'The draft chit agreement', 'చిట్టీ ఒప్పంద ముసాయిదా')],
    sections: [
      {
        key: 'foreman',
        title: t('The foreman', 'ఫోర్‌మన్'),
        fields: [field('name', 'text', 'Name of the foreman (person or company)', 'ఫోర్‌మన్ పేరు (వ్యక్తి లేదా సంస్థ)'), field('address', 'longText', 'Registered address', 'నమోదిత చిరునామా')],
      },
      {
        key: 'chit',
        title: t('The chit', 'చిట్టీ'),
        fields: [
          field('groupName', 'text', 'Name of the chit group', 'చిట్టీ గ్రూపు పేరు'),
          field('chitValue', 'rupees', 'Chit amount (₹)', 'చిట్టీ మొత్తం (₹)', { range: { min: 10_000, max: 10_00_00_000 } }),
          field('instalments', 'count', 'Number of instalments (months)', 'వాయిదాల సంఖ్య (నెలలు)', { range: { min: 5, max: 120 } }),
          field('subscribers', 'count', 'Number of subscribers (tickets)', 'చందాదారుల సంఖ్య (టికెట్లు)', { range: { min: 5, max: 120 } }),
          field('commencesOn', 'date', 'Date the chit is to begin', 'చిట్టీ ప్రారంభ తేదీ'),
        ],
      },
      {
        key: 'security',
        title: t('Security given by the foreman (s.20)', 'ఫోర్‌మన్ ఇచ్చిన సెక్యూరిటీ (సె.20)'),
        fields: [field('amount', 'rupees', 'Security deposited (₹)', 'జమ చేసిన సెక్యూరిటీ (₹)', { range: { min: 10_000, max: 10_00_00_000 } }), field('bank', 'text', 'Bank and branch where deposited', 'జమ చేసిన బ్యాంకు మరియు శాఖ')],
      },
    ],
    filings: [
      {
        kind: 'agreement',
        title: t('Chit agreement, with the subscribers (s.9)', 'చిట్టీ ఒప్పందం, చందాదారులతో (సె.9)'),
        sections: [
          filingHeader('Name of the foreman filing', 'దాఖలు చేస్తున్న ఫోర్‌మన్ పేరు', 'Date the agreement was signed', 'ఒప్పందంపై సంతకం చేసిన తేదీ'),
          {
            key: 'subscribers',
            title: t('Subscribers', 'చందాదారులు'),
            repeat: { min: 5, max: 120, item: t('Subscriber', 'చందాదారు') },
            fields: [field('ticket', 'count', 'Ticket number', 'టికెట్ నంబర్', { range: { min: 1, max: 120 } }), field('name', 'text', 'Name', 'పేరు'), field('address', 'longText', 'Address', 'చిరునామా')],
          },
        ],
        effect: { type: 'record' },
      },
      {
        kind: 'auction-return',
        title: t('Return of an auction (s.24)', 'వేలం వివరాల రిటర్న్ (సె.24)'),
        sections: [
          filingHeader('Name of the foreman filing', 'దాఖలు చేస్తున్న ఫోర్‌మన్ పేరు', 'Date of the auction', 'వేలం తేదీ'),
          {
            key: 'auction',
            title: t('The auction', 'వేలం'),
            fields: [
              field('instalment', 'count', 'Instalment number', 'వాయిదా సంఖ్య', { range: { min: 1, max: 120 } }),
              field('ticket', 'count', "Prized subscriber's ticket", 'బహుమతి పొందిన చందాదారు టికెట్', { range: { min: 1, max: 120 } }),
              field('discount', 'rupees', 'Discount bid (₹)', 'వేలంలో వదులుకున్న మొత్తం (₹)', { range: { min: 0, max: 10_00_00_000 } }),
            ],
          },
        ],
        effect: { type: 'record' },
      },
    ],
  },
};

/** The most a prized subscriber may give up in an auction: forty per cent of the chit amount (s.13(1)(b)). */
export const CHIT_MAXIMUM_DISCOUNT_SHARE = 0.4;

/** The youngest a bride and a bridegroom may be on the day of the marriage (HMA s.5(iii), SMA s.4(c)). */
export const MARRIAGE_MINIMUM_AGE = { bride: 18, groom: 21 } as const;

/** A special marriage's notice stands for objections this many days (SMA s.6–7), and lapses if the marriage is not solemnised within three months of it (s.16). */
export const SPECIAL_MARRIAGE_OBJECTION_DAYS = 30;
export const SPECIAL_MARRIAGE_NOTICE_LAPSES_DAYS = 90;
/** One party must have lived in the Marriage Officer's district for at least this many days before the notice (s.5). */
export const SPECIAL_MARRIAGE_RESIDENCE_DAYS = 30;

/** The kinds whose parties appear before the registrar at a slot: the marriages. */
export const APPOINTMENT_KINDS: readonly RegistryKind[] = ['hindu-marriage', 'special-marriage'];

export function isRegistryKind(value: string): value is RegistryKind {
  return (REGISTRY_KINDS as readonly string[]).includes(value);
}

export function findFiling(kind: RegistryKind, filingKind: string): FilingDefinition | undefined {
  return REGISTRY_DEFINITIONS[kind].filings.find((filing) => filing.kind === filingKind);
}

/** The staff menu page of a kind, and back. */
export function registryKindOfPage(pageId: string): RegistryKind | undefined {
  return REGISTRY_KINDS.find((kind) => REGISTRY_DEFINITIONS[kind].staffPageId === pageId);
}

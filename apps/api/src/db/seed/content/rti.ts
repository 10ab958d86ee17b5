import type { BilingualText } from '@igrs/domain';
import type { DocumentTable } from '../files.ts';
import { dated, pdf, type SeedItem, type SeedList } from './types.ts';

interface Disclosure {
  date: string;
  manual: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  paragraphs: string[];
  table?: DocumentTable;
}

interface AnnualReturn {
  year: string;
  date: string;
  received: number;
  carriedOver: number;
  disposed: number;
  rejected: number;
  firstAppeals: number;
  feeCollected: number;
}

const disclosures: Disclosure[] = [
  {
    date: '2024-04-01',
    manual: 'Manual 1',
    slug: 'organisation-functions-and-duties',
    title: { en: 'Manual 1: Particulars of organisation, functions and duties', te: 'మాన్యువల్ 1: సంస్థ వివరాలు, విధులు మరియు బాధ్యతలు' },
    summary: {
      en: 'The structure of the department, its offices and the functions it performs under the Acts it administers.',
      te: 'శాఖ నిర్మాణం, దాని కార్యాలయాలు మరియు అది అమలు చేసే చట్టాల కింద నిర్వర్తించే విధులు.',
    },
    paragraphs: [
      'The Registration & Stamps Department is headed by the Commissioner & Inspector General of Registration and Stamps. The department has its head office at Amaravati, six zonal offices under Deputy Inspectors General, District Registrar offices in every registration district and Sub-Registrar Offices throughout the State.',
      'Its functions are the registration of documents under the Registration Act, 1908; the levy and collection of stamp duty under the Indian Stamp Act, 1899; the registration of marriages, partnership firms, societies and chit funds; and the fixing of market values of properties.',
      'The offices are open to the public from 10.30 a.m. to 5.00 p.m. on working days.',
    ],
  },
  {
    date: '2024-04-01',
    manual: 'Manual 2',
    slug: 'powers-and-duties-of-officers',
    title: { en: 'Manual 2: Powers and duties of officers and employees', te: 'మాన్యువల్ 2: అధికారులు మరియు ఉద్యోగుల అధికారాలు, బాధ్యతలు' },
    summary: {
      en: 'The statutory and administrative powers of each rank of officer, from the Commissioner to the Sub-Registrar.',
      te: 'కమిషనర్ నుండి సబ్ రిజిస్ట్రార్ వరకు ప్రతి హోదా అధికారి చట్టబద్ధమైన మరియు పరిపాలనా అధికారాలు.',
    },
    paragraphs: ['The powers and duties of the principal officers of the department are summarised below.'],
    table: {
      columns: ['Officer', 'Principal powers and duties'],
      rows: [
        ['Commissioner & Inspector General', 'Superintendence of all registration offices; rules under Section 69 of the Registration Act; revision under the Stamp Act'],
        ['Deputy Inspector General', 'Inspection of offices in the zone; appeals; disciplinary control over ministerial staff'],
        ['District Registrar', 'Appeals against refusal by Sub-Registrars; condonation of delay; adjudication and impounding under the Stamp Act; Marriage Officer; Registrar of Firms and Societies'],
        ['Sub-Registrar', 'Registration of documents; issue of encumbrance certificates and certified copies; Registrar of Hindu Marriages'],
        ['Senior and Junior Assistants', 'Scrutiny of documents, data entry, indexing, accounts and correspondence'],
      ],
    },
  },
  {
    date: '2023-04-03',
    manual: 'Manuals 3 and 4',
    slug: 'decision-making-and-norms',
    title: { en: 'Manuals 3 and 4: Procedure for decision-making and norms for functions', te: 'మాన్యువల్స్ 3 మరియు 4: నిర్ణయాల విధానం మరియు విధుల ప్రమాణాలు' },
    summary: {
      en: 'How decisions are taken and supervised, and the time standards for registration, certificates and copies.',
      te: 'నిర్ణయాలు ఎలా తీసుకుంటారు, ఎలా పర్యవేక్షిస్తారు; రిజిస్ట్రేషన్, ధృవీకరణ పత్రాలు, నకళ్లకు సమయ ప్రమాణాలు.',
    },
    paragraphs: [
      'Documents are examined and registered by the Sub-Registrar in the order of the slots booked. Refusals are made by written order with reasons, and appeals lie to the District Registrar. Files at the head office move through the section, the Assistant Inspector General and the Additional Inspector General to the Commissioner.',
    ],
    table: {
      columns: ['Service', 'Time standard'],
      rows: [
        ['Registration of a document presented in the booked slot', 'Same day'],
        ['Return of the registered document', 'Same day'],
        ['Encumbrance certificate for the computerised period', 'Same day'],
        ['Certified copy', '1 working day'],
        ['Registration of a Hindu marriage', 'Same day'],
        ['Registration of a partnership firm', '7 working days'],
        ['Registration of a society', '15 working days'],
      ],
    },
  },
  {
    date: '2023-04-03',
    manual: 'Manuals 5 and 6',
    slug: 'rules-manuals-and-records',
    title: { en: 'Manuals 5 and 6: Rules and manuals used, and categories of records held', te: 'మాన్యువల్స్ 5 మరియు 6: వినియోగించే నియమాలు, మాన్యువల్స్ మరియు రికార్డుల వర్గాలు' },
    summary: {
      en: 'The Acts, rules and standing orders applied by the department, and the books and registers kept at its offices.',
      te: 'శాఖ అమలు చేసే చట్టాలు, నియమాలు, స్థాయీ ఉత్తర్వులు; కార్యాలయాల్లో నిర్వహించే పుస్తకాలు, రిజిస్టర్లు.',
    },
    paragraphs: [
      'The department applies the Registration Act, 1908, the Indian Stamp Act, 1899, the Transfer of Property Act, 1882, the Hindu Marriage Act, 1955, the Special Marriage Act, 1954, the Indian Partnership Act, 1932, the Andhra Pradesh Societies Registration Act, 2001, the Chit Funds Act, 1982, and the rules, standing orders and circulars made under them.',
    ],
    table: {
      columns: ['Record', 'Contents', 'Retention'],
      rows: [
        ['Book 1', 'Registered documents relating to immovable property', 'Permanent'],
        ['Book 3', 'Wills and authorities to adopt', 'Permanent'],
        ['Book 4', 'Other documents', 'Permanent'],
        ['Indexes I and II', 'Names of parties and particulars of properties', 'Permanent'],
        ['Hindu Marriage Register', 'Entries of registered marriages', 'Permanent'],
        ['Fee and accounts registers', 'Receipts and remittances', '10 years after audit'],
      ],
    },
  },
  {
    date: '2025-04-07',
    manual: 'Manuals 9 and 10',
    slug: 'directory-and-remuneration',
    title: { en: 'Manuals 9 and 10: Directory of offices and pay scales', te: 'మాన్యువల్స్ 9 మరియు 10: కార్యాలయాల డైరెక్టరీ మరియు వేతన స్కేళ్లు' },
    summary: {
      en: 'The contact details of the head office and zonal offices, and the scales of pay of each cadre.',
      te: 'ప్రధాన కార్యాలయం, జోనల్ కార్యాలయాల సంప్రదింపు వివరాలు, ప్రతి హోదా వేతన స్కేళ్లు.',
    },
    paragraphs: ['Help desk for all offices: 14544. The scales of pay below are those of the Revised Pay Scales, 2022.'],
    table: {
      columns: ['Cadre', 'Scale of pay (Rs.)'],
      rows: [
        ['Deputy Inspector General', '1,01,970 - 1,67,400'],
        ['District Registrar', '77,840 - 1,36,520'],
        ['Sub-Registrar Grade I', '61,960 - 1,51,370'],
        ['Sub-Registrar Grade II', '45,830 - 1,30,580'],
        ['Senior Assistant', '32,670 - 1,01,970'],
        ['Junior Assistant', '25,220 - 80,910'],
        ['Office Subordinate', '20,000 - 61,960'],
      ],
    },
  },
  {
    date: '2025-04-07',
    manual: 'Manual 11',
    slug: 'budget-allocation',
    title: { en: 'Manual 11: Budget allocated to the department, 2025-26', te: 'మాన్యువల్ 11: శాఖకు కేటాయించిన బడ్జెట్, 2025-26' },
    summary: {
      en: 'The budget estimates of the department by head of account, and the revenue target for the year.',
      te: 'పద్దుల వారీగా శాఖ బడ్జెట్ అంచనాలు, సంవత్సరపు ఆదాయ లక్ష్యం.',
    },
    paragraphs: ['Budget estimates for 2025-26 under the major head 2030 (Stamps and Registration).'],
    table: {
      columns: ['Head of account', 'Budget estimate (Rs. in lakh)'],
      rows: [
        ['Salaries', '41,250'],
        ['Office expenses', '2,860'],
        ['Rents, rates and taxes', '1,940'],
        ['Computerisation and maintenance of CARD', '6,300'],
        ['Printing of stamps and e-stamp charges', '3,150'],
        ['Total', '55,500'],
      ],
    },
  },
  {
    date: '2026-04-06',
    manual: 'Manual 16',
    slug: 'public-information-officers',
    title: { en: 'Manual 16: Public Information Officers and Appellate Authorities', te: 'మాన్యువల్ 16: ప్రజా సమాచార అధికారులు మరియు అప్పీలు అధికారులు' },
    summary: {
      en: 'The designations of the officers who receive RTI applications and hear first appeals at each level.',
      te: 'ప్రతి స్థాయిలో ఆర్‌టీఐ దరఖాస్తులు స్వీకరించే, మొదటి అప్పీళ్లను విచారించే అధికారుల హోదాలు.',
    },
    paragraphs: ['Applications may be given at any office. An application received by the wrong office is transferred within five days under Section 6(3) of the Act.'],
    table: {
      columns: ['Office', 'Public Information Officer', 'Appellate Authority'],
      rows: [
        ['Commissioner\'s office', 'Assistant Inspector General of the section concerned', 'Additional Inspector General of the section concerned'],
        ['Zonal office', 'Assistant to the Deputy Inspector General', 'Deputy Inspector General'],
        ['District Registrar office', 'District Registrar', 'Deputy Inspector General of the zone'],
        ['Sub-Registrar Office', 'Sub-Registrar', 'District Registrar'],
      ],
    },
  },
];

const annualReturns: AnnualReturn[] = [
  { year: '2024-25', date: '2025-05-12', received: 6842, carriedOver: 214, disposed: 6790, rejected: 188, firstAppeals: 402, feeCollected: 91420 },
  { year: '2022-23', date: '2023-05-15', received: 6120, carriedOver: 187, disposed: 6093, rejected: 201, firstAppeals: 377, feeCollected: 80630 },
  { year: '2019-20', date: '2020-06-10', received: 5275, carriedOver: 142, disposed: 5203, rejected: 166, firstAppeals: 318, feeCollected: 69850 },
];

function disclosureItem(disclosure: Disclosure): SeedItem {
  return {
    group: 'proactive-disclosures',
    title: disclosure.title,
    summary: disclosure.summary,
    referenceNumber: `RTI Act, 2005, Section 4(1)(b), ${disclosure.manual}`,
    itemDate: disclosure.date,
    file: pdf(`rti-${disclosure.slug}.pdf`, {
      title: disclosure.title.en,
      subtitle: `Disclosure under Section 4(1)(b) of the Right to Information Act, 2005, updated on ${dated(disclosure.date)}`,
      paragraphs: disclosure.paragraphs,
      ...(disclosure.table ? { table: disclosure.table } : {}),
    }),
  };
}

function annualReturnItem(report: AnnualReturn): SeedItem {
  const pending = report.carriedOver + report.received - report.disposed;
  return {
    group: 'annual-returns',
    title: { en: `Annual return under the RTI Act, ${report.year}`, te: `సమాచార హక్కు చట్టం కింద వార్షిక నివేదిక, ${report.year}` },
    summary: {
      en: `${report.received} applications received and ${report.disposed} disposed of during ${report.year}, with ${report.firstAppeals} first appeals.`,
      te: `${report.year}లో ${report.received} దరఖాస్తులు అందగా ${report.disposed} పరిష్కరించారు; ${report.firstAppeals} మొదటి అప్పీళ్లు దాఖలయ్యాయి.`,
    },
    referenceNumber: `RTI Return ${report.year}`,
    itemDate: report.date,
    file: pdf(`rti-annual-return-${report.year}.pdf`, {
      title: `Annual return under the RTI Act, ${report.year}`,
      subtitle: `Return sent to the Andhra Pradesh Information Commission on ${dated(report.date)}`,
      paragraphs: [`Consolidated figures for all offices of the department for the year ${report.year}.`],
      table: {
        columns: ['Particulars', 'Number'],
        rows: [
          ['Applications pending at the start of the year', String(report.carriedOver)],
          ['Applications received during the year', String(report.received)],
          ['Applications disposed of', String(report.disposed)],
          ['Of which rejected under Sections 8 and 9', String(report.rejected)],
          ['Applications pending at the end of the year', String(pending)],
          ['First appeals received', String(report.firstAppeals)],
          ['Fees collected (Rs.)', report.feeCollected.toLocaleString('en-IN')],
        ],
      },
    }),
  };
}

export const rtiList: SeedList = {
  list: 'rti',
  groups: [
    { key: 'proactive-disclosures', label: { en: 'Section 4(1)(b) disclosures', te: 'సెక్షన్ 4(1)(బి) ప్రకటనలు' } },
    { key: 'annual-returns', label: { en: 'Annual returns', te: 'వార్షిక నివేదికలు' } },
  ],
  items: [...disclosures.map(disclosureItem), ...annualReturns.map(annualReturnItem)],
};

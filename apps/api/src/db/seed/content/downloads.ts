import type { BilingualText } from '@igrs/domain';
import type { DocumentSection } from '../files.ts';
import { docx, pdf, xlsx, type SeedItem, type SeedList } from './types.ts';

interface Form {
  date: string;
  reference: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  addressee: string;
  fields: string[];
  declaration: string;
  enclosures: string[];
}

interface Manual {
  date: string;
  reference: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  introduction: string;
  sections: DocumentSection[];
}

interface FeeTable {
  date: string;
  reference: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  columns: string[];
  rows: (string | number)[][];
}

const forms: Form[] = [
  {
    date: '2024-02-05',
    reference: 'Form 22',
    slug: 'encumbrance-certificate-application',
    title: { en: 'Form 22: Application for an encumbrance certificate', te: 'ఫారం 22: ఋణభార ధృవీకరణ పత్రం కోసం దరఖాస్తు' },
    summary: {
      en: 'Application to the Sub-Registrar for a search of the registers and a signed encumbrance certificate.',
      te: 'రిజిస్టర్ల శోధన, సంతకం చేసిన ఋణభార ధృవీకరణ పత్రం కోసం సబ్ రిజిస్ట్రార్‌కు దరఖాస్తు.',
    },
    addressee: 'To the Sub-Registrar, ______________________ (name of office)',
    fields: [
      'Name and address of the applicant',
      'Telephone number and email',
      'Village or locality, and mandal',
      'Survey number, plot number or door number',
      'Extent of the property',
      'Boundaries: north, south, east and west',
      'Period of search: from (date) to (date)',
      'Purpose for which the certificate is required',
    ],
    declaration: 'I request that the registers be searched for the period stated above and an encumbrance certificate be issued. I have paid the fees shown below.',
    enclosures: ['Copy of the title document or pattadar passbook', 'Receipt for the fee paid'],
  },
  {
    date: '2022-08-01',
    reference: 'Form CC-1',
    slug: 'certified-copy-application',
    title: { en: 'Application for a certified copy of a registered document', te: 'రిజిస్టర్ అయిన దస్తావేజు ధృవీకృత నకలు కోసం దరఖాస్తు' },
    summary: {
      en: 'Application for a certified copy of a document or of an entry in the index, under Section 57 of the Registration Act.',
      te: 'రిజిస్ట్రేషన్ చట్టంలోని సెక్షన్ 57 కింద దస్తావేజు లేదా సూచికలోని నమోదు ధృవీకృత నకలు కోసం దరఖాస్తు.',
    },
    addressee: 'To the Sub-Registrar, ______________________ (name of office)',
    fields: ['Name and address of the applicant', 'Telephone number and email', 'Document number and year', 'Book number', 'Names of the executant and claimant', 'Number of copies required'],
    declaration: 'I request that a certified copy of the document described above be issued to me.',
    enclosures: ['Receipt for the fee paid'],
  },
  {
    date: '2021-06-15',
    reference: 'Form A',
    slug: 'registration-of-firm-form-a',
    title: { en: 'Form A: Statement for registration of a partnership firm', te: 'ఫారం ఎ: భాగస్వామ్య సంస్థ రిజిస్ట్రేషన్ కోసం స్టేట్‌మెంట్' },
    summary: {
      en: 'Statement under Section 58 of the Indian Partnership Act, 1932, to be signed by all partners.',
      te: 'భారతీయ భాగస్వామ్య చట్టం, 1932లోని సెక్షన్ 58 కింద అందరు భాగస్వాములు సంతకం చేయాల్సిన స్టేట్‌మెంట్.',
    },
    addressee: 'To the Registrar of Firms, ______________________ District',
    fields: [
      'Name of the firm',
      'Principal place of business',
      'Other places where the firm carries on business',
      'Date on which each partner joined the firm',
      'Full name and permanent address of each partner',
      'Duration of the firm',
      'Nature of business',
    ],
    declaration: 'We, the undersigned partners, declare that the particulars given above are true to the best of our knowledge and belief.',
    enclosures: ['Partnership deed on stamp paper of the proper value', 'Proof of the principal place of business', 'Identity proof of every partner'],
  },
  {
    date: '2023-08-14',
    reference: 'Form I, Special Marriage Act, 1954',
    slug: 'notice-of-intended-marriage',
    title: { en: 'Form I: Notice of intended marriage', te: 'ఫారం I: ఉద్దేశిత వివాహ నోటీసు' },
    summary: {
      en: 'Notice to the Marriage Officer under Section 5 of the Special Marriage Act, 1954, signed by both parties.',
      te: 'ప్రత్యేక వివాహ చట్టం, 1954లోని సెక్షన్ 5 కింద ఇద్దరు పక్షాలు సంతకం చేసి వివాహ అధికారికి ఇచ్చే నోటీసు.',
    },
    addressee: 'To the Marriage Officer, ______________________ District',
    fields: [
      'Name of the bridegroom, condition (unmarried, widower or divorcee), occupation, age, dwelling place and permanent address',
      'Name of the bride, condition (unmarried, widow or divorcee), occupation, age, dwelling place and permanent address',
      'Length of residence of each party in the district',
    ],
    declaration: 'We hereby give you notice that a marriage under the Special Marriage Act, 1954 is intended to be solemnised between us within three calendar months from the date hereof.',
    enclosures: ['Proof of age of both parties', 'Proof of residence for the last 30 days', 'Two photographs of each party'],
  },
  {
    date: '2025-02-10',
    reference: 'Form HM-1',
    slug: 'memorandum-of-hindu-marriage',
    title: { en: 'Memorandum of Hindu marriage', te: 'హిందూ వివాహ మెమోరాండం' },
    summary: {
      en: 'Memorandum for registration of a Hindu marriage, to be signed by both parties and three witnesses.',
      te: 'హిందూ వివాహ నమోదు కోసం ఇద్దరు పక్షాలు, ముగ్గురు సాక్షులు సంతకం చేయాల్సిన మెమోరాండం.',
    },
    addressee: 'To the Registrar of Hindu Marriages, ______________________ (name of office)',
    fields: [
      'Date and place of marriage',
      'Name, age, occupation and address of the husband',
      'Name, age, occupation and address of the wife',
      'Names of the fathers of the husband and the wife',
      'Names and addresses of three witnesses',
    ],
    declaration: 'We declare that our marriage was solemnised according to Hindu rites on the date and at the place stated above, and that the particulars given are true.',
    enclosures: ['Proof of age of both parties', 'Wedding invitation and two photographs of the ceremony', 'Identity proof of the witnesses'],
  },
  {
    date: '2024-01-22',
    reference: 'Form ST-R',
    slug: 'refund-of-stamp-duty-application',
    title: { en: 'Application for refund of the value of spoiled or unused stamps', te: 'పాడైన లేదా వినియోగించని స్టాంపుల విలువ వాపసు కోసం దరఖాస్తు' },
    summary: {
      en: 'Application to the District Registrar under Sections 49 to 52 of the Indian Stamp Act, with the stamps and an affidavit.',
      te: 'భారతీయ స్టాంపు చట్టంలోని సెక్షన్లు 49 నుండి 52 కింద స్టాంపులు, అఫిడవిట్‌తో జిల్లా రిజిస్ట్రార్‌కు దరఖాస్తు.',
    },
    addressee: 'To the District Registrar, ______________________ District',
    fields: ['Name and address of the applicant', 'Number and value of each stamp paper or e-stamp certificate', 'Date and place of purchase', 'How the stamps were spoiled, or why they were not used', 'Bank account number and IFSC for the refund'],
    declaration: 'I declare that the stamps described above have not been used for any instrument, and request a refund of their value less the deduction allowed by law.',
    enclosures: ['Original stamp papers or e-stamp certificates', 'Affidavit', 'Cancelled cheque or copy of the bank passbook'],
  },
  {
    date: '2024-10-07',
    reference: 'Form SR-1',
    slug: 'registration-of-society-application',
    title: { en: 'Application for registration of a society', te: 'సంఘం రిజిస్ట్రేషన్ కోసం దరఖాస్తు' },
    summary: {
      en: 'Application under the Andhra Pradesh Societies Registration Act, 2001, to be signed by at least seven members.',
      te: 'ఆంధ్రప్రదేశ్ సంఘాల రిజిస్ట్రేషన్ చట్టం, 2001 కింద కనీసం ఏడుగురు సభ్యులు సంతకం చేయాల్సిన దరఖాస్తు.',
    },
    addressee: 'To the District Registrar, ______________________ District',
    fields: ['Name of the society', 'Address of the registered office', 'Objects of the society', 'Names, addresses and occupations of the members of the governing body', 'Date of the meeting that resolved to register the society'],
    declaration: 'We, the undersigned members, request that the society be registered under the Andhra Pradesh Societies Registration Act, 2001.',
    enclosures: ['Memorandum of association', 'Bye-laws certified by the President and Secretary', 'Proof of the address of the office'],
  },
];

const manuals: Manual[] = [
  {
    date: '2023-03-20',
    reference: 'User Manual UM-01',
    slug: 'public-data-entry-and-slot-booking',
    title: { en: 'User manual: public data entry and slot booking', te: 'వినియోగదారు మాన్యువల్: పబ్లిక్ డేటా ఎంట్రీ మరియు స్లాట్ బుకింగ్' },
    summary: {
      en: 'Step-by-step guide to entering the details of your document, paying the duty and booking a slot at the Sub-Registrar Office.',
      te: 'మీ దస్తావేజు వివరాలు నమోదు చేయడం, సుంకం చెల్లించడం, సబ్ రిజిస్ట్రార్ కార్యాలయంలో స్లాట్ బుక్ చేయడానికి దశలవారీ మార్గదర్శి.',
    },
    introduction: 'Public data entry lets you enter the details of the parties and the property before you visit the office, so that the Sub-Registrar only verifies them. It reduces the time spent at the office and the chance of errors in the index.',
    sections: [
      {
        heading: 'Entering the document',
        bullets: [
          'Choose the nature of the document, such as sale or gift, and the Sub-Registrar Office.',
          'Enter the executants and claimants with their Aadhaar numbers, addresses and photographs.',
          'Enter the schedule of property: village, survey or door number, extent and boundaries.',
          'Check the market value shown and enter the consideration stated in the document.',
        ],
      },
      {
        heading: 'Paying duty and fee',
        bullets: ['The system calculates the stamp duty, transfer duty and registration fee.', 'Pay online through the payment gateway, or enter the numbers of the e-stamp certificates you hold.'],
      },
      {
        heading: 'Booking the slot',
        bullets: ['Choose a date and a fifteen-minute slot.', 'Print or save the acknowledgement and the slot receipt, and bring them with the originals.'],
      },
    ],
  },
  {
    date: '2022-08-01',
    reference: 'User Manual UM-02',
    slug: 'encumbrance-search-and-certified-copies',
    title: { en: 'User manual: encumbrance search and certified copies online', te: 'వినియోగదారు మాన్యువల్: ఆన్‌లైన్‌లో ఋణభార శోధన మరియు ధృవీకృత నకళ్లు' },
    summary: {
      en: 'How to search encumbrances, apply for a signed certificate and download digitally signed certified copies.',
      te: 'ఋణభారాలు వెతకడం, సంతకం చేసిన ధృవీకరణ పత్రానికి దరఖాస్తు చేయడం, డిజిటల్ సంతకం ఉన్న ధృవీకృత నకళ్లు డౌన్‌లోడ్ చేయడం ఎలా.',
    },
    introduction: 'This manual explains the online encumbrance search and the online application for certified copies.',
    sections: [
      {
        heading: 'Searching encumbrances',
        bullets: [
          'Select the district and Sub-Registrar Office, and the village.',
          'Enter the survey or door number, or the document number and year.',
          'Choose the period from 01-01-1983 onwards and view the statement.',
        ],
      },
      {
        heading: 'Signed certificates and certified copies',
        bullets: ['Apply and pay the fee online.', 'You will receive a message when the digitally signed document is ready to download.', 'Verify any certificate on the portal with the number printed on it.'],
      },
    ],
  },
  {
    date: '2020-09-14',
    reference: 'User Manual UM-05',
    slug: 'stamp-vendor-indent-and-sale',
    title: { en: 'User manual for stamp vendors: indents, payments and sales', te: 'స్టాంపు విక్రేతల వినియోగదారు మాన్యువల్: ఇండెంట్లు, చెల్లింపులు మరియు అమ్మకాలు' },
    summary: {
      en: 'How licensed vendors raise indents for stamp papers, pay for them, record sales and view stock.',
      te: 'లైసెన్సు పొందిన విక్రేతలు స్టాంపు పేపర్ల కోసం ఇండెంట్ పెట్టడం, చెల్లించడం, అమ్మకాలు నమోదు చేయడం, నిల్వ చూడటం ఎలా.',
    },
    introduction: 'Licensed stamp vendors use the vendor login to obtain stamp papers from the treasury and to account for their sales.',
    sections: [
      {
        heading: 'Raising an indent',
        bullets: ['Log in with the user ID issued by the District Registrar.', 'Choose the denominations and quantities, within your licence limit.', 'Submit the indent and pay by challan or online.'],
      },
      {
        heading: 'Recording sales',
        bullets: ['Record each sale with the purchaser\'s name and the purpose on the day it is made.', 'The stock report shows the balance of each denomination.'],
      },
    ],
  },
];

const feeTables: FeeTable[] = [
  {
    date: '2025-06-01',
    reference: 'Fee Table FT-01',
    slug: 'registration-fees',
    title: { en: 'Table of registration fees', te: 'రిజిస్ట్రేషన్ రుసుముల పట్టిక' },
    summary: {
      en: 'Registration fee for each kind of document, with the minimum and maximum amounts.',
      te: 'ప్రతి రకం దస్తావేజుకు రిజిస్ట్రేషన్ రుసుము, కనిష్ఠ మరియు గరిష్ఠ మొత్తాలతో.',
    },
    columns: ['Document', 'Fee', 'Minimum (Rs.)', 'Maximum (Rs.)'],
    rows: [
      ['Sale or conveyance', '1% of market value or consideration', 1000, 'No limit'],
      ['Gift to family members', '0.5% of market value', 1000, 10000],
      ['Gift to others', '1% of market value', 1000, 'No limit'],
      ['Mortgage without possession', '0.1% of amount secured', 500, 10000],
      ['Partition among family members', '1% of value of separated shares', 1000, 10000],
      ['Lease up to 10 years', '0.1% of total rent', 500, 5000],
      ['General power of attorney', 'Fixed', 1000, 1000],
      ['Will', 'Fixed', 1000, 1000],
    ],
  },
  {
    date: '2025-08-01',
    reference: 'Fee Table FT-02',
    slug: 'stamp-duty-rates',
    title: { en: 'Rates of stamp duty and transfer duty', te: 'స్టాంపు సుంకం మరియు బదిలీ సుంకం రేట్లు' },
    summary: {
      en: 'Stamp duty and transfer duty on the instruments most often registered, as a spreadsheet for calculation.',
      te: 'ఎక్కువగా రిజిస్టర్ అయ్యే దస్తావేజులపై స్టాంపు సుంకం, బదిలీ సుంకం; లెక్కింపునకు స్ప్రెడ్‌షీట్ రూపంలో.',
    },
    columns: ['Instrument', 'Stamp duty (%)', 'Transfer duty (%)', 'Basis'],
    rows: [
      ['Sale of immovable property', 5, 1.5, 'Market value or consideration, whichever is higher'],
      ['Agreement of sale with possession', 5, 0, 'Market value'],
      ['Gift to family members', 2, 0, 'Market value'],
      ['Gift to others', 5, 1.5, 'Market value'],
      ['Development agreement', 1, 0, 'Market value of land'],
      ['Mortgage without possession', 0.5, 0, 'Amount secured'],
      ['Release among family members', 1, 0, 'Market value of the share released'],
      ['Partition among family members', 0.5, 0, 'Value of separated shares'],
    ],
  },
  {
    date: '2024-04-01',
    reference: 'Fee Table FT-03',
    slug: 'marriage-firm-and-society-fees',
    title: { en: 'Fees for marriage, firm and society registration', te: 'వివాహ, సంస్థ మరియు సంఘ రిజిస్ట్రేషన్ రుసుములు' },
    summary: {
      en: 'Fees for registering marriages, partnership firms and societies, and for related filings.',
      te: 'వివాహాలు, భాగస్వామ్య సంస్థలు, సంఘాల నమోదుకు, సంబంధిత దాఖలుకు రుసుములు.',
    },
    columns: ['Service', 'Fee (Rs.)'],
    rows: [
      ['Registration of a Hindu marriage at the office', 200],
      ['Registration of a Hindu marriage outside the office', 500],
      ['Notice under the Special Marriage Act', 100],
      ['Solemnisation under the Special Marriage Act at the office', 500],
      ['Registration of a partnership firm', 500],
      ['Statement of change in a firm', 250],
      ['Registration of a society', 1000],
      ['Filing of the annual list of a society', 250],
    ],
  },
  {
    date: '2022-08-01',
    reference: 'Fee Table FT-04',
    slug: 'search-and-copy-fees',
    title: { en: 'Fees for searches, certificates and certified copies', te: 'శోధనలు, ధృవీకరణ పత్రాలు మరియు ధృవీకృత నకళ్లకు రుసుములు' },
    summary: {
      en: 'Fees for encumbrance certificates, manual searches, certified copies and inspection of records.',
      te: 'ఋణభార ధృవీకరణ పత్రాలు, మాన్యువల్ శోధనలు, ధృవీకృత నకళ్లు, రికార్డుల పరిశీలనకు రుసుములు.',
    },
    columns: ['Service', 'Fee (Rs.)', 'Unit'],
    rows: [
      ['Encumbrance certificate, up to 30 years', 200, 'Per certificate'],
      ['Encumbrance certificate, over 30 years', 500, 'Per certificate'],
      ['Manual search of registers before 1983', 100, 'Per year searched'],
      ['Certified copy of a document', 100, 'Per document, plus Rs.20 per page beyond five'],
      ['Certified copy of a marriage register entry', 100, 'Per copy'],
      ['Inspection of a register', 100, 'Per volume'],
    ],
  },
];

function formItem(form: Form): SeedItem {
  return {
    group: 'forms',
    title: form.title,
    summary: form.summary,
    referenceNumber: form.reference,
    itemDate: form.date,
    file: docx(`form-${form.slug}.docx`, {
      title: form.title.en,
      subtitle: 'Fill in the particulars in block letters, sign the declaration and attach the enclosures listed.',
      paragraphs: [form.addressee, 'Sir or Madam,'],
      table: { columns: ['Particulars', 'To be filled in by the applicant'], rows: form.fields.map((field, index) => [`${index + 1}. ${field}`, '']) },
      sections: [
        { heading: 'Declaration', paragraphs: [form.declaration] },
        { heading: 'Enclosures', bullets: form.enclosures },
      ],
      signature: ['Place: ____________________', 'Date: ____________________', 'Signature of the applicant(s)'],
    }),
  };
}

function manualItem(manual: Manual): SeedItem {
  return {
    group: 'user-manuals',
    title: manual.title,
    summary: manual.summary,
    referenceNumber: manual.reference,
    itemDate: manual.date,
    file: pdf(`manual-${manual.slug}.pdf`, {
      title: manual.title.en,
      subtitle: `${manual.reference}. For help, call 14544.`,
      paragraphs: [manual.introduction],
      sections: manual.sections,
    }),
  };
}

function feeTableItem(table: FeeTable): SeedItem {
  return {
    group: 'fee-tables',
    title: table.title,
    summary: table.summary,
    referenceNumber: table.reference,
    itemDate: table.date,
    file: xlsx(`fees-${table.slug}.xlsx`, {
      sheetName: table.reference.replace('Fee Table ', ''),
      title: table.title.en,
      columns: table.columns,
      rows: table.rows,
    }),
  };
}

export const downloadsList: SeedList = {
  list: 'downloads',
  groups: [
    { key: 'forms', label: { en: 'Forms', te: 'ఫారాలు' } },
    { key: 'user-manuals', label: { en: 'User manuals', te: 'వినియోగదారు మాన్యువల్స్' } },
    { key: 'fee-tables', label: { en: 'Fee tables', te: 'రుసుముల పట్టికలు' } },
  ],
  items: [...forms.map(formItem), ...manuals.map(manualItem), ...feeTables.map(feeTableItem)],
};

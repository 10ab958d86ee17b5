import type { BilingualText } from '@igrs/domain';
import type { DocumentSection, DocumentTable } from '../files.ts';
import { dated, pdf, type SeedItem, type SeedList } from './types.ts';

type ActRulesGroup =
  | 'registration-acts'
  | 'stamp-acts'
  | 'registration-checklists'
  | 'stamp-checklists'
  | 'hindu-marriage'
  | 'special-marriage'
  | 'partnership'
  | 'societies';

interface ActDigest {
  group: ActRulesGroup;
  date: string;
  reference: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  introduction: string[];
  provisions: DocumentTable;
}

interface Checklist {
  group: ActRulesGroup;
  date: string;
  reference: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  purpose: string;
  documents: string[];
  fees: string[];
  notes: string[];
}

function actItem(act: ActDigest): SeedItem {
  return {
    group: act.group,
    title: act.title,
    summary: act.summary,
    referenceNumber: act.reference,
    itemDate: act.date,
    file: pdf(`act-${act.slug}.pdf`, {
      title: act.title.en,
      subtitle: `${act.reference}. Digest of provisions as in force on ${dated(act.date)}`,
      paragraphs: act.introduction,
      table: act.provisions,
    }),
  };
}

function checklistItem(checklist: Checklist): SeedItem {
  const sections: DocumentSection[] = [
    { heading: 'Documents to be produced', bullets: checklist.documents },
    { heading: 'Fees', bullets: checklist.fees },
    { heading: 'Points to note', bullets: checklist.notes },
  ];
  return {
    group: checklist.group,
    title: checklist.title,
    summary: checklist.summary,
    referenceNumber: checklist.reference,
    itemDate: checklist.date,
    file: pdf(`checklist-${checklist.slug}.pdf`, {
      title: checklist.title.en,
      subtitle: `${checklist.reference}, revised on ${dated(checklist.date)}`,
      paragraphs: [checklist.purpose, 'Keep the originals and one set of self-attested copies ready. The registering officer may ask for further documents where the circumstances of a case require them.'],
      sections,
    }),
  };
}

const acts: ActDigest[] = [
  {
    group: 'registration-acts',
    date: '2023-04-01',
    reference: 'Central Act XVI of 1908',
    slug: 'registration-act-1908',
    title: { en: 'The Registration Act, 1908 (as applicable to Andhra Pradesh)', te: 'రిజిస్ట్రేషన్ చట్టం, 1908 (ఆంధ్రప్రదేశ్‌కు వర్తించే విధంగా)' },
    summary: {
      en: 'The principal law on registration of documents, with the amendments made by the State, including Section 22-A on prohibited properties.',
      te: 'దస్తావేజుల రిజిస్ట్రేషన్‌కు సంబంధించిన ప్రధాన చట్టం; నిషేధిత ఆస్తులపై సెక్షన్ 22-ఎ సహా రాష్ట్రం చేసిన సవరణలతో.',
    },
    introduction: [
      'The Registration Act, 1908 provides for the registration of documents so as to give notice to the public of transactions affecting immovable property, to prevent fraud and to preserve evidence of title. The State of Andhra Pradesh has amended the Act in its application to the State.',
      'The table below summarises the provisions most often referred to at Sub-Registrar Offices. The text of the Act as published in the Gazette prevails.',
    ],
    provisions: {
      columns: ['Section', 'Subject'],
      rows: [
        ['17', 'Documents of which registration is compulsory, including non-testamentary instruments creating or transferring interests in immovable property of value of Rs.100 and upwards, and leases exceeding one year'],
        ['18', 'Documents of which registration is optional, including wills'],
        ['22-A', 'Prohibition of registration of documents relating to notified Government, assigned, endowment and wakf properties (State amendment)'],
        ['23 to 26', 'Time for presenting documents: four months from execution, and condonation of delay by the District Registrar'],
        ['28', 'Place of registration of documents relating to land'],
        ['32 to 35', 'Persons to present documents, appearance of executants and enquiry before registration'],
        ['47', 'A registered document operates from the time of its execution'],
        ['57', 'Registering officers to allow inspection of certain books and indexes and to give certified copies'],
        ['71 to 77', 'Refusal to register, reasons to be recorded, appeal to the Registrar and suit against refusal'],
        ['82', 'Penalty for making false statements, delivering false copies or translations and false personation'],
      ],
    },
  },
  {
    group: 'registration-acts',
    date: '2022-06-20',
    reference: 'Andhra Pradesh Registration Rules',
    slug: 'andhra-pradesh-registration-rules',
    title: { en: 'Andhra Pradesh Registration Rules', te: 'ఆంధ్రప్రదేశ్ రిజిస్ట్రేషన్ నియమాలు' },
    summary: {
      en: 'Rules made under Section 69 of the Registration Act governing the procedure at registration offices, fees, books and indexes.',
      te: 'రిజిస్ట్రేషన్ చట్టంలోని సెక్షన్ 69 కింద రూపొందించిన నియమాలు: రిజిస్ట్రేషన్ కార్యాలయాల్లో విధానం, రుసుములు, పుస్తకాలు మరియు సూచికలు.',
    },
    introduction: [
      'The rules made by the Inspector General under Section 69 of the Registration Act, 1908 regulate the proceedings of registering officers throughout the State. They are supplemented by the standing orders and circulars of the Commissioner & Inspector General.',
      'The chapters are listed below with the subjects they deal with.',
    ],
    provisions: {
      columns: ['Chapter', 'Subject'],
      rows: [
        ['I', 'Preliminary and definitions'],
        ['II', 'Registration offices, office hours and holidays'],
        ['III', 'Presentation of documents and examination before admission'],
        ['IV', 'Identification of executants and claimants'],
        ['V', 'Endorsements, certificates and return of documents'],
        ['VI', 'Books, indexes and their preservation'],
        ['VII', 'Searches, inspection and certified copies'],
        ['VIII', 'Refusal to register and appeals'],
        ['IX', 'Fees and their collection'],
      ],
    },
  },
  {
    group: 'registration-acts',
    date: '2019-08-01',
    reference: 'Central Act IV of 1882',
    slug: 'transfer-of-property-act-1882',
    title: { en: 'Transfer of Property Act, 1882: provisions relevant to registration', te: 'ఆస్తి బదిలీ చట్టం, 1882: రిజిస్ట్రేషన్‌కు సంబంధించిన నిబంధనలు' },
    summary: {
      en: 'The provisions that require sales, mortgages, leases and gifts of immovable property to be made by registered instruments.',
      te: 'స్థిరాస్తి విక్రయాలు, తనఖాలు, లీజులు, దానాలు రిజిస్టర్ అయిన దస్తావేజుల ద్వారానే జరగాలని నిర్దేశించే నిబంధనలు.',
    },
    introduction: [
      'The Transfer of Property Act, 1882 determines when a transfer of immovable property must be made by a registered instrument. Registering officers and parties should read it together with Section 17 of the Registration Act, 1908.',
    ],
    provisions: {
      columns: ['Section', 'Subject'],
      rows: [
        ['53-A', 'Part performance: the agreement must be in writing and registered to be relied upon'],
        ['54', 'Sale of tangible immovable property of value of Rs.100 and upwards only by registered instrument'],
        ['58 and 59', 'Kinds of mortgage; mortgages securing Rs.100 and upwards to be by registered instrument, except mortgage by deposit of title deeds'],
        ['105 and 107', 'Leases from year to year or for more than one year only by registered instrument'],
        ['118', 'Exchange, carried out in the manner provided for sale'],
        ['122 and 123', 'Gift of immovable property by registered instrument signed by the donor and attested by two witnesses'],
      ],
    },
  },
  {
    group: 'stamp-acts',
    date: '2024-04-01',
    reference: 'Central Act II of 1899',
    slug: 'indian-stamp-act-1899',
    title: { en: 'The Indian Stamp Act, 1899 (as applicable to Andhra Pradesh)', te: 'భారతీయ స్టాంపు చట్టం, 1899 (ఆంధ్రప్రదేశ్‌కు వర్తించే విధంగా)' },
    summary: {
      en: 'The law on stamp duty on instruments, with Schedule I-A of the rates applicable in Andhra Pradesh and the State provisions on undervaluation.',
      te: 'దస్తావేజులపై స్టాంపు సుంకానికి సంబంధించిన చట్టం; ఆంధ్రప్రదేశ్‌లో వర్తించే రేట్ల షెడ్యూలు I-ఎ మరియు తక్కువ విలువ చూపడంపై రాష్ట్ర నిబంధనలతో.',
    },
    introduction: [
      'The Indian Stamp Act, 1899 levies duty on instruments. Under the Constitution, the rates of duty on instruments other than those specified in the Union List are fixed by the State, and Andhra Pradesh has substituted its own Schedule I-A and added provisions such as Section 47-A.',
      'The table below lists the provisions most often applied in registration offices.',
    ],
    provisions: {
      columns: ['Section', 'Subject'],
      rows: [
        ['3', 'Instruments chargeable with duty'],
        ['5', 'Instruments relating to several distinct matters'],
        ['17', 'Instruments executed in India to be stamped before or at the time of execution'],
        ['27', 'Facts affecting duty to be set forth in the instrument'],
        ['31 and 32', 'Adjudication as to proper stamp and certificate by the Collector'],
        ['33 to 35', 'Examination and impounding of instruments; instruments not duly stamped inadmissible in evidence'],
        ['40', 'Collector\'s power to stamp impounded instruments and to levy penalty'],
        ['47-A', 'Instruments of conveyance undervalued: reference to the Collector (State amendment)'],
        ['49 to 52', 'Allowance for spoiled and misused stamps'],
      ],
    },
  },
  {
    group: 'stamp-acts',
    date: '2021-03-15',
    reference: 'Rules under Section 47-A',
    slug: 'prevention-of-undervaluation-rules-1975',
    title: {
      en: 'Andhra Pradesh Stamp (Prevention of Undervaluation of Instruments) Rules, 1975',
      te: 'ఆంధ్రప్రదేశ్ స్టాంపు (దస్తావేజుల తక్కువ విలువ నివారణ) నియమాలు, 1975',
    },
    summary: {
      en: 'The procedure for references under Section 47-A, notice to the parties, determination of market value and appeal.',
      te: 'సెక్షన్ 47-ఎ కింద నివేదనలు, పక్షాలకు నోటీసు, మార్కెట్ విలువ నిర్ణయం మరియు అప్పీలు విధానం.',
    },
    introduction: [
      'These rules govern how a registering officer refers an undervalued instrument to the Collector, how the Collector hears the parties and determines the market value, and how the deficit duty is collected.',
    ],
    provisions: {
      columns: ['Rule', 'Subject'],
      rows: [
        ['3', 'Particulars to be furnished in the reference by the registering officer'],
        ['4', 'Notice to the parties and time for representation'],
        ['5', 'Principles for determining market value: sales of similar property, classification and situation'],
        ['6', 'Order of the Collector and communication of the deficit duty'],
        ['7', 'Appeal against the order and its disposal'],
      ],
    },
  },
  {
    group: 'stamp-acts',
    date: '2025-08-01',
    reference: 'Schedule I-A, Indian Stamp Act, 1899',
    slug: 'schedule-i-a-rates-of-duty',
    title: { en: 'Schedule I-A: rates of stamp duty on principal instruments', te: 'షెడ్యూలు I-ఎ: ప్రధాన దస్తావేజులపై స్టాంపు సుంకం రేట్లు' },
    summary: {
      en: 'Rates of stamp duty on conveyance, gift, mortgage, lease, partition, settlement and power of attorney as applicable in Andhra Pradesh.',
      te: 'ఆంధ్రప్రదేశ్‌లో వర్తించే విధంగా విక్రయం, దానం, తనఖా, లీజు, విభజన, సెటిల్‌మెంట్ మరియు అధికార పత్రంపై స్టాంపు సుంకం రేట్లు.',
    },
    introduction: [
      'The rates below are the rates of stamp duty under Schedule I-A for the instruments most commonly registered. Transfer duty and registration fee are payable in addition where applicable; use the stamp duty calculator on the portal for the total payable on a particular document.',
    ],
    provisions: {
      columns: ['Article', 'Instrument', 'Stamp duty'],
      rows: [
        ['20', 'Conveyance (sale) of immovable property', '5% of market value or consideration, whichever is higher'],
        ['6(B)', 'Agreement of sale with delivery of possession', '5% of market value'],
        ['33', 'Gift in favour of family members', '2% of market value'],
        ['33', 'Gift in favour of others', '5% of market value'],
        ['40(b)', 'Mortgage without possession', '0.5% of amount secured'],
        ['45', 'Partition among family members', '0.5% of value of separated shares'],
        ['48', 'General power of attorney to sell immovable property given to a family member', 'Rs.1,000'],
        ['55', 'Release among family members', '1% of market value'],
        ['31', 'Lease up to 10 years', '0.4% of total rent and premium'],
      ],
    },
  },
  {
    group: 'hindu-marriage',
    date: '2020-07-06',
    reference: 'Rules under Section 8, Hindu Marriage Act, 1955',
    slug: 'hindu-marriage-registration-rules',
    title: { en: 'Andhra Pradesh Hindu Marriage Registration Rules: summary', te: 'ఆంధ్రప్రదేశ్ హిందూ వివాహ రిజిస్ట్రేషన్ నియమాలు: సారాంశం' },
    summary: {
      en: 'Who registers Hindu marriages, where the application is made, the register kept and the certified copies issued.',
      te: 'హిందూ వివాహాలను ఎవరు నమోదు చేస్తారు, దరఖాస్తు ఎక్కడ చేయాలి, నిర్వహించే రిజిస్టరు, జారీ చేసే ధృవీకృత నకళ్లు.',
    },
    introduction: [
      'These rules are made under Section 8 of the Hindu Marriage Act, 1955 to facilitate the proof of Hindu marriages. Sub-Registrars are appointed Registrars of Hindu Marriages for their jurisdictions.',
      'Failure to register does not affect the validity of a marriage solemnised according to the Act, but a certificate of registration is the simplest proof of marriage for passports, visas, insurance and inheritance.',
    ],
    provisions: {
      columns: ['Subject', 'What the rules provide'],
      rows: [
        ['Registrar', 'The Sub-Registrar of the area where the marriage was solemnised or where either party resides'],
        ['Application', 'Memorandum of marriage in the prescribed form, signed by both parties and three witnesses'],
        ['Verification', 'Proofs of age and residence of the parties and evidence of the solemnisation of the marriage'],
        ['Register', 'Entries in the Hindu Marriage Register, kept in the CARD system and open to inspection'],
        ['Certificate', 'Certificate of registration issued to the parties on the day of registration'],
        ['Certified copies', 'Certified extracts of an entry issued to any person on application and payment of the fee'],
      ],
    },
  },
];

const checklists: Checklist[] = [
  {
    group: 'registration-checklists',
    date: '2024-03-18',
    reference: 'Checklist No. REG-01',
    slug: 'sale-deed-registration',
    title: { en: 'Checklist for registration of a sale deed', te: 'విక్రయ దస్తావేజు రిజిస్ట్రేషన్‌కు తనిఖీ జాబితా' },
    summary: {
      en: 'Documents required for registering a sale of land, a house or a flat: title deeds, identity proofs, duty payment and photographs.',
      te: 'భూమి, ఇల్లు లేదా ఫ్లాటు విక్రయ రిజిస్ట్రేషన్‌కు కావలసిన పత్రాలు: హక్కు పత్రాలు, గుర్తింపు రుజువులు, సుంకం చెల్లింపు మరియు ఫోటోలు.',
    },
    purpose: 'This checklist lists what the vendor and the purchaser must bring for the registration of a sale deed of immovable property.',
    documents: [
      'The sale deed on the standard template, signed by the vendors on every page, with the schedule of property and its boundaries.',
      'The link documents: the registered document under which the vendor acquired the property, or the pattadar passbook for agricultural land.',
      'Aadhaar card of every vendor, purchaser and witness, and PAN card where the value is Rs.10 lakh or more, or Form 60.',
      'Passport size photographs of the vendors and purchasers.',
      'For a building, the latest property tax receipt; for a flat, the approved plan reference and the occupancy certificate where available.',
      'Proof of online payment of stamp duty, transfer duty and registration fee, or e-stamp certificates.',
      'The public data entry acknowledgement and the slot booking receipt.',
    ],
    fees: ['Stamp duty at 5% and transfer duty at 1.5% of the market value or consideration, whichever is higher.', 'Registration fee at 1% of the market value or consideration.', 'User charges as notified.'],
    notes: [
      'All vendors and purchasers must appear in person for biometric authentication, unless represented by a registered power of attorney.',
      'Check the encumbrance certificate and the prohibited property list before paying the price.',
      'Where the property is held jointly, all co-owners must join the sale.',
    ],
  },
  {
    group: 'registration-checklists',
    date: '2023-05-02',
    reference: 'Checklist No. REG-04',
    slug: 'mortgage-deed-registration',
    title: { en: 'Checklist for registration of a mortgage deed', te: 'తనఖా దస్తావేజు రిజిస్ట్రేషన్‌కు తనిఖీ జాబితా' },
    summary: {
      en: 'Documents required for registering a mortgage in favour of a bank or an individual, including the sanction letter and title deeds.',
      te: 'బ్యాంకు లేదా వ్యక్తికి అనుకూలంగా తనఖా రిజిస్ట్రేషన్‌కు కావలసిన పత్రాలు: రుణ మంజూరు లేఖ, హక్కు పత్రాలు సహా.',
    },
    purpose: 'This checklist applies to simple mortgages and mortgages with possession. A mortgage by deposit of title deeds is recorded by the lender and does not require registration of a deed.',
    documents: [
      'The mortgage deed stating the amount secured, the rate of interest, the period of repayment and the schedule of property.',
      'The title deeds of the property and an encumbrance certificate for at least 13 years.',
      'The loan sanction letter, where the mortgagee is a bank or financial institution.',
      'Aadhaar card of the mortgagors and of the authorised officer of the mortgagee, with the letter of authority.',
      'Proof of payment of stamp duty and registration fee.',
    ],
    fees: ['Stamp duty at 0.5% of the amount secured for a mortgage without possession, and as for conveyance where possession is given.', 'Registration fee at 0.1% of the amount secured, subject to the maximum notified.'],
    notes: ['A mortgage securing Rs.100 or more must be registered.', 'On repayment, the mortgagee should execute a receipt or release, which may also be registered.'],
  },
  {
    group: 'registration-checklists',
    date: '2022-11-21',
    reference: 'Checklist No. REG-07',
    slug: 'power-of-attorney-registration',
    title: { en: 'Checklist for registration of a power of attorney', te: 'అధికార పత్రం రిజిస్ట్రేషన్‌కు తనిఖీ జాబితా' },
    summary: {
      en: 'Documents required for registering a general or special power of attorney, including one executed abroad.',
      te: 'విదేశాల్లో రాసిన దానితో సహా సాధారణ లేదా ప్రత్యేక అధికార పత్రం రిజిస్ట్రేషన్‌కు కావలసిన పత్రాలు.',
    },
    purpose: 'A power of attorney authorising the agent to sell or otherwise deal with immovable property must be registered before the agent can present documents on the principal\'s behalf.',
    documents: [
      'The power of attorney, stating clearly the acts the agent is authorised to do and the property concerned.',
      'Aadhaar card and photographs of the principal and the agent.',
      'For a power of attorney executed abroad, the original authenticated by the Indian Embassy or Consulate, or apostilled, and stamped within three months of its receipt in India.',
      'Proof of payment of stamp duty and registration fee.',
    ],
    fees: ['Stamp duty as in Article 48 of Schedule I-A, depending on the relationship of the agent and the powers given.', 'Registration fee as notified.'],
    notes: ['A power of attorney ends on the death of the principal; the agent cannot present documents after that.', 'Cancel a registered power of attorney by a registered deed of cancellation and inform the agent.'],
  },
  {
    group: 'stamp-checklists',
    date: '2024-06-10',
    reference: 'Checklist No. STP-02',
    slug: 'adjudication-of-stamp-duty',
    title: { en: 'Checklist for adjudication of stamp duty under Section 31', te: 'సెక్షన్ 31 కింద స్టాంపు సుంకం నిర్ణయానికి తనిఖీ జాబితా' },
    summary: {
      en: 'What to submit to the District Registrar to obtain an opinion on the duty chargeable on an instrument.',
      te: 'ఒక దస్తావేజుపై విధించాల్సిన సుంకంపై అభిప్రాయం పొందేందుకు జిల్లా రిజిస్ట్రార్‌కు సమర్పించాల్సినవి.',
    },
    purpose: 'Adjudication gives certainty about the duty before an instrument is executed or registered. The certificate of the Collector under Section 32 is conclusive of the duty paid.',
    documents: [
      'Application addressed to the District Registrar, stating the nature of the instrument and the point on which an opinion is sought.',
      'The original instrument, or the draft where it is not yet executed, with a copy.',
      'Documents needed to determine the value: market value extract, valuation report or agreement of consideration.',
      'Identity proof of the applicant and an authorisation where the application is made on behalf of a company or firm.',
    ],
    fees: ['Adjudication fee as notified for each instrument.'],
    notes: ['The opinion is given within 30 days of the application.', 'Pay the duty determined and present the instrument for endorsement under Section 32.'],
  },
  {
    group: 'stamp-checklists',
    date: '2024-01-29',
    reference: 'Checklist No. STP-05',
    slug: 'refund-of-spoiled-stamps',
    title: { en: 'Checklist for refund of spoiled or unused stamps', te: 'పాడైన లేదా వినియోగించని స్టాంపుల సొమ్ము వాపసుకు తనిఖీ జాబితా' },
    summary: {
      en: 'Documents and time limits for claiming the value of stamp papers and e-stamp certificates that were spoiled or not used.',
      te: 'పాడైన లేదా ఉపయోగించని స్టాంపు పేపర్లు, ఈ-స్టాంపు సర్టిఫికెట్ల విలువను తిరిగి పొందేందుకు పత్రాలు మరియు గడువులు.',
    },
    purpose: 'A refund of the value of stamps may be claimed under Sections 49 to 52 of the Indian Stamp Act, 1899, subject to a deduction of ten per cent.',
    documents: [
      'Application in the prescribed form to the District Registrar.',
      'The original stamp papers or e-stamp certificates.',
      'Affidavit that the stamps have not been used for any instrument, or a statement of how they were spoiled.',
      'Copy of the bank account passbook or a cancelled cheque for credit of the refund.',
    ],
    fees: ['No fee; ten per cent of the value is deducted from the refund.'],
    notes: ['Apply within six months from the date of purchase of the stamps, or from the date of spoiling, as the case may be.', 'An e-stamp certificate is locked against further use once the refund is ordered.'],
  },
  {
    group: 'hindu-marriage',
    date: '2025-02-10',
    reference: 'Checklist No. MAR-01',
    slug: 'registration-of-hindu-marriage',
    title: { en: 'Checklist for registration of a Hindu marriage', te: 'హిందూ వివాహ రిజిస్ట్రేషన్‌కు తనిఖీ జాబితా' },
    summary: {
      en: 'Proofs of age, residence and marriage, photographs and witnesses required to register a marriage under the Hindu Marriage Act, 1955.',
      te: 'హిందూ వివాహ చట్టం, 1955 కింద వివాహ నమోదుకు కావలసిన వయస్సు, నివాసం, వివాహ రుజువులు, ఫోటోలు మరియు సాక్షులు.',
    },
    purpose: 'A marriage already solemnised according to Hindu rites may be registered with the Registrar of Marriages of the area where either party resides or where the marriage took place.',
    documents: [
      'Application in the prescribed form signed by both parties.',
      'Proof of age of both parties: birth certificate, school certificate or passport.',
      'Proof of residence of at least one party within the jurisdiction.',
      'Wedding invitation card and two photographs of the wedding ceremony.',
      'Aadhaar cards of both parties and of three witnesses.',
      'Where applicable, the divorce decree or the death certificate of a former spouse.',
    ],
    fees: ['Registration fee as notified, and an additional fee where the Registrar attends outside the office.'],
    notes: ['Both parties must appear in person with three witnesses.', 'The bride must have completed 18 years and the bridegroom 21 years on the date of marriage.'],
  },
  {
    group: 'special-marriage',
    date: '2023-08-14',
    reference: 'Checklist No. MAR-03',
    slug: 'notice-of-intended-marriage',
    title: { en: 'Checklist for notice of intended marriage under the Special Marriage Act, 1954', te: 'ప్రత్యేక వివాహ చట్టం, 1954 కింద ఉద్దేశిత వివాహ నోటీసుకు తనిఖీ జాబితా' },
    summary: {
      en: 'Documents for giving notice to the Marriage Officer, the 30-day notice period and solemnisation before three witnesses.',
      te: 'వివాహ అధికారికి నోటీసు ఇవ్వడానికి కావలసిన పత్రాలు, 30 రోజుల నోటీసు గడువు, ముగ్గురు సాక్షుల సమక్షంలో వివాహ నిర్వహణ.',
    },
    purpose: 'Any two persons, whatever their religion, may marry under the Special Marriage Act, 1954 before the Marriage Officer of the district where either has resided for at least 30 days.',
    documents: [
      'Notice of intended marriage in Form I, signed by both parties.',
      'Proof of age: the bride must have completed 18 years and the bridegroom 21 years.',
      'Proof of residence in the district for 30 days before the notice.',
      'Declarations in Form II at the time of solemnisation, signed by the parties and three witnesses.',
      'Photographs and Aadhaar cards of both parties and of the witnesses.',
    ],
    fees: ['Fee for the notice, for solemnisation at the office and for solemnisation elsewhere, as notified.'],
    notes: ['The notice is published at the office, and objections may be made within 30 days.', 'The marriage must be solemnised within three months of the notice, failing which a fresh notice is required.'],
  },
  {
    group: 'special-marriage',
    date: '2021-10-25',
    reference: 'Checklist No. MAR-04',
    slug: 'registration-of-marriage-under-section-15',
    title: { en: 'Checklist for registration under Section 15 of a marriage already celebrated', te: 'ఇప్పటికే జరిగిన వివాహాన్ని సెక్షన్ 15 కింద నమోదు చేయడానికి తనిఖీ జాబితా' },
    summary: {
      en: 'Documents for registering, under the Special Marriage Act, a marriage celebrated in another form.',
      te: 'మరో విధానంలో జరిగిన వివాహాన్ని ప్రత్యేక వివాహ చట్టం కింద నమోదు చేయడానికి కావలసిన పత్రాలు.',
    },
    purpose: 'A marriage celebrated in any other form may be registered by a Marriage Officer under Section 15 if the parties satisfy the conditions of that section and have been living together as husband and wife.',
    documents: [
      'Joint application by both parties.',
      'Proof of the celebration of the marriage and of the parties living together since then.',
      'Proof of age of both parties on the date of application.',
      'Proof of residence of at least one party within the district for 30 days.',
      'Aadhaar cards and photographs of the parties and three witnesses.',
    ],
    fees: ['Fee for the notice and for registration, as notified.'],
    notes: ['Public notice of 30 days is given before the marriage is registered.', 'Registration under this section brings the marriage under the Special Marriage Act for all purposes.'],
  },
  {
    group: 'partnership',
    date: '2021-06-15',
    reference: 'Checklist No. FRM-01',
    slug: 'registration-of-partnership-firm',
    title: { en: 'Checklist for registration of a partnership firm', te: 'భాగస్వామ్య సంస్థ రిజిస్ట్రేషన్‌కు తనిఖీ జాబితా' },
    summary: {
      en: 'Form A, the stamped partnership deed, proof of place of business and partners\' identity, for registration under the Partnership Act, 1932.',
      te: 'భాగస్వామ్య చట్టం, 1932 కింద రిజిస్ట్రేషన్‌కు ఫారం ఎ, స్టాంపు చెల్లించిన భాగస్వామ్య దస్తావేజు, వ్యాపార స్థల రుజువు, భాగస్వాముల గుర్తింపు.',
    },
    purpose: 'A firm may be registered at any time by sending the statement in Form A to the Registrar of Firms of the district in which its principal place of business is situated.',
    documents: [
      'Statement in Form A signed by all the partners, giving the name of the firm, its principal place of business, other places of business and the names and addresses of the partners.',
      'The partnership deed on stamp paper of the proper value.',
      'Proof of the principal place of business: rental agreement, property tax receipt or consent of the owner.',
      'Identity and address proof of every partner.',
    ],
    fees: ['Registration fee for the firm, and fee for a certified copy of the entry in the Register of Firms, as notified.'],
    notes: ['An unregistered firm cannot sue a third party to enforce a contract.', 'Any change in the firm must be notified to the Registrar.'],
  },
  {
    group: 'partnership',
    date: '2022-01-31',
    reference: 'Checklist No. FRM-02',
    slug: 'changes-in-partnership-firm',
    title: { en: 'Checklist for recording changes in a registered firm', te: 'రిజిస్టర్ అయిన సంస్థలో మార్పుల నమోదుకు తనిఖీ జాబితా' },
    summary: {
      en: 'Statements to be filed when the name, place of business or partners of a registered firm change, or when the firm is dissolved.',
      te: 'రిజిస్టర్ అయిన సంస్థ పేరు, వ్యాపార స్థలం లేదా భాగస్వాములు మారినప్పుడు, సంస్థ రద్దయినప్పుడు దాఖలు చేయాల్సిన స్టేట్‌మెంట్లు.',
    },
    purpose: 'Sections 60 to 63 of the Indian Partnership Act, 1932 require the Registrar to be informed of changes in a registered firm so that the Register of Firms remains correct.',
    documents: [
      'Statement of change in the prescribed form, signed by the partners.',
      'The deed of reconstitution, retirement or dissolution, duly stamped.',
      'Identity proof of incoming partners, and the consent of outgoing partners.',
    ],
    fees: ['Fee for each statement of change, as notified.'],
    notes: ['Until the retirement of a partner is recorded, he may remain liable to third parties for acts of the firm.'],
  },
  {
    group: 'societies',
    date: '2024-10-07',
    reference: 'Checklist No. SOC-01',
    slug: 'registration-of-society',
    title: { en: 'Checklist for registration of a society', te: 'సంఘం రిజిస్ట్రేషన్‌కు తనిఖీ జాబితా' },
    summary: {
      en: 'Memorandum, bye-laws, list of governing body members and proof of address for registration under the AP Societies Registration Act, 2001.',
      te: 'ఆంధ్రప్రదేశ్ సంఘాల రిజిస్ట్రేషన్ చట్టం, 2001 కింద రిజిస్ట్రేషన్‌కు మెమోరాండం, నియమావళి, పాలకవర్గ సభ్యుల జాబితా, చిరునామా రుజువు.',
    },
    purpose: 'Any seven or more persons associated for a literary, scientific, charitable or other lawful purpose may register a society with the District Registrar of the district where its office is situated.',
    documents: [
      'Application signed by at least seven members.',
      'Memorandum of association stating the name, objects and address of the society.',
      'Bye-laws certified by the President and Secretary.',
      'List of members of the governing body with their addresses, occupations and signatures.',
      'Proof of the address of the office of the society.',
      'Identity proof of the members of the governing body.',
    ],
    fees: ['Registration fee as notified.'],
    notes: ['The name must not be identical with, or likely to be mistaken for, that of a registered society.', 'The objects must not include carrying on business for profit.'],
  },
  {
    group: 'societies',
    date: '2019-05-29',
    reference: 'Checklist No. SOC-03',
    slug: 'amendment-of-bye-laws',
    title: { en: 'Checklist for registration of amendments to bye-laws', te: 'నియమావళి సవరణల రిజిస్ట్రేషన్‌కు తనిఖీ జాబితా' },
    summary: {
      en: 'Resolution, notice of meeting and amended bye-laws required to register a change in the bye-laws of a society.',
      te: 'సంఘం నియమావళిలో మార్పు నమోదుకు కావలసిన తీర్మానం, సమావేశ నోటీసు మరియు సవరించిన నియమావళి.',
    },
    purpose: 'An amendment of the memorandum or bye-laws takes effect only after it is registered by the District Registrar.',
    documents: [
      'Application signed by the President and Secretary.',
      'Copy of the notice of the general meeting and proof of its service on members.',
      'Copy of the resolution passed by the majority required in the bye-laws, with the attendance register.',
      'The amended bye-laws, certified by the President and Secretary.',
    ],
    fees: ['Fee for registration of the amendment, as notified.'],
    notes: ['Apply within 30 days of the meeting that passed the amendment.'],
  },
];

export const actRulesList: SeedList = {
  list: 'act-rules',
  groups: [
    { key: 'registration-acts', label: { en: 'Registration Acts and Rules', te: 'రిజిస్ట్రేషన్ చట్టాలు మరియు నియమాలు' } },
    { key: 'stamp-acts', label: { en: 'Stamp Acts and Rules', te: 'స్టాంపు చట్టాలు మరియు నియమాలు' } },
    { key: 'registration-checklists', label: { en: 'Registration checklists', te: 'రిజిస్ట్రేషన్ తనిఖీ జాబితాలు' } },
    { key: 'stamp-checklists', label: { en: 'Stamp checklists', te: 'స్టాంపుల తనిఖీ జాబితాలు' } },
    { key: 'hindu-marriage', label: { en: 'Hindu marriage', te: 'హిందూ వివాహం' } },
    { key: 'special-marriage', label: { en: 'Special marriage', te: 'ప్రత్యేక వివాహం' } },
    { key: 'partnership', label: { en: 'Partnership firms', te: 'భాగస్వామ్య సంస్థలు' } },
    { key: 'societies', label: { en: 'Societies', te: 'సంఘాలు' } },
  ],
  items: [...acts.map(actItem), ...checklists.map(checklistItem)],
};

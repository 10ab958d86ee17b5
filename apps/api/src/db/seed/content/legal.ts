import type { BilingualText } from '@igrs/domain';
import { dated, pdf, type SeedItem, type SeedList } from './types.ts';

interface LegalDocument {
  group: 'government-orders' | 'notifications' | 'legal-opinions';
  date: string;
  reference: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  body: string[];
  signature: string[];
}

const GOVERNMENT_SIGNATURE = ['(By order and in the name of the Governor of Andhra Pradesh)', 'Special Chief Secretary to Government', 'Revenue (Registration and Stamps) Department'];
const COMMISSIONER_SIGNATURE = ['Commissioner & Inspector General', 'Registration & Stamps, Andhra Pradesh'];

const documents: LegalDocument[] = [
  {
    group: 'notifications',
    date: '2026-06-01',
    reference: 'Notification No. CARD/3307/2026',
    slug: 'online-registration-of-bank-mortgages',
    title: {
      en: 'Online presentation of mortgage deeds by banks with Aadhaar e-Sign',
      te: 'ఆధార్ ఈ-సైన్‌తో బ్యాంకులు తనఖా దస్తావేజులను ఆన్‌లైన్‌లో సమర్పించడం',
    },
    summary: {
      en: 'Scheduled banks may present mortgage deeds for housing and agricultural loans online, signed with Aadhaar e-Sign, without the parties visiting the office.',
      te: 'గృహ, వ్యవసాయ రుణాల తనఖా దస్తావేజులను షెడ్యూల్డ్ బ్యాంకులు ఆధార్ ఈ-సైన్‌తో ఆన్‌లైన్‌లో సమర్పించవచ్చు; పక్షాలు కార్యాలయానికి రావాల్సిన అవసరం లేదు.',
    },
    body: [
      'Under Section 69 of the Registration Act, 1908, read with the Information Technology Act, 2000, the Commissioner & Inspector General notifies the following procedure for the online presentation of deeds of mortgage without possession executed in favour of scheduled commercial banks.',
      'The deed shall be prepared on the standard template, signed by the mortgagor and the authorised officer of the bank with Aadhaar-based e-Sign, and presented through the bank\'s login on the portal with the duty and fee paid online.',
      'The Sub-Registrar shall examine the deed, verify the e-Sign certificates and the payment, and register it without the personal appearance of the parties. The registered deed, with the digitally signed endorsements, shall be made available for download by the bank.',
      'The facility applies to loans for the purchase or construction of a house and to agricultural loans, with effect from 01-07-2026.',
    ],
    signature: COMMISSIONER_SIGNATURE,
  },
  {
    group: 'government-orders',
    date: '2025-09-15',
    reference: 'G.O.Ms. No. 112, Revenue (Registration-I) Department',
    slug: 'land-pooling-documents-exemption',
    title: {
      en: 'Exemption of stamp duty and registration fee on documents under the land pooling scheme',
      te: 'ల్యాండ్ పూలింగ్ పథకం కింద దస్తావేజులపై స్టాంపు సుంకం మరియు రిజిస్ట్రేషన్ రుసుము మినహాయింపు',
    },
    summary: {
      en: 'Documents by which land owners surrender land to the capital region authority and receive reconstituted plots are exempted from duty and fee.',
      te: 'భూ యజమానులు రాజధాని ప్రాంత ప్రాధికార సంస్థకు భూమిని అప్పగించి, పునర్వ్యవస్థీకరించిన ప్లాట్లు పొందే దస్తావేజులకు సుంకం, రుసుము మినహాయింపు.',
    },
    body: [
      'Under the land pooling scheme, owners of land in the capital region surrender their land to the Andhra Pradesh Capital Region Development Authority and receive reconstituted residential and commercial plots in return.',
      'In exercise of the powers conferred by Section 9 of the Indian Stamp Act, 1899 and Section 78 of the Registration Act, 1908, the Government hereby remit the stamp duty and registration fee chargeable on the documents of surrender of land and of allotment of reconstituted plots executed under the scheme.',
      'The first transfer of a reconstituted plot by the original land owner within the period stated in the scheme shall also be exempted to the extent provided in the scheme.',
      'The Commissioner & Inspector General shall issue the necessary instructions to the registering officers.',
    ],
    signature: GOVERNMENT_SIGNATURE,
  },
  {
    group: 'government-orders',
    date: '2024-11-12',
    reference: 'G.O.Ms. No. 203, Revenue (Registration-I) Department',
    slug: 'fee-exemption-self-help-group-mortgages',
    title: {
      en: 'Exemption of registration fee on mortgages by members of women self-help groups',
      te: 'మహిళా స్వయం సహాయక సంఘాల సభ్యుల తనఖాలపై రిజిస్ట్రేషన్ రుసుము మినహాయింపు',
    },
    summary: {
      en: 'Mortgage deeds executed by members of women self-help groups for loans from banks under Government programmes are exempted from registration fee.',
      te: 'ప్రభుత్వ కార్యక్రమాల కింద బ్యాంకుల నుండి రుణాల కోసం మహిళా స్వయం సహాయక సంఘాల సభ్యులు రాసే తనఖా దస్తావేజులకు రిజిస్ట్రేషన్ రుసుము మినహాయింపు.',
    },
    body: [
      'The Government are keen to ease access of women self-help groups to bank credit for livelihood activities.',
      'Under Section 78 of the Registration Act, 1908, the Government hereby direct that no registration fee shall be levied on deeds of mortgage executed by members of women self-help groups in favour of scheduled commercial banks, regional rural banks and co-operative banks, for loans sanctioned under programmes of the State or Central Government, up to a loan amount of Rs.5,00,000.',
      'The registering officer shall verify the sanction letter of the bank showing the programme under which the loan is given.',
    ],
    signature: GOVERNMENT_SIGNATURE,
  },
  {
    group: 'government-orders',
    date: '2024-05-20',
    reference: 'G.O.Ms. No. 64, Revenue (Registration-I) Department',
    slug: 'concession-on-weaker-section-housing',
    title: {
      en: 'Concessional stamp duty on houses allotted under weaker section housing schemes',
      te: 'బలహీన వర్గాల గృహ పథకాల కింద కేటాయించిన ఇళ్లపై రాయితీ స్టాంపు సుంకం',
    },
    summary: {
      en: 'Conveyance of houses and sites allotted under Government housing schemes for the poor is charged at a nominal duty of Rs.100.',
      te: 'పేదల కోసం ప్రభుత్వ గృహ పథకాల కింద కేటాయించిన ఇళ్లు, స్థలాల బదిలీకి నామమాత్రపు సుంకం ₹100 మాత్రమే.',
    },
    body: [
      'Houses and house sites are allotted to eligible poor families under the housing schemes of the State Government, and conveyance deeds are executed in favour of the women of the families.',
      'The Government hereby reduce the stamp duty chargeable on such conveyance deeds to Rs.100, and remit the registration fee, where the deed is executed by the Government or a Government agency in favour of a beneficiary selected under the scheme.',
      'Subsequent transfers by the beneficiary are chargeable at the ordinary rates.',
    ],
    signature: GOVERNMENT_SIGNATURE,
  },
  {
    group: 'government-orders',
    date: '2020-10-30',
    reference: 'G.O.Ms. No. 231, Revenue (Registration-I) Department',
    slug: 'rera-registration-of-projects',
    title: {
      en: 'Registration of sale of flats and plots in projects that require RERA registration',
      te: 'రెరా రిజిస్ట్రేషన్ అవసరమైన ప్రాజెక్టుల్లో ఫ్లాట్లు, ప్లాట్ల విక్రయ రిజిస్ట్రేషన్',
    },
    summary: {
      en: 'Sale deeds of flats and plots in projects that must be registered under the Real Estate (Regulation and Development) Act, 2016 must state the RERA registration number.',
      te: 'రియల్ ఎస్టేట్ (నియంత్రణ మరియు అభివృద్ధి) చట్టం, 2016 కింద రిజిస్టర్ కావాల్సిన ప్రాజెక్టుల్లోని ఫ్లాట్లు, ప్లాట్ల విక్రయ దస్తావేజుల్లో రెరా రిజిస్ట్రేషన్ నంబరు తప్పనిసరిగా ఉండాలి.',
    },
    body: [
      'The Real Estate (Regulation and Development) Act, 2016 prohibits promoters from selling plots, apartments or buildings in a real estate project that requires registration unless the project is registered with the Real Estate Regulatory Authority.',
      'Registering officers shall, before registering the first sale of a flat or plot by a promoter in such a project, verify that the deed states the registration number of the project with the Authority and that the registration is valid on the date of presentation.',
      'Documents in which the number is not stated shall be returned to the parties for correction with an endorsement of the reason.',
    ],
    signature: GOVERNMENT_SIGNATURE,
  },
  {
    group: 'notifications',
    date: '2023-02-13',
    reference: 'Notification No. PP1/2271/2023',
    slug: 'procedure-for-prohibited-properties',
    title: {
      en: 'Procedure for notifying and denotifying prohibited properties under Section 22-A',
      te: 'సెక్షన్ 22-ఎ కింద నిషేధిత ఆస్తుల ప్రకటన మరియు ఉపసంహరణ విధానం',
    },
    summary: {
      en: 'Sets out how Collectors and other authorities send lists of prohibited properties, and how owners may seek denotification.',
      te: 'కలెక్టర్లు, ఇతర అధికారులు నిషేధిత ఆస్తుల జాబితాలను ఎలా పంపాలో, యజమానులు ఉపసంహరణ కోసం ఎలా కోరవచ్చో వివరిస్తుంది.',
    },
    body: [
      'Lists of properties to be notified under Section 22-A of the Registration Act, 1908 shall be sent by the District Collector, the Commissioner of Endowments and the Chief Executive Officer of the Wakf Board, in the electronic format prescribed, with the survey or door number, extent and the clause of the section under which each property falls.',
      'The District Registrar shall upload the lists into the CARD system within two working days of receipt, and they shall be displayed on the portal.',
      'An owner who claims that a property has been wrongly included may apply to the authority that notified it, with the title documents. Orders of denotification shall be sent to the District Registrar, who shall update the system within two working days.',
    ],
    signature: COMMISSIONER_SIGNATURE,
  },
  {
    group: 'notifications',
    date: '2022-07-01',
    reference: 'Notification No. CARD/6690/2022',
    slug: 'digitally-signed-certified-copies',
    title: {
      en: 'Issue of digitally signed certified copies and encumbrance certificates',
      te: 'డిజిటల్ సంతకంతో ధృవీకృత నకళ్లు మరియు ఋణభార ధృవీకరణ పత్రాల జారీ',
    },
    summary: {
      en: 'Certified copies and encumbrance certificates applied for online are issued with the digital signature of the Sub-Registrar and are valid for all purposes.',
      te: 'ఆన్‌లైన్‌లో దరఖాస్తు చేసిన ధృవీకృత నకళ్లు, ఋణభార ధృవీకరణ పత్రాలు సబ్ రిజిస్ట్రార్ డిజిటల్ సంతకంతో జారీ అవుతాయి; అన్ని అవసరాలకు చెల్లుతాయి.',
    },
    body: [
      'Under Section 57 of the Registration Act, 1908, registering officers give certified copies of entries in their books and indexes. Under the Information Technology Act, 2000, a document authenticated by a digital signature satisfies any requirement of law that it be signed.',
      'With effect from 01-08-2022, certified copies and encumbrance certificates applied for online shall be issued as electronic documents bearing the digital signature of the Sub-Registrar, and may be downloaded by the applicant.',
      'The authenticity of any such document may be verified on the portal using the number printed on it.',
    ],
    signature: COMMISSIONER_SIGNATURE,
  },
  {
    group: 'notifications',
    date: '2019-12-20',
    reference: 'Notification No. G2/30114/2019',
    slug: 'working-on-second-saturdays',
    title: {
      en: 'Working of Sub-Registrar Offices on second Saturdays in the last week of the financial year',
      te: 'ఆర్థిక సంవత్సరం చివరి వారంలో రెండో శనివారం సబ్ రిజిస్ట్రార్ కార్యాలయాల పని',
    },
    summary: {
      en: 'Sub-Registrar Offices will work on holidays falling in the last week of March to meet the demand for registration.',
      te: 'రిజిస్ట్రేషన్‌కు ఉన్న డిమాండ్ దృష్ట్యా మార్చి చివరి వారంలో వచ్చే సెలవు దినాల్లో సబ్ రిజిస్ట్రార్ కార్యాలయాలు పనిచేస్తాయి.',
    },
    body: [
      'The number of documents presented for registration rises sharply in the last week of each financial year.',
      'All Sub-Registrar Offices shall work on the second Saturday and on Sundays falling between 25 and 31 March every year, during the normal office hours. The staff shall be given compensatory holidays in April.',
      'No additional fee shall be collected for registration on these days.',
    ],
    signature: COMMISSIONER_SIGNATURE,
  },
  {
    group: 'legal-opinions',
    date: '2021-04-08',
    reference: 'Legal Opinion No. LC/118/2021',
    slug: 'documents-executed-by-guardians-of-minors',
    title: {
      en: 'Registration of documents transferring property of minors executed by natural guardians',
      te: 'మైనర్ల ఆస్తిని బదిలీ చేస్తూ సహజ సంరక్షకులు రాసిన దస్తావేజుల రిజిస్ట్రేషన్',
    },
    summary: {
      en: 'A natural guardian needs the previous permission of the court to sell or mortgage the immovable property of a minor; registering officers should ask for the order.',
      te: 'మైనర్ స్థిరాస్తిని అమ్మడానికి లేదా తనఖా పెట్టడానికి సహజ సంరక్షకుడికి ముందుగా కోర్టు అనుమతి అవసరం; రిజిస్ట్రేషన్ అధికారులు ఆ ఉత్తర్వును అడగాలి.',
    },
    body: [
      'The question referred was whether a Sub-Registrar may register a sale of the property of a minor executed by the father or mother as natural guardian without an order of the court.',
      'Section 8(2) of the Hindu Minority and Guardianship Act, 1956 provides that a natural guardian shall not, without the previous permission of the court, mortgage, charge, sell, gift or exchange any part of the immovable property of the minor. A disposal in contravention is voidable at the instance of the minor.',
      'Although the registering officer does not decide the validity of a transaction, the officer should, in the interest of the minor, ask for the order of the court and note its particulars in the document. Where no order is produced, the parties should be informed of the legal position before the document is admitted.',
    ],
    signature: ['Law Officer', 'Office of the Commissioner & Inspector General'],
  },
  {
    group: 'legal-opinions',
    date: '2019-03-11',
    reference: 'Legal Opinion No. LC/047/2019',
    slug: 'benami-transactions-reporting',
    title: {
      en: 'Role of registering officers under the Prohibition of Benami Property Transactions Act, 1988',
      te: 'బినామీ ఆస్తి లావాదేవీల నిషేధ చట్టం, 1988 కింద రిజిస్ట్రేషన్ అధికారుల పాత్ర',
    },
    summary: {
      en: 'Registering officers cannot refuse registration on suspicion of a benami transaction but must furnish information called for by the authorities under the Act.',
      te: 'బినామీ లావాదేవీ అనే అనుమానంతో రిజిస్ట్రేషన్ అధికారులు రిజిస్ట్రేషన్ నిరాకరించరాదు; కానీ చట్టం కింద అధికారులు అడిగిన సమాచారాన్ని అందించాలి.',
    },
    body: [
      'The question referred was whether a registering officer may refuse to register a document suspected to be a benami transaction.',
      'The Prohibition of Benami Property Transactions Act, 1988 entrusts the identification of benami property to the Initiating Officer and the Adjudicating Authority under that Act. The Registration Act does not empower the registering officer to refuse registration on this ground.',
      'Registering officers are, however, bound to furnish information and copies of documents called for by the authorities under the Act, and to note any order of provisional attachment communicated to them in the index so that it appears in encumbrance certificates.',
    ],
    signature: ['Law Officer', 'Office of the Commissioner & Inspector General'],
  },
];

export const legalList: SeedList = {
  list: 'legal',
  groups: [
    { key: 'government-orders', label: { en: 'Government orders', te: 'ప్రభుత్వ ఉత్తర్వులు' } },
    { key: 'notifications', label: { en: 'Notifications', te: 'ప్రకటనలు' } },
    { key: 'legal-opinions', label: { en: 'Legal opinions', te: 'న్యాయ అభిప్రాయాలు' } },
  ],
  items: documents.map(
    (document): SeedItem => ({
      group: document.group,
      title: document.title,
      summary: document.summary,
      referenceNumber: document.reference,
      itemDate: document.date,
      file: pdf(`legal-${document.date.slice(0, 7)}-${document.slug}.pdf`, {
        title: document.title.en,
        subtitle: `${document.reference}, dated ${dated(document.date)}`,
        paragraphs: document.body,
        signature: document.signature,
      }),
    }),
  ),
};

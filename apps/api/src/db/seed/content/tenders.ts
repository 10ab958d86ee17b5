import type { BilingualText } from '@igrs/domain';
import { dated, pdf, type SeedItem, type SeedList } from './types.ts';

interface Tender {
  group: 'it-services' | 'civil-works' | 'goods-and-services';
  date: string;
  closingDate: string;
  reference: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  scope: string[];
  eligibility: string[];
  estimatedValue: string;
  earnestMoney: string;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/*
 * Tenders published from October 2026 close in 2027 and show as open; the rest closed before November 2026.
 * Their status is worked out when the list is read, against the day of reading.
 */
const tenders: Tender[] = [
  {
    group: 'it-services',
    date: '2026-11-18',
    closingDate: '2027-01-29',
    reference: 'Tender No. IGRS/IT/15/2026-27',
    slug: 'digitisation-of-pre-1983-records',
    title: { en: 'Scanning and digitisation of registration records before 1983', te: '1983కు ముందటి రిజిస్ట్రేషన్ రికార్డుల స్కానింగ్ మరియు డిజిటలీకరణ' },
    summary: {
      en: 'Scanning, indexing and quality checking of about 2.4 crore pages of old registers at District Registrar offices.',
      te: 'జిల్లా రిజిస్ట్రార్ కార్యాలయాల్లోని పాత రిజిస్టర్లలో సుమారు 2.4 కోట్ల పేజీల స్కానింగ్, సూచికీకరణ మరియు నాణ్యత తనిఖీ.',
    },
    scope: [
      'Scanning of Book 1 and index volumes from 1950 to 1982 at the district offices, without removing the volumes from the premises.',
      'Data entry of the index particulars so that the records can be searched by survey number and party name.',
      'Two-stage quality check and delivery of images in the format prescribed by the department.',
    ],
    eligibility: ['Average annual turnover of Rs.10 crore in the last three years.', 'Experience of digitising at least 50 lakh pages of land or court records.'],
    estimatedValue: 'Rs.18.60 crore',
    earnestMoney: 'Rs.18,60,000',
  },
  {
    group: 'it-services',
    date: '2026-11-10',
    closingDate: '2027-01-15',
    reference: 'Tender No. IGRS/IT/14/2026-27',
    slug: 'biometric-devices-for-sub-registrar-offices',
    title: { en: 'Supply, installation and maintenance of biometric devices for Sub-Registrar Offices', te: 'సబ్ రిజిస్ట్రార్ కార్యాలయాలకు బయోమెట్రిక్ పరికరాల సరఫరా, అమర్చడం మరియు నిర్వహణ' },
    summary: {
      en: 'Supply of 1,200 registered fingerprint and iris devices certified for Aadhaar authentication, with five years of maintenance.',
      te: 'ఆధార్ ధృవీకరణకు ధృవపత్రం పొందిన 1,200 వేలిముద్ర మరియు ఐరిస్ పరికరాల సరఫరా, ఐదేళ్ల నిర్వహణతో సహా.',
    },
    scope: [
      'Supply of 900 fingerprint and 300 iris devices certified for registered-device authentication.',
      'Installation and integration with the CARD system at every Sub-Registrar Office.',
      'Comprehensive maintenance for five years with replacement within two working days.',
    ],
    eligibility: ['Original equipment manufacturer or its authorised partner.', 'Supply of at least 1,000 certified biometric devices to Government bodies in the last three years.'],
    estimatedValue: 'Rs.3.10 crore',
    earnestMoney: 'Rs.3,10,000',
  },
  {
    group: 'it-services',
    date: '2026-11-03',
    closingDate: '2027-01-08',
    reference: 'Tender No. IGRS/IT/12/2026-27',
    slug: 'maintenance-of-card-servers',
    title: { en: 'Annual maintenance of CARD servers and storage at the State Data Centre', te: 'రాష్ట్ర డేటా సెంటర్‌లోని కార్డ్ సర్వర్లు, స్టోరేజీ వార్షిక నిర్వహణ' },
    summary: {
      en: 'Comprehensive maintenance of the servers, storage and backup systems that run the registration application.',
      te: 'రిజిస్ట్రేషన్ అప్లికేషన్ నడిచే సర్వర్లు, స్టోరేజీ, బ్యాకప్ వ్యవస్థల సమగ్ర నిర్వహణ.',
    },
    scope: [
      'Preventive and breakdown maintenance of servers, storage arrays and tape libraries.',
      'Resident engineers at the State Data Centre round the clock.',
      'Quarterly restoration tests of backups and reports on capacity.',
    ],
    eligibility: ['Authorised service partner of the equipment manufacturers.', 'ISO 20000 or equivalent certification for service management.'],
    estimatedValue: 'Rs.1.45 crore',
    earnestMoney: 'Rs.1,45,000',
  },
  {
    group: 'civil-works',
    date: '2026-10-27',
    closingDate: '2027-02-05',
    reference: 'Tender No. IGRS/CW/05/2026-27',
    slug: 'integrated-sro-building-nandyal',
    title: { en: 'Construction of an integrated Sub-Registrar Office building at Nandyal', te: 'నంద్యాలలో సమీకృత సబ్ రిజిస్ట్రార్ కార్యాలయ భవన నిర్మాణం' },
    summary: {
      en: 'Construction of a two-storey building housing the District Registrar and two Sub-Registrar Offices, with a public waiting hall and record room.',
      te: 'జిల్లా రిజిస్ట్రార్, రెండు సబ్ రిజిస్ట్రార్ కార్యాలయాలు ఉండేలా ప్రజల నిరీక్షణ హాలు, రికార్డు గదితో రెండంతస్తుల భవన నిర్మాణం.',
    },
    scope: [
      'Civil, electrical and plumbing works for a building of about 1,450 square metres.',
      'Barrier-free access with ramps, an accessible toilet and a lift.',
      'Fire-resistant record room with compactor racks.',
    ],
    eligibility: ['Registered contractor in the appropriate class with the Government of Andhra Pradesh.', 'Completion of similar buildings of at least Rs.3 crore in the last five years.'],
    estimatedValue: 'Rs.6.75 crore',
    earnestMoney: 'Rs.6,75,000',
  },
  {
    group: 'goods-and-services',
    date: '2026-08-20',
    closingDate: '2026-09-25',
    reference: 'Tender No. IGRS/GS/07/2026-27',
    slug: 'housekeeping-and-security-head-office',
    title: { en: 'Housekeeping and security services for the Commissioner\'s office', te: 'కమిషనర్ కార్యాలయానికి పారిశుద్ధ్య మరియు భద్రతా సేవలు' },
    summary: {
      en: 'Engagement of an agency for housekeeping and security at the head office for two years.',
      te: 'ప్రధాన కార్యాలయంలో రెండు సంవత్సరాల పాటు పారిశుద్ధ్య, భద్రతా సేవల కోసం ఏజెన్సీ నియామకం.',
    },
    scope: ['Daily cleaning of the office premises and public areas.', 'Security guards round the clock at the entrances and the record room.'],
    eligibility: ['Registration under the Private Security Agencies (Regulation) Act, 2005.', 'Compliance with labour laws, including EPF and ESI registration.'],
    estimatedValue: 'Rs.96 lakh',
    earnestMoney: 'Rs.96,000',
  },
  {
    group: 'goods-and-services',
    date: '2026-05-11',
    closingDate: '2026-06-15',
    reference: 'Tender No. IGRS/GS/03/2026-27',
    slug: 'thermal-printers-and-toner',
    title: { en: 'Supply of thermal printers and toner cartridges', te: 'థర్మల్ ప్రింటర్లు మరియు టోనర్ కార్ట్రిడ్జ్‌ల సరఫరా' },
    summary: {
      en: 'Rate contract for printers used for endorsements and receipts, and for toner cartridges for all offices.',
      te: 'ఎండార్స్‌మెంట్లు, రశీదుల కోసం ఉపయోగించే ప్రింటర్లు, అన్ని కార్యాలయాలకు టోనర్ కార్ట్రిడ్జ్‌ల రేట్ కాంట్రాక్ట్.',
    },
    scope: ['Supply of 600 thermal printers delivered to the District Registrar offices.', 'Supply of toner cartridges against monthly indents for two years.'],
    eligibility: ['Manufacturer or authorised distributor.', 'Service centres in at least ten districts of the State.'],
    estimatedValue: 'Rs.1.20 crore',
    earnestMoney: 'Rs.1,20,000',
  },
  {
    group: 'goods-and-services',
    date: '2026-01-19',
    closingDate: '2026-02-20',
    reference: 'Tender No. IGRS/GS/19/2025-26',
    slug: 'help-desk-14544-operations',
    title: { en: 'Engagement of an agency to operate the 14544 help desk', te: '14544 హెల్ప్ డెస్క్ నిర్వహణకు ఏజెన్సీ నియామకం' },
    summary: {
      en: 'Operation of the citizens\' help desk in Telugu and English from 8 a.m. to 8 p.m. for three years.',
      te: 'మూడేళ్ల పాటు ఉదయం 8 నుండి రాత్రి 8 వరకు తెలుగు, ఆంగ్ల భాషల్లో పౌరుల హెల్ప్ డెస్క్ నిర్వహణ.',
    },
    scope: ['Staffing of 30 seats with agents fluent in Telugu and English.', 'Logging of every call in the grievance system and escalation to the offices concerned.', 'Monthly reports on call volumes and resolution.'],
    eligibility: ['Experience of running a Government help desk of at least 25 seats.', 'Average annual turnover of Rs.5 crore.'],
    estimatedValue: 'Rs.4.20 crore',
    earnestMoney: 'Rs.4,20,000',
  },
  {
    group: 'civil-works',
    date: '2025-09-08',
    closingDate: '2025-10-10',
    reference: 'Tender No. IGRS/CW/09/2025-26',
    slug: 'renovation-district-registrar-office-kakinada',
    title: { en: 'Renovation of the District Registrar office, Kakinada', te: 'కాకినాడ జిల్లా రిజిస్ట్రార్ కార్యాలయ పునరుద్ధరణ' },
    summary: {
      en: 'Repairs to the roof, flooring and electrical wiring, and creation of a public waiting area.',
      te: 'పైకప్పు, ఫ్లోరింగ్, విద్యుత్ వైరింగ్ మరమ్మతులు మరియు ప్రజల నిరీక్షణ ప్రాంతం ఏర్పాటు.',
    },
    scope: ['Waterproofing of the roof and replacement of damaged flooring.', 'Rewiring and provision of an earthing system for computers.', 'A waiting area with seating, drinking water and a ramp.'],
    eligibility: ['Registered contractor in the appropriate class.'],
    estimatedValue: 'Rs.48 lakh',
    earnestMoney: 'Rs.48,000',
  },
  {
    group: 'it-services',
    date: '2025-03-03',
    closingDate: '2025-04-04',
    reference: 'Tender No. IGRS/IT/21/2024-25',
    slug: 'mobile-application-for-citizen-services',
    title: { en: 'Development of a mobile application for slot booking and EC search', te: 'స్లాట్ బుకింగ్, ఈసీ శోధన కోసం మొబైల్ అప్లికేషన్ అభివృద్ధి' },
    summary: {
      en: 'Design and development of an accessible bilingual mobile application for the main citizen services.',
      te: 'ప్రధాన పౌర సేవల కోసం అందరికీ అనువైన ద్విభాషా మొబైల్ అప్లికేషన్ రూపకల్పన మరియు అభివృద్ధి.',
    },
    scope: ['Android and iOS applications in Telugu and English.', 'Conformance with WCAG 2.1 level AA.', 'Integration with the existing services for slot booking, EC search and payments.'],
    eligibility: ['Experience of at least two Government mobile applications with over one lakh users.', 'CMMI level 3 or ISO 9001 certification.'],
    estimatedValue: 'Rs.1.80 crore',
    earnestMoney: 'Rs.1,80,000',
  },
  {
    group: 'goods-and-services',
    date: '2024-07-15',
    closingDate: '2024-08-16',
    reference: 'Tender No. IGRS/GS/08/2024-25',
    slug: 'hiring-of-vehicles-for-inspection',
    title: { en: 'Hiring of vehicles for inspection teams', te: 'తనిఖీ బృందాల కోసం వాహనాల అద్దె' },
    summary: {
      en: 'Hiring of 26 vehicles with drivers for the district inspection and audit teams for two years.',
      te: 'జిల్లా తనిఖీ, ఆడిట్ బృందాల కోసం రెండేళ్ల పాటు డ్రైవర్లతో 26 వాహనాల అద్దె.',
    },
    scope: ['One vehicle with driver in each district for up to 2,500 km a month.'],
    eligibility: ['Vehicles not older than three years with commercial registration.'],
    estimatedValue: 'Rs.1.10 crore',
    earnestMoney: 'Rs.1,10,000',
  },
  {
    group: 'goods-and-services',
    date: '2023-02-06',
    closingDate: '2023-03-10',
    reference: 'Tender No. IGRS/GS/22/2022-23',
    slug: 'ups-systems-for-sub-registrar-offices',
    title: { en: 'Supply of UPS systems for Sub-Registrar Offices', te: 'సబ్ రిజిస్ట్రార్ కార్యాలయాలకు యూపీఎస్ వ్యవస్థల సరఫరా' },
    summary: {
      en: 'Supply and installation of 5 kVA online UPS systems with batteries for four hours of backup.',
      te: 'నాలుగు గంటల బ్యాకప్ ఇచ్చే బ్యాటరీలతో 5 కేవీఏ ఆన్‌లైన్ యూపీఎస్ వ్యవస్థల సరఫరా, అమర్చడం.',
    },
    scope: ['Supply of 300 UPS systems with batteries.', 'Installation and three years of warranty.'],
    eligibility: ['Manufacturer with BIS certification for the product.'],
    estimatedValue: 'Rs.2.25 crore',
    earnestMoney: 'Rs.2,25,000',
  },
  {
    group: 'it-services',
    date: '2021-06-21',
    closingDate: '2021-07-23',
    reference: 'Tender No. IGRS/IT/04/2021-22',
    slug: 'security-audit-of-portal',
    title: { en: 'Security audit of the IGRS portal and applications', te: 'ఐజీఆర్‌ఎస్ పోర్టల్ మరియు అప్లికేషన్ల భద్రతా ఆడిట్' },
    summary: {
      en: 'Application and infrastructure security audit by an auditor empanelled by CERT-In.',
      te: 'సెర్ట్-ఇన్ గుర్తింపు పొందిన ఆడిటర్ ద్వారా అప్లికేషన్, మౌలిక సదుపాయాల భద్రతా ఆడిట్.',
    },
    scope: ['Vulnerability assessment and penetration testing of the portal and the CARD application.', 'Verification of the fixes and issue of a safe-to-host certificate.'],
    eligibility: ['Empanelment with CERT-In on the date of bid submission.'],
    estimatedValue: 'Rs.24 lakh',
    earnestMoney: 'Rs.24,000',
  },
  {
    group: 'it-services',
    date: '2019-11-25',
    closingDate: '2019-12-27',
    reference: 'Tender No. IGRS/IT/17/2019-20',
    slug: 'digital-signature-tokens',
    title: { en: 'Supply of Class 3 digital signature certificates and tokens', te: 'క్లాస్ 3 డిజిటల్ సంతకం సర్టిఫికెట్లు మరియు టోకెన్ల సరఫరా' },
    summary: {
      en: 'Digital signature certificates for all registering officers to sign certificates and copies electronically.',
      te: 'ధృవీకరణ పత్రాలు, నకళ్లపై ఎలక్ట్రానిక్‌గా సంతకం చేసేందుకు రిజిస్ట్రేషన్ అధికారులందరికీ డిజిటల్ సంతకం సర్టిఫికెట్లు.',
    },
    scope: ['Class 3 signing certificates valid for two years, on FIPS-certified tokens, for 800 officers.'],
    eligibility: ['Licensed Certifying Authority or its registration authority.'],
    estimatedValue: 'Rs.16 lakh',
    earnestMoney: 'Rs.16,000',
  },
];

function tenderItem(tender: Tender): SeedItem {
  return {
    group: tender.group,
    title: tender.title,
    summary: tender.summary,
    referenceNumber: tender.reference,
    itemDate: tender.date,
    closingDate: tender.closingDate,
    file: pdf(`tender-${tender.date.slice(0, 7)}-${tender.slug}.pdf`, {
      title: `Tender notice: ${tender.title.en}`,
      subtitle: `${tender.reference}, dated ${dated(tender.date)}`,
      paragraphs: [
        `The Commissioner & Inspector General of Registration and Stamps, Andhra Pradesh, invites bids through the Andhra Pradesh e-procurement platform from eligible bidders for the work "${tender.title.en}", as set out below.`,
        'The bid document may be downloaded from the e-procurement platform. Bids received after the last date and time will not be accepted. The department reserves the right to reject any or all bids without assigning reasons.',
      ],
      table: {
        columns: ['Particulars', 'Details'],
        rows: [
          ['Estimated value', tender.estimatedValue],
          ['Earnest money deposit', tender.earnestMoney],
          ['Date of publication', dated(tender.date)],
          ['Pre-bid meeting', `${dated(addDays(tender.date, 10))}, 11.00 a.m., Commissioner's office, Amaravati`],
          ['Last date for submission of bids', `${dated(tender.closingDate)}, 3.00 p.m.`],
          ['Opening of technical bids', `${dated(addDays(tender.closingDate, 1))}, 11.00 a.m.`],
        ],
      },
      sections: [
        { heading: 'Scope of work', bullets: tender.scope },
        { heading: 'Eligibility', bullets: tender.eligibility },
      ],
      signature: ['Commissioner & Inspector General', 'Registration & Stamps, Andhra Pradesh'],
    }),
  };
}

export const tendersList: SeedList = {
  list: 'tenders',
  invented: true,
  groups: [
    { key: 'it-services', label: { en: 'Information technology', te: 'సమాచార సాంకేతికత' } },
    { key: 'civil-works', label: { en: 'Civil works', te: 'సివిల్ పనులు' } },
    { key: 'goods-and-services', label: { en: 'Goods and services', te: 'వస్తువులు మరియు సేవలు' } },
  ],
  items: tenders.map(tenderItem),
};

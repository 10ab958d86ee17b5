import type { BilingualText } from '@igrs/domain';
import { dated, pdf, type SeedItem, type SeedList } from './types.ts';

interface Circular {
  group: 'registration' | 'stamps' | 'marriages' | 'societies-firms';
  date: string;
  reference: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  body: string[];
}

const circulars: Circular[] = [
  {
    group: 'registration',
    date: '2026-02-16',
    reference: 'Circular Memo No. G1/2044/2026',
    slug: 'anywhere-registration-within-the-district',
    title: {
      en: 'Anywhere registration within the district: extension to more kinds of document',
      te: 'జిల్లా పరిధిలో ఎక్కడైనా రిజిస్ట్రేషన్: మరిన్ని రకాల దస్తావేజులకు విస్తరణ',
    },
    summary: {
      en: 'Mortgages, releases and cancellations may now be registered at any Sub-Registrar Office in the district where the property lies.',
      te: 'తనఖాలు, విడుదలలు మరియు రద్దు దస్తావేజులను ఇకపై ఆస్తి ఉన్న జిల్లాలోని ఏ సబ్ రిజిస్ట్రార్ కార్యాలయంలోనైనా రిజిస్టర్ చేయవచ్చు.',
    },
    body: [
      'The facility of registering sale and gift deeds at any Sub-Registrar Office within the district in which the property is situated has reduced crowding at the busier offices. The Government has now decided to extend the facility to further classes of document.',
      'With effect from 01-03-2026, deeds of mortgage with or without possession, deeds of release and deeds of cancellation relating to property situated within a district may be presented at any Sub-Registrar Office of that district.',
      'The registering Sub-Registrar shall verify the encumbrance and prohibited property data of the jurisdictional office through the CARD system before admitting the document, and the index shall be updated in the jurisdictional office on the day of registration.',
      'District Registrars shall review the working of the facility every month and report any difficulty to this office.',
    ],
  },
  {
    group: 'registration',
    date: '2024-07-12',
    reference: 'Circular Memo No. G1/18342/2024',
    slug: 'registration-of-gift-deeds',
    title: {
      en: 'Registration of gift deeds in favour of family members: verification of relationship',
      te: 'కుటుంబ సభ్యులకు అనుకూలంగా దాన దస్తావేజుల రిజిస్ట్రేషన్: సంబంధం ధృవీకరణ',
    },
    summary: {
      en: 'Sub-Registrars must verify the declared family relationship before charging the concessional rate of duty on gift deeds.',
      te: 'దాన దస్తావేజులపై రాయితీ సుంకం విధించే ముందు ప్రకటించిన కుటుంబ సంబంధాన్ని సబ్ రిజిస్ట్రార్లు ధృవీకరించాలి.',
    },
    body: [
      'Gift deeds executed in favour of a spouse, children, grandchildren, parents, brothers or sisters attract a concessional rate of stamp duty. Audit has observed cases in which the concession was allowed on a bare recital of relationship in the document.',
      'Sub-Registrars shall, before admitting such a gift deed at the concessional rate, verify the relationship from any one of the following: a family member certificate issued by the Tahsildar, the ration card or rice card showing both parties, the Aadhaar-linked family record of the Government, or a legal heir certificate.',
      'A copy of the document relied upon shall be scanned along with the deed. Where the relationship cannot be established, duty shall be collected at the rate applicable to a gift to any other person.',
      'District Registrars shall check compliance with these instructions during their inspections of Sub-Registrar Offices.',
    ],
  },
  {
    group: 'registration',
    date: '2023-03-20',
    reference: 'Circular Memo No. CARD/4417/2023',
    slug: 'mandatory-slot-booking',
    title: {
      en: 'Mandatory slot booking for registration of documents',
      te: 'దస్తావేజుల రిజిస్ట్రేషన్‌కు స్లాట్ బుకింగ్ తప్పనిసరి',
    },
    summary: {
      en: 'Documents are to be registered in the slot booked through the portal, with a limited number of slots kept for walk-in parties.',
      te: 'పోర్టల్ ద్వారా బుక్ చేసిన స్లాట్‌లోనే దస్తావేజులను రిజిస్టర్ చేయాలి; నేరుగా వచ్చేవారికి కొన్ని స్లాట్లు మాత్రమే కేటాయిస్తారు.',
    },
    body: [
      'To reduce waiting time and crowding at Sub-Registrar Offices, booking of a time slot through the public data entry module is made mandatory for all documents presented for registration from 01-04-2023.',
      'Each office shall open slots of fifteen minutes from 10.30 a.m. to 5.00 p.m. Not more than ten per cent of the slots of a day shall be kept for parties who arrive without booking, on a first come first served basis.',
      'A party who misses the booked slot may be attended to after the booked parties of the next hour. Rebooking shall not attract any fee.',
      'The slot booking details shall be displayed on the screen in the waiting hall of every office.',
    ],
  },
  {
    group: 'registration',
    date: '2022-09-05',
    reference: 'Circular Memo No. PP1/9076/2022',
    slug: 'prohibited-properties-section-22a',
    title: {
      en: 'Registration of documents relating to properties prohibited under Section 22-A',
      te: 'సెక్షన్ 22-ఎ కింద నిషేధిత ఆస్తులకు సంబంధించిన దస్తావేజుల రిజిస్ట్రేషన్',
    },
    summary: {
      en: 'Properties notified under Section 22-A of the Registration Act must be checked against the prohibited property register before any document is admitted.',
      te: 'రిజిస్ట్రేషన్ చట్టంలోని సెక్షన్ 22-ఎ కింద ప్రకటించిన ఆస్తులను, ఏ దస్తావేజునైనా స్వీకరించే ముందు నిషేధిత ఆస్తుల రిజిస్టరుతో సరిచూడాలి.',
    },
    body: [
      'Section 22-A of the Registration Act, 1908, as inserted for Andhra Pradesh, prohibits the registration of documents relating to Government land, land assigned to landless poor persons, endowment and wakf land, and other properties notified by the competent authorities.',
      'The prohibited property data notified by the District Collectors, the Endowments Department and the Wakf Board is available in the CARD system. Sub-Registrars shall check every document against this data before admission and shall record the result of the check on the check slip.',
      'Where a property is found in the prohibited list, registration shall be refused with reasons under Section 71 of the Registration Act, and the party shall be informed that an application for denotification lies before the authority that notified it.',
      'Denotification orders received from the competent authorities shall be entered in the system by the District Registrar within two working days.',
    ],
  },
  {
    group: 'registration',
    date: '2021-01-18',
    reference: 'Circular Memo No. CARD/1206/2021',
    slug: 'aadhaar-e-kyc-of-executants',
    title: {
      en: 'Aadhaar-based e-KYC of executants and claimants',
      te: 'రాసిచ్చేవారు మరియు హక్కుదారుల ఆధార్ ఆధారిత ఈ-కేవైసీ',
    },
    summary: {
      en: 'The identity of executants and claimants is to be verified by Aadhaar-based biometric authentication, with consent, at the time of registration.',
      te: 'రిజిస్ట్రేషన్ సమయంలో సమ్మతితో ఆధార్ ఆధారిత బయోమెట్రిక్ ధృవీకరణ ద్వారా రాసిచ్చేవారు, హక్కుదారుల గుర్తింపును ధృవీకరించాలి.',
    },
    body: [
      'Impersonation of owners is a principal cause of fraudulent registrations. To prevent it, the identity of every executant and claimant appearing before the Sub-Registrar shall be verified through Aadhaar-based biometric authentication, with the written consent of the person.',
      'Where authentication fails after three attempts, or where a person does not hold Aadhaar, identity shall be established through any two of the documents listed in Rule 32 of the Andhra Pradesh Registration Rules, and the reason shall be recorded.',
      'The Aadhaar number shall not be printed on the registered document or the endorsements; only the masked number showing the last four digits may appear.',
      'The authentication record shall be kept in the system with the document and shall not be shared with any third party.',
    ],
  },
  {
    group: 'registration',
    date: '2019-11-04',
    reference: 'Circular Memo No. G2/23771/2019',
    slug: 'same-day-return-of-registered-documents',
    title: {
      en: 'Return of registered documents on the day of registration',
      te: 'రిజిస్ట్రేషన్ రోజునే రిజిస్టర్ అయిన దస్తావేజుల వాపసు',
    },
    summary: {
      en: 'Registered documents are to be scanned and returned to the parties on the day of registration, without waiting for copying in the books.',
      te: 'రిజిస్టర్ అయిన దస్తావేజులను పుస్తకాల్లో నకలు చేసే వరకు ఆగకుండా స్కాన్ చేసి రిజిస్ట్రేషన్ రోజునే పక్షాలకు తిరిగి ఇవ్వాలి.',
    },
    body: [
      'Under the CARD system, the registered document is scanned and the scanned image constitutes the copy in Book 1. There is therefore no reason to retain documents after registration.',
      'Every Sub-Registrar shall ensure that documents registered during the day are scanned, checked for legibility of every page and returned to the person named in the receipt before the office closes.',
      'Where scanning cannot be completed on the same day because of a failure of equipment, the document shall be returned by the next working day and the reason shall be entered in the pending register.',
      'District Registrars shall monitor the pendency reports daily.',
    ],
  },
  {
    group: 'stamps',
    date: '2025-06-30',
    reference: 'Circular Memo No. ST1/6612/2025',
    slug: 'duty-on-development-agreements',
    title: {
      en: 'Stamp duty on development agreements combined with a general power of attorney',
      te: 'సాధారణ అధికార పత్రంతో కూడిన అభివృద్ధి ఒప్పందాలపై స్టాంపు సుంకం',
    },
    summary: {
      en: 'Clarifies the duty payable on development agreements-cum-GPA and the adjustment of duty paid when the developer\'s share is later conveyed.',
      te: 'అభివృద్ధి ఒప్పందం మరియు జీపీఏ కలిసిన దస్తావేజులపై చెల్లించాల్సిన సుంకాన్ని, డెవలపర్ వాటాను తర్వాత బదిలీ చేసినప్పుడు ఆ సుంకం సర్దుబాటును స్పష్టం చేస్తుంది.',
    },
    body: [
      'Doubts have been raised about the duty chargeable on agreements under which an owner of land authorises a developer to construct and sell, combined with a general power of attorney in favour of the developer.',
      'Such an instrument is chargeable under Article 6-B of Schedule I-A of the Indian Stamp Act, 1899 as applicable to Andhra Pradesh, on the market value of the land, and the power of attorney contained in it does not attract separate duty when it is given to the same developer for the same property.',
      'When the owner\'s or the developer\'s share of built-up area is later conveyed to a purchaser, the duty paid on the development agreement shall be adjusted in the manner provided in the Article, subject to production of the registered development agreement.',
      'Sub-Registrars shall record the particulars of the earlier document on the check slip whenever the adjustment is allowed.',
    ],
  },
  {
    group: 'stamps',
    date: '2024-01-22',
    reference: 'Circular Memo No. ST2/1180/2024',
    slug: 'refund-of-spoiled-e-stamps',
    title: {
      en: 'Refund of unused and spoiled e-stamp certificates: procedure',
      te: 'వినియోగించని, పాడైన ఈ-స్టాంపు సర్టిఫికెట్ల సొమ్ము వాపసు: విధానం',
    },
    summary: {
      en: 'Sets out who may apply, the time limit of six months and the documents to be produced for a refund of e-stamp value.',
      te: 'ఈ-స్టాంపు విలువ వాపసుకు ఎవరు దరఖాస్తు చేయవచ్చో, ఆరు నెలల గడువును, సమర్పించాల్సిన పత్రాలను వివరిస్తుంది.',
    },
    body: [
      'Applications for refund of the value of e-stamp certificates that have not been used, or that were spoiled before execution, shall be made to the District Registrar within six months from the date of issue, as provided in Sections 49 and 50 of the Indian Stamp Act, 1899.',
      'The application shall be made by the person in whose name the certificate was issued, with the original certificate, an affidavit that it has not been used for any instrument, and the bank account details for credit of the refund.',
      'The District Registrar shall verify the certificate in the e-stamp system, lock it against further use, and pass orders within thirty days. The refund shall be made after deducting ten per cent of the value as provided in the Act.',
      'A register of refunds shall be maintained in every district office.',
    ],
  },
  {
    group: 'stamps',
    date: '2022-04-11',
    reference: 'Circular Memo No. ST1/3987/2022',
    slug: 'adjudication-of-stamp-duty',
    title: {
      en: 'Adjudication of stamp duty under Section 31: time limits',
      te: 'సెక్షన్ 31 కింద స్టాంపు సుంకం నిర్ణయం: గడువులు',
    },
    summary: {
      en: 'Applications for the Collector\'s opinion on the duty chargeable on an instrument are to be decided within 30 days.',
      te: 'ఒక దస్తావేజుపై విధించాల్సిన సుంకంపై కలెక్టర్ అభిప్రాయం కోసం వచ్చిన దరఖాస్తులను 30 రోజుల్లో పరిష్కరించాలి.',
    },
    body: [
      'Any person may bring an instrument, executed or not, to the Collector under Section 31 of the Indian Stamp Act, 1899 and ask for an opinion on the duty with which it is chargeable. The District Registrars exercise these powers of the Collector.',
      'It has been noticed that such applications remain pending for long periods. All applications shall hereafter be disposed of within 30 days of receipt, after hearing the applicant where necessary.',
      'The opinion shall state the Article of the Schedule under which the instrument falls and the reasons. When the duty is paid, the endorsement under Section 32 shall be made on the instrument.',
      'Pending applications shall be reported in the monthly review.',
    ],
  },
  {
    group: 'stamps',
    date: '2020-08-27',
    reference: 'Circular Memo No. ST3/11204/2020',
    slug: 'deficit-duty-on-impounded-instruments',
    title: {
      en: 'Collection of deficit stamp duty and penalty on impounded instruments',
      te: 'జప్తు చేసిన దస్తావేజులపై తగ్గిన స్టాంపు సుంకం మరియు జరిమానా వసూలు',
    },
    summary: {
      en: 'Explains how deficit duty and penalty on instruments impounded under Section 33 are to be calculated, collected and accounted.',
      te: 'సెక్షన్ 33 కింద జప్తు చేసిన దస్తావేజులపై తగ్గిన సుంకం, జరిమానాను ఎలా లెక్కించి, వసూలు చేసి, లెక్కల్లో చూపాలో వివరిస్తుంది.',
    },
    body: [
      'Instruments that are not duly stamped and are produced before a registering officer are to be impounded under Section 33 of the Indian Stamp Act, 1899 and sent to the District Registrar with a report.',
      'The District Registrar shall determine the deficit duty and may levy a penalty not exceeding ten times the deficit, having regard to whether the deficit was deliberate. The reasons for the amount of penalty shall be recorded in the order.',
      'Deficit duty and penalty shall be paid by challan under the proper heads of account, and the certificate under Section 42 shall be endorsed on the instrument only after the payment is verified.',
      'Sub-Registrars shall not return impounded instruments to the parties before the District Registrar\'s order.',
    ],
  },
  {
    group: 'marriages',
    date: '2025-02-10',
    reference: 'Circular Memo No. M1/2210/2025',
    slug: 'registration-of-hindu-marriages',
    title: {
      en: 'Registration of Hindu marriages: documents to be verified',
      te: 'హిందూ వివాహాల రిజిస్ట్రేషన్: ధృవీకరించాల్సిన పత్రాలు',
    },
    summary: {
      en: 'Lists the proofs of age, residence and solemnisation to be verified before a Hindu marriage is registered.',
      te: 'హిందూ వివాహాన్ని నమోదు చేసే ముందు ధృవీకరించాల్సిన వయస్సు, నివాసం మరియు వివాహం జరిగినట్లు రుజువులను తెలియజేస్తుంది.',
    },
    body: [
      'Marriages solemnised under the Hindu Marriage Act, 1955 are registered under the Andhra Pradesh Hindu Marriage Registration Rules by the Sub-Registrars acting as Registrars of Marriages.',
      'Before registration, the Registrar shall verify: proof of age of both parties showing that the bride has completed 18 years and the bridegroom 21 years on the date of marriage; proof of residence of at least one party within the jurisdiction; the wedding invitation or a certificate from the place where the marriage was solemnised; and photographs of the marriage.',
      'Both parties shall appear in person with three witnesses. Where either party was previously married, the divorce decree or the death certificate of the former spouse shall be verified.',
      'The certificate of marriage shall be issued on the same day and its details entered in the Hindu Marriage Register in the system.',
    ],
  },
  {
    group: 'marriages',
    date: '2023-08-14',
    reference: 'Circular Memo No. M2/8132/2023',
    slug: 'online-notice-of-intended-marriage',
    title: {
      en: 'Online notice of intended marriage under the Special Marriage Act, 1954',
      te: 'ప్రత్యేక వివాహ చట్టం, 1954 కింద ఉద్దేశిత వివాహ నోటీసు ఆన్‌లైన్‌లో',
    },
    summary: {
      en: 'Notices of intended marriage may be submitted online; the thirty-day notice period runs from the date of publication at the Marriage Officer\'s office.',
      te: 'ఉద్దేశిత వివాహ నోటీసును ఆన్‌లైన్‌లో సమర్పించవచ్చు; వివాహ అధికారి కార్యాలయంలో ప్రచురించిన తేదీ నుండి ముప్పై రోజుల నోటీసు గడువు లెక్కిస్తారు.',
    },
    body: [
      'Parties intending to marry under the Special Marriage Act, 1954 may submit the notice in Form I online, with scanned proofs of age and residence, to the Marriage Officer of the district in which at least one of them has resided for thirty days.',
      'The Marriage Officer shall publish the notice on the notice board of the office and in the Marriage Notice Book on the day it is accepted. Objections may be made within thirty days of publication.',
      'After the notice period, the marriage may be solemnised at the office of the Marriage Officer, or at another place on payment of the prescribed fee, in the presence of three witnesses who sign the certificate.',
      'Parties must appear in person for verification of the original documents before the marriage is solemnised.',
    ],
  },
  {
    group: 'marriages',
    date: '2020-12-01',
    reference: 'Circular Memo No. M1/15098/2020',
    slug: 'registration-of-marriages-in-camp',
    title: {
      en: 'Registration of marriages in camp at the request of parties',
      te: 'పక్షాల అభ్యర్థన మేరకు శిబిరంలో వివాహాల రిజిస్ట్రేషన్',
    },
    summary: {
      en: 'Registrars may hold camps at community marriage events on request, after collecting the fees prescribed for attendance outside the office.',
      te: 'సామూహిక వివాహ కార్యక్రమాల్లో అభ్యర్థన మేరకు, కార్యాలయం వెలుపల హాజరుకు నిర్ణయించిన రుసుము వసూలు చేసి రిజిస్ట్రార్లు శిబిరాలు నిర్వహించవచ్చు.',
    },
    body: [
      'Organisers of community marriage events have requested that marriages be registered at the venue so that couples need not visit the office separately.',
      'Registrars of Hindu Marriages may hold camps at such events on a written request received at least seven days in advance, with the permission of the District Registrar.',
      'The fee for attendance outside the office shall be collected for each marriage, and all the documents required for registration at the office shall be verified at the camp.',
      'Certificates shall be issued at the venue wherever connectivity permits, and otherwise within two working days.',
    ],
  },
  {
    group: 'societies-firms',
    date: '2024-10-07',
    reference: 'Circular Memo No. S1/14420/2024',
    slug: 'annual-list-of-members-of-societies',
    title: {
      en: 'Filing of the annual list of members and accounts by registered societies',
      te: 'రిజిస్టర్ అయిన సంఘాలు వార్షిక సభ్యుల జాబితా, లెక్కలు దాఖలు చేయడం',
    },
    summary: {
      en: 'Societies must file the list of members of the governing body and audited accounts online within the time fixed by the Act.',
      te: 'సంఘాలు పాలకవర్గ సభ్యుల జాబితాను, ఆడిట్ చేసిన లెక్కలను చట్టం నిర్ణయించిన గడువులోగా ఆన్‌లైన్‌లో దాఖలు చేయాలి.',
    },
    body: [
      'Under the Andhra Pradesh Societies Registration Act, 2001, every registered society shall file with the District Registrar the list of members of its governing body and its audited statement of accounts for each financial year.',
      'The filing can now be made online. The list shall be filed within thirty days of the annual general meeting, and the accounts within six months of the close of the financial year.',
      'District Registrars shall send a reminder to societies in default and, where default continues, take action under the Act after giving an opportunity of hearing.',
      'Certified copies of the filed lists shall be issued on application on payment of the prescribed fee.',
    ],
  },
  {
    group: 'societies-firms',
    date: '2021-06-15',
    reference: 'Circular Memo No. F1/5530/2021',
    slug: 'online-registration-of-partnership-firms',
    title: {
      en: 'Online registration of partnership firms under the Indian Partnership Act, 1932',
      te: 'భారతీయ భాగస్వామ్య చట్టం, 1932 కింద భాగస్వామ్య సంస్థల ఆన్‌లైన్ రిజిస్ట్రేషన్',
    },
    summary: {
      en: 'Statements for registration of firms and for changes in firms may be filed online with digitally signed partnership deeds.',
      te: 'సంస్థల రిజిస్ట్రేషన్, సంస్థల్లో మార్పుల కోసం స్టేట్‌మెంట్లను డిజిటల్ సంతకం ఉన్న భాగస్వామ్య దస్తావేజులతో ఆన్‌లైన్‌లో దాఖలు చేయవచ్చు.',
    },
    body: [
      'The statement for registration of a firm in Form A under Section 58 of the Indian Partnership Act, 1932, and the statements of changes under Sections 60 to 63, may be filed online with effect from 01-07-2021.',
      'The application shall be accompanied by the scanned partnership deed bearing the proper stamp duty, proof of the principal place of business, and identity proof of every partner, and the prescribed fee shall be paid online.',
      'The Registrar of Firms shall examine the application and, if it is in order, register the firm and issue the acknowledgement of registration in Form B, digitally signed, within seven working days.',
      'Deficiencies shall be communicated online in a single memo so that the applicant can rectify them at once.',
    ],
  },
  {
    group: 'societies-firms',
    date: '2019-05-29',
    reference: 'Circular Memo No. S2/7765/2019',
    slug: 'amendment-of-bye-laws-of-societies',
    title: {
      en: 'Registration of amendments to the bye-laws of societies',
      te: 'సంఘాల నియమావళి సవరణల రిజిస్ట్రేషన్',
    },
    summary: {
      en: 'Amendments to bye-laws take effect only when registered, and must be passed by the majority required in the existing bye-laws.',
      te: 'నియమావళి సవరణలు రిజిస్టర్ అయినప్పుడే అమలులోకి వస్తాయి; ప్రస్తుత నియమావళిలో పేర్కొన్న మెజారిటీతో ఆమోదం పొందాలి.',
    },
    body: [
      'An amendment of the memorandum or bye-laws of a society registered under the Andhra Pradesh Societies Registration Act, 2001 does not take effect until it is registered by the District Registrar.',
      'The application shall be accompanied by a copy of the resolution passed at a general meeting by the majority required in the existing bye-laws, the notice of the meeting, the attendance register, and the amended bye-laws certified by the President and Secretary.',
      'The District Registrar shall examine whether the amendment is consistent with the Act and the objects of the society before registering it, and shall record reasons where registration is refused.',
      'Registered amendments shall be entered in the society\'s file in the system the same day.',
    ],
  },
];

export const circularsList: SeedList = {
  list: 'circulars',
  invented: true,
  groups: [
    { key: 'registration', label: { en: 'Registration', te: 'రిజిస్ట్రేషన్' } },
    { key: 'stamps', label: { en: 'Stamps', te: 'స్టాంపులు' } },
    { key: 'marriages', label: { en: 'Marriages', te: 'వివాహాలు' } },
    { key: 'societies-firms', label: { en: 'Societies and firms', te: 'సంఘాలు మరియు సంస్థలు' } },
  ],
  items: circulars.map(
    (circular): SeedItem => ({
      group: circular.group,
      title: circular.title,
      summary: circular.summary,
      referenceNumber: circular.reference,
      itemDate: circular.date,
      file: pdf(`circular-${circular.date.slice(0, 7)}-${circular.slug}.pdf`, {
        title: circular.title.en,
        subtitle: `${circular.reference}, dated ${dated(circular.date)}`,
        paragraphs: ['To: All District Registrars and Sub-Registrars in the State.', ...circular.body],
        signature: ['Commissioner & Inspector General', 'Registration & Stamps, Andhra Pradesh'],
      }),
    }),
  ),
};

import type { BilingualText } from '@igrs/domain';
import type { SeedPage } from './types.ts';

interface InformationOfficer {
  section: BilingualText;
  officer: BilingualText;
  appellate: BilingualText;
}

const officers: InformationOfficer[] = [
  {
    section: { en: 'Administration and establishment', te: 'పరిపాలన మరియు సిబ్బంది వ్యవహారాలు' },
    officer: { en: 'Assistant Inspector General (Administration)', te: 'సహాయ ఇన్‌స్పెక్టర్ జనరల్ (పరిపాలన)' },
    appellate: { en: 'Additional Inspector General (Administration)', te: 'అదనపు ఇన్‌స్పెక్టర్ జనరల్ (పరిపాలన)' },
  },
  {
    section: { en: 'Registration and stamps', te: 'రిజిస్ట్రేషన్ మరియు స్టాంపులు' },
    officer: { en: 'Deputy Inspector General (Registration)', te: 'డిప్యూటీ ఇన్‌స్పెక్టర్ జనరల్ (రిజిస్ట్రేషన్)' },
    appellate: { en: 'Additional Inspector General (Registration)', te: 'అదనపు ఇన్‌స్పెక్టర్ జనరల్ (రిజిస్ట్రేషన్)' },
  },
  {
    section: { en: 'Market value', te: 'మార్కెట్ విలువ' },
    officer: { en: 'Assistant Inspector General (Market Value)', te: 'సహాయ ఇన్‌స్పెక్టర్ జనరల్ (మార్కెట్ విలువ)' },
    appellate: { en: 'Additional Inspector General (Market Value)', te: 'అదనపు ఇన్‌స్పెక్టర్ జనరల్ (మార్కెట్ విలువ)' },
  },
  {
    section: { en: 'Audit and revenue', te: 'ఆడిట్ మరియు ఆదాయం' },
    officer: { en: 'District Registrar (Audit), Head Office', te: 'జిల్లా రిజిస్ట్రార్ (ఆడిట్), ప్రధాన కార్యాలయం' },
    appellate: { en: 'Additional Inspector General (Audit)', te: 'అదనపు ఇన్‌స్పెక్టర్ జనరల్ (ఆడిట్)' },
  },
  {
    section: { en: 'Information technology and CARD', te: 'సమాచార సాంకేతికత మరియు కార్డ్' },
    officer: { en: 'Assistant Inspector General (IT)', te: 'సహాయ ఇన్‌స్పెక్టర్ జనరల్ (ఐటీ)' },
    appellate: { en: 'Additional Inspector General (IT)', te: 'అదనపు ఇన్‌స్పెక్టర్ జనరల్ (ఐటీ)' },
  },
  {
    section: { en: 'Firms, societies and chit funds', te: 'సంస్థలు, సంఘాలు మరియు చిట్ ఫండ్లు' },
    officer: { en: 'Assistant Inspector General (Firms and Societies)', te: 'సహాయ ఇన్‌స్పెక్టర్ జనరల్ (సంస్థలు మరియు సంఘాలు)' },
    appellate: { en: 'Deputy Inspector General (Chits)', te: 'డిప్యూటీ ఇన్‌స్పెక్టర్ జనరల్ (చిట్లు)' },
  },
];

export const rtiActPage: SeedPage = {
  page: 'rti-act',
  title: { en: 'Right to Information Act, 2005', te: 'సమాచార హక్కు చట్టం, 2005' },
  sections: [
    {
      key: 'about',
      heading: { en: 'Your right to information', te: 'మీ సమాచార హక్కు' },
      paragraphs: [
        {
          en: 'Under the Right to Information Act, 2005, any citizen of India may ask for information held by the department. Information about the department published under Section 4(1)(b) of the Act is available in the RTI disclosures list on this portal and may answer your question without an application.',
          te: 'సమాచార హక్కు చట్టం, 2005 ప్రకారం భారత పౌరులు ఎవరైనా శాఖ వద్ద ఉన్న సమాచారాన్ని అడగవచ్చు. చట్టంలోని సెక్షన్ 4(1)(బి) కింద శాఖ స్వయంగా ప్రచురించిన సమాచారం ఈ పోర్టల్‌లోని ఆర్‌టీఐ ప్రకటనల జాబితాలో ఉంది; దరఖాస్తు లేకుండానే మీ ప్రశ్నకు అక్కడ సమాధానం దొరకవచ్చు.',
        },
      ],
    },
    {
      key: 'how-to-apply',
      heading: { en: 'How to apply', te: 'దరఖాస్తు చేసే విధానం' },
      bullets: [
        {
          en: 'Write your application in English or Telugu to the Public Information Officer of the office that holds the information. No reason for the request need be given.',
          te: 'సమాచారం ఉన్న కార్యాలయపు ప్రజా సమాచార అధికారికి ఆంగ్లంలో లేదా తెలుగులో దరఖాస్తు రాయండి. సమాచారం ఎందుకు కావాలో కారణం చెప్పనక్కరలేదు.',
        },
        {
          en: 'Pay the application fee of ₹10 by cash against receipt, demand draft, bankers cheque or Indian postal order, or by court fee stamp where accepted.',
          te: 'దరఖాస్తు రుసుము ₹10ను రశీదుతో నగదుగా, డిమాండ్ డ్రాఫ్ట్, బ్యాంకర్స్ చెక్కు లేదా ఇండియన్ పోస్టల్ ఆర్డర్ ద్వారా, లేదా అనుమతించిన చోట కోర్టు ఫీజు స్టాంపు ద్వారా చెల్లించండి.',
        },
        {
          en: 'Applicants below the poverty line pay no fee; attach a copy of the proof.',
          te: 'దారిద్ర్య రేఖకు దిగువన ఉన్న దరఖాస్తుదారులు రుసుము చెల్లించనక్కరలేదు; రుజువు ప్రతిని జత చేయండి.',
        },
        {
          en: 'Copies are charged at ₹2 per page; information on CD or other media and inspection of records are charged as notified by the Government.',
          te: 'నకళ్లకు పేజీకి ₹2 చొప్పున వసూలు చేస్తారు; సీడీ లేదా ఇతర మాధ్యమాల్లో సమాచారానికి, రికార్డుల పరిశీలనకు ప్రభుత్వం ప్రకటించిన రుసుములు వర్తిస్తాయి.',
        },
      ],
    },
    {
      key: 'time-limits',
      heading: { en: 'Time limits and appeals', te: 'గడువులు మరియు అప్పీళ్లు' },
      bullets: [
        {
          en: 'The Public Information Officer must give the information or reject the request with reasons within 30 days of receiving it; within 48 hours where it concerns the life or liberty of a person.',
          te: 'దరఖాస్తు అందిన 30 రోజుల్లోగా ప్రజా సమాచార అధికారి సమాచారం ఇవ్వాలి లేదా కారణాలతో తిరస్కరించాలి; ఒక వ్యక్తి ప్రాణం లేదా స్వేచ్ఛకు సంబంధించినదైతే 48 గంటల్లోగా ఇవ్వాలి.',
        },
        {
          en: 'If you receive no reply in time or are not satisfied with it, you may file a first appeal with the Appellate Authority within 30 days.',
          te: 'గడువులోగా సమాధానం రాకపోయినా, వచ్చిన సమాధానంతో సంతృప్తి చెందకపోయినా 30 రోజుల్లోగా అప్పీలు అధికారి వద్ద మొదటి అప్పీలు దాఖలు చేయవచ్చు.',
        },
        {
          en: 'A second appeal lies to the Andhra Pradesh Information Commission within 90 days of the decision on the first appeal.',
          te: 'మొదటి అప్పీలుపై నిర్ణయం వెలువడిన 90 రోజుల్లోగా ఆంధ్రప్రదేశ్ సమాచార కమిషన్‌కు రెండో అప్పీలు చేయవచ్చు.',
        },
      ],
    },
    {
      key: 'information-officers',
      heading: { en: 'Information officers at the Commissioner\'s office', te: 'కమిషనర్ కార్యాలయంలోని సమాచార అధికారులు' },
      paragraphs: [
        {
          en: 'At district and Sub-Registrar offices, the District Registrar and the Sub-Registrar are the Public Information Officers for their own records, and the Deputy Inspector General of the zone hears first appeals.',
          te: 'జిల్లా మరియు సబ్ రిజిస్ట్రార్ కార్యాలయాల్లో తమ రికార్డులకు జిల్లా రిజిస్ట్రార్, సబ్ రిజిస్ట్రార్ ప్రజా సమాచార అధికారులు; జోన్ డిప్యూటీ ఇన్‌స్పెక్టర్ జనరల్ మొదటి అప్పీళ్లను విచారిస్తారు.',
        },
      ],
      table: {
        caption: { en: 'Public Information Officers and Appellate Authorities', te: 'ప్రజా సమాచార అధికారులు మరియు అప్పీలు అధికారులు' },
        columns: [
          { en: 'Subject', te: 'విషయం' },
          { en: 'Public Information Officer', te: 'ప్రజా సమాచార అధికారి' },
          { en: 'Appellate Authority', te: 'అప్పీలు అధికారి' },
        ],
        rows: officers.map((row) => [row.section, row.officer, row.appellate]),
      },
    },
  ],
};

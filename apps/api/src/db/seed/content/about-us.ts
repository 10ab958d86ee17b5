import type { BilingualText } from '@igrs/domain';
import { same, type SeedPage } from './types.ts';

interface Cadre {
  name: BilingualText;
  sanctioned: number;
  working: number;
}

const cadres: Cadre[] = [
  { name: { en: 'Commissioner & Inspector General', te: 'కమిషనర్ మరియు ఇన్‌స్పెక్టర్ జనరల్' }, sanctioned: 1, working: 1 },
  { name: { en: 'Additional Inspector General', te: 'అదనపు ఇన్‌స్పెక్టర్ జనరల్' }, sanctioned: 2, working: 2 },
  { name: { en: 'Deputy Inspector General', te: 'డిప్యూటీ ఇన్‌స్పెక్టర్ జనరల్' }, sanctioned: 12, working: 10 },
  { name: { en: 'District Registrar', te: 'జిల్లా రిజిస్ట్రార్' }, sanctioned: 36, working: 31 },
  { name: { en: 'Sub-Registrar Grade I', te: 'సబ్ రిజిస్ట్రార్ గ్రేడ్-I' }, sanctioned: 118, working: 104 },
  { name: { en: 'Sub-Registrar Grade II', te: 'సబ్ రిజిస్ట్రార్ గ్రేడ్-II' }, sanctioned: 178, working: 151 },
  { name: { en: 'Senior Assistant', te: 'సీనియర్ అసిస్టెంట్' }, sanctioned: 642, working: 571 },
  { name: { en: 'Junior Assistant', te: 'జూనియర్ అసిస్టెంట్' }, sanctioned: 905, working: 762 },
  { name: { en: 'Record Assistant', te: 'రికార్డ్ అసిస్టెంట్' }, sanctioned: 214, working: 183 },
  { name: { en: 'Office Subordinate', te: 'కార్యాలయ సహాయకుడు' }, sanctioned: 688, working: 597 },
];

export const aboutUsPage: SeedPage = {
  page: 'about-us',
  title: { en: 'About Us', te: 'మా గురించి' },
  sections: [
    {
      key: 'introduction',
      heading: { en: 'Introduction', te: 'పరిచయం' },
      paragraphs: [
        {
          en: 'The Registration & Stamps Department is one of the oldest departments of the State and among its largest sources of revenue. It gives legal validity and public notice to transactions in immovable property, so that anyone can rely on the registered record before buying, lending against or inheriting land and buildings.',
          te: 'రిజిస్ట్రేషన్ మరియు స్టాంపుల శాఖ రాష్ట్రంలోని అత్యంత పురాతన శాఖల్లో ఒకటి, రాష్ట్ర ఆదాయానికి ప్రధాన వనరుల్లో ఒకటి. స్థిరాస్తి లావాదేవీలకు చట్టబద్ధతను, బహిరంగ సమాచారాన్ని కల్పించడం ద్వారా భూములు, భవనాలు కొనే ముందు, వాటిపై రుణం ఇచ్చే ముందు లేదా వారసత్వంగా పొందే ముందు ఎవరైనా రిజిస్టర్ అయిన రికార్డుపై ఆధారపడే వీలు కల్పిస్తుంది.',
        },
        {
          en: 'Since 1998 the department has registered documents through CARD, the Computer Aided Administration of Registration Department, one of the first e-governance systems in the country. Registered documents are scanned and returned the same day, and the index of every transaction since 1983 can be searched online.',
          te: '1998 నుండి శాఖ దేశంలోని తొలి ఈ-గవర్నెన్స్ వ్యవస్థల్లో ఒకటైన కార్డ్ (కంప్యూటర్ ఎయిడెడ్ అడ్మినిస్ట్రేషన్ ఆఫ్ రిజిస్ట్రేషన్ డిపార్ట్‌మెంట్) ద్వారా దస్తావేజులను రిజిస్టర్ చేస్తోంది. రిజిస్టర్ అయిన దస్తావేజులను స్కాన్ చేసి అదే రోజు తిరిగి ఇస్తారు, 1983 నుండి జరిగిన ప్రతి లావాదేవీ సూచికను ఆన్‌లైన్‌లో వెతకవచ్చు.',
        },
      ],
    },
    {
      key: 'functionalities',
      heading: { en: 'Functions of the department', te: 'శాఖ విధులు' },
      paragraphs: [
        {
          en: 'The department administers the following laws and carries out the duties they place on registering officers:',
          te: 'శాఖ ఈ క్రింది చట్టాలను అమలు చేస్తూ, అవి రిజిస్ట్రేషన్ అధికారులపై ఉంచిన బాధ్యతలను నిర్వర్తిస్తుంది:',
        },
      ],
      bullets: [
        {
          en: 'Registration Act, 1908: registration of documents, custody of registered records, search of encumbrances and issue of certified copies.',
          te: 'రిజిస్ట్రేషన్ చట్టం, 1908: దస్తావేజుల రిజిస్ట్రేషన్, రిజిస్టర్ అయిన రికార్డుల భద్రత, ఋణభారాల శోధన మరియు ధృవీకృత నకళ్ల జారీ.',
        },
        {
          en: 'Indian Stamp Act, 1899 as applicable to Andhra Pradesh: levy and collection of stamp duty, adjudication of duty, impounding of insufficiently stamped instruments and refund of spoiled stamps.',
          te: 'ఆంధ్రప్రదేశ్‌కు వర్తించే భారతీయ స్టాంపు చట్టం, 1899: స్టాంపు సుంకం విధింపు మరియు వసూలు, సుంకం నిర్ణయం, తగినంత స్టాంపు లేని దస్తావేజుల జప్తు, పాడైన స్టాంపుల వాపసు.',
        },
        {
          en: 'Hindu Marriage Act, 1955: registration of Hindu marriages already solemnised, under the Andhra Pradesh Hindu Marriage Registration Rules.',
          te: 'హిందూ వివాహ చట్టం, 1955: ఆంధ్రప్రదేశ్ హిందూ వివాహ రిజిస్ట్రేషన్ నియమాల ప్రకారం ఇప్పటికే జరిగిన హిందూ వివాహాల నమోదు.',
        },
        {
          en: 'Special Marriage Act, 1954: notice, solemnisation and registration of marriages by District Registrars acting as Marriage Officers.',
          te: 'ప్రత్యేక వివాహ చట్టం, 1954: వివాహ అధికారులుగా వ్యవహరించే జిల్లా రిజిస్ట్రార్ల ద్వారా వివాహ నోటీసు, వివాహ నిర్వహణ మరియు నమోదు.',
        },
        {
          en: 'Indian Partnership Act, 1932: registration of partnership firms and recording of changes in their constitution.',
          te: 'భారతీయ భాగస్వామ్య చట్టం, 1932: భాగస్వామ్య సంస్థల నమోదు, వాటి నిర్మాణంలో జరిగే మార్పుల నమోదు.',
        },
        {
          en: 'Andhra Pradesh Societies Registration Act, 2001: registration of literary, charitable and other societies and filing of their annual lists of members.',
          te: 'ఆంధ్రప్రదేశ్ సంఘాల రిజిస్ట్రేషన్ చట్టం, 2001: సాహిత్య, ధార్మిక మరియు ఇతర సంఘాల నమోదు, వాటి వార్షిక సభ్యుల జాబితాల దాఖలు.',
        },
        {
          en: 'Chit Funds Act, 1982: registration of chit agreements and supervision of chit fund companies.',
          te: 'చిట్ ఫండ్ల చట్టం, 1982: చిట్ ఒప్పందాల నమోదు, చిట్ ఫండ్ కంపెనీల పర్యవేక్షణ.',
        },
        {
          en: 'Fixing and periodic revision of the market value of properties, which is the basis for stamp duty.',
          te: 'స్టాంపు సుంకానికి ఆధారమైన ఆస్తుల మార్కెట్ విలువను నిర్ణయించడం మరియు కాలానుగుణంగా సవరించడం.',
        },
      ],
    },
    {
      key: 'organisation-structure',
      heading: { en: 'Organisation structure', te: 'సంస్థాగత నిర్మాణం' },
      paragraphs: [
        {
          en: 'The department is headed by the Commissioner & Inspector General of Registration and Stamps at Amaravati, who reports to the Government in the Revenue (Registration and Stamps) Department.',
          te: 'శాఖకు అమరావతిలోని రిజిస్ట్రేషన్ మరియు స్టాంపుల కమిషనర్ మరియు ఇన్‌స్పెక్టర్ జనరల్ అధిపతిగా ఉంటారు. వీరు రెవెన్యూ (రిజిస్ట్రేషన్ మరియు స్టాంపులు) శాఖలో ప్రభుత్వానికి నివేదిస్తారు.',
        },
      ],
      bullets: [
        {
          en: 'Commissioner & Inspector General: head of the department, with overall control of registration, stamps, revenue and computerisation.',
          te: 'కమిషనర్ మరియు ఇన్‌స్పెక్టర్ జనరల్: శాఖాధిపతి; రిజిస్ట్రేషన్, స్టాంపులు, ఆదాయం మరియు కంప్యూటరీకరణపై సమగ్ర నియంత్రణ.',
        },
        {
          en: 'Additional Inspectors General at the head office: administration, audit, market value and information technology.',
          te: 'ప్రధాన కార్యాలయంలో అదనపు ఇన్‌స్పెక్టర్ జనరళ్లు: పరిపాలన, ఆడిట్, మార్కెట్ విలువ మరియు సమాచార సాంకేతికత.',
        },
        {
          en: 'Deputy Inspectors General for the zones of Visakhapatnam, Eluru, Guntur, Nellore, Kurnool and Kadapa, who inspect offices and hear appeals.',
          te: 'విశాఖపట్నం, ఏలూరు, గుంటూరు, నెల్లూరు, కర్నూలు మరియు కడప జోన్లకు డిప్యూటీ ఇన్‌స్పెక్టర్ జనరళ్లు; వీరు కార్యాలయాలను తనిఖీ చేసి అప్పీళ్లను విచారిస్తారు.',
        },
        {
          en: 'District Registrars for each registration district, who supervise the Sub-Registrars and act as Marriage Officers and Registrars of Firms and Societies.',
          te: 'ప్రతి రిజిస్ట్రేషన్ జిల్లాకు జిల్లా రిజిస్ట్రార్లు; వీరు సబ్ రిజిస్ట్రార్లను పర్యవేక్షిస్తూ వివాహ అధికారులుగా, సంస్థలు మరియు సంఘాల రిజిస్ట్రార్లుగా వ్యవహరిస్తారు.',
        },
        {
          en: 'Sub-Registrars at the Sub-Registrar Offices, who register documents and issue encumbrance certificates and certified copies.',
          te: 'సబ్ రిజిస్ట్రార్ కార్యాలయాల్లో సబ్ రిజిస్ట్రార్లు; వీరు దస్తావేజులను రిజిస్టర్ చేసి ఋణభార ధృవీకరణ పత్రాలు, ధృవీకృత నకళ్లు జారీ చేస్తారు.',
        },
      ],
    },
    {
      key: 'cadre-strength',
      heading: { en: 'Cadre strength', te: 'సిబ్బంది సంఖ్యాబలం' },
      paragraphs: [
        {
          en: 'Sanctioned and working strength of the principal cadres of the department.',
          te: 'శాఖలోని ప్రధాన హోదాల మంజూరైన మరియు పనిచేస్తున్న సిబ్బంది సంఖ్య.',
        },
      ],
      table: {
        caption: { en: 'Cadre strength of the department', te: 'శాఖ సిబ్బంది సంఖ్యాబలం' },
        columns: [
          { en: 'Cadre', te: 'హోదా' },
          { en: 'Sanctioned', te: 'మంజూరైనవి' },
          { en: 'Working', te: 'పనిచేస్తున్నవారు' },
          { en: 'Vacant', te: 'ఖాళీలు' },
        ],
        rows: cadres.map((cadre) => [cadre.name, same(String(cadre.sanctioned)), same(String(cadre.working)), same(String(cadre.sanctioned - cadre.working))]),
      },
    },
  ],
};

import { revenueDistricts, sroOffices } from '@igrs/domain';
import type { SeedPage } from './types.ts';

/** Counted from the same lists the forms offer, so the page and the forms agree. */
const OFFICES = sroOffices.filter((office) => office.state === 'AP').length;
const DISTRICTS = revenueDistricts.length;

export const homePage: SeedPage = {
  page: 'home',
  title: {
    en: 'Registration & Stamps Department, Government of Andhra Pradesh',
    te: 'రిజిస్ట్రేషన్ మరియు స్టాంపుల శాఖ, ఆంధ్రప్రదేశ్ ప్రభుత్వం',
  },
  sections: [
    {
      key: 'welcome',
      heading: { en: 'Welcome to the IGRS online services', te: 'ఐజీఆర్‌ఎస్ ఆన్‌లైన్ సేవలకు స్వాగతం' },
      paragraphs: [
        {
          en: `The Registration & Stamps Department registers documents relating to immovable property, collects stamp duty and registration fees for the State, and registers marriages, partnership firms, societies and chit funds. Its ${OFFICES} Sub-Registrar Offices across the ${DISTRICTS} districts of Andhra Pradesh serve lakhs of citizens every month.`,
          te: `రిజిస్ట్రేషన్ మరియు స్టాంపుల శాఖ స్థిరాస్తులకు సంబంధించిన దస్తావేజులను రిజిస్టర్ చేస్తుంది, రాష్ట్రం తరఫున స్టాంపు సుంకం మరియు రిజిస్ట్రేషన్ రుసుములను వసూలు చేస్తుంది, అలాగే వివాహాలు, భాగస్వామ్య సంస్థలు, సంఘాలు మరియు చిట్ ఫండ్లను నమోదు చేస్తుంది. ఆంధ్రప్రదేశ్‌లోని ${DISTRICTS} జిల్లాల్లో ఉన్న ${OFFICES} సబ్ రిజిస్ట్రార్ కార్యాలయాలు ప్రతి నెలా లక్షలాది పౌరులకు సేవలు అందిస్తున్నాయి.`,
        },
        {
          en: 'This portal lets you search encumbrances, find the market value of a property, calculate stamp duty, prepare your document from a standard template and book a slot before you visit the Sub-Registrar Office, so that the visit itself is short.',
          te: 'ఈ పోర్టల్ ద్వారా మీరు ఋణభారాలను వెతకవచ్చు, ఆస్తి మార్కెట్ విలువను తెలుసుకోవచ్చు, స్టాంపు సుంకాన్ని లెక్కించవచ్చు, ప్రామాణిక నమూనా ఆధారంగా మీ దస్తావేజును సిద్ధం చేసుకోవచ్చు, సబ్ రిజిస్ట్రార్ కార్యాలయానికి వెళ్లే ముందే స్లాట్ బుక్ చేసుకోవచ్చు. దీనివల్ల కార్యాలయంలో మీరు గడిపే సమయం తగ్గుతుంది.',
        },
      ],
    },
    {
      key: 'services',
      heading: { en: 'Services available', te: 'అందుబాటులో ఉన్న సేవలు' },
      bullets: [
        {
          en: 'Registration of documents: sale, gift, mortgage, lease, partition, settlement and other deeds, with public data entry and slot booking.',
          te: 'దస్తావేజుల రిజిస్ట్రేషన్: విక్రయ, దాన, తనఖా, లీజు, విభజన, సెటిల్‌మెంట్ మరియు ఇతర దస్తావేజులు; పబ్లిక్ డేటా ఎంట్రీ మరియు స్లాట్ బుకింగ్ సౌకర్యంతో.',
        },
        {
          en: 'Encumbrance certificate search for transactions registered from 01-01-1983 onwards.',
          te: '01-01-1983 నుండి రిజిస్టర్ అయిన లావాదేవీలకు ఋణభార ధృవీకరణ పత్రం (ఈసీ) శోధన.',
        },
        {
          en: 'Certified copies of registered documents, applied for online and delivered digitally signed.',
          te: 'రిజిస్టర్ అయిన దస్తావేజుల ధృవీకృత నకళ్లు: ఆన్‌లైన్‌లో దరఖాస్తు చేసి డిజిటల్ సంతకంతో పొందవచ్చు.',
        },
        {
          en: 'Market value of land and buildings by village, locality and survey or door number.',
          te: 'గ్రామం, ప్రాంతం మరియు సర్వే లేదా డోర్ నంబరు వారీగా భూములు మరియు భవనాల మార్కెట్ విలువ.',
        },
        {
          en: 'Stamp duty and registration fee calculator for every kind of instrument.',
          te: 'అన్ని రకాల దస్తావేజులకు స్టాంపు సుంకం మరియు రిజిస్ట్రేషన్ రుసుము లెక్కింపు సాధనం.',
        },
        {
          en: 'Registration of marriages under the Hindu Marriage Act, 1955 and the Special Marriage Act, 1954.',
          te: 'హిందూ వివాహ చట్టం, 1955 మరియు ప్రత్యేక వివాహ చట్టం, 1954 కింద వివాహాల రిజిస్ట్రేషన్.',
        },
        {
          en: 'Registration of partnership firms and societies, and filing of their annual returns and changes.',
          te: 'భాగస్వామ్య సంస్థలు మరియు సంఘాల రిజిస్ట్రేషన్, వాటి వార్షిక రిటర్నులు మరియు మార్పుల దాఖలు.',
        },
        {
          en: 'e-Stamps through authorised collection centres and online payment of duties and fees.',
          te: 'అధీకృత వసూలు కేంద్రాల ద్వారా ఈ-స్టాంపులు, సుంకాలు మరియు రుసుముల ఆన్‌లైన్ చెల్లింపు.',
        },
      ],
      links: [
        { label: { en: 'Search encumbrances', te: 'ఋణభారాల శోధన' }, href: '/igrs/EClandingPage' },
        { label: { en: 'Find your Sub-Registrar Office', te: 'మీ సబ్ రిజిస్ట్రార్ కార్యాలయాన్ని కనుగొనండి' }, href: '/igrs/findSRO' },
        { label: { en: 'Document templates', te: 'దస్తావేజుల నమూనాలు' }, href: '/igrs/documentTemplates' },
        { label: { en: 'Marriages, firms and societies', te: 'వివాహాలు, సంస్థలు మరియు సంఘాలు' }, href: '/igrs/OtherRegistrations' },
        { label: { en: 'Notaries list', te: 'నోటరీల జాబితా' }, href: '/igrs/Notaries' },
        { label: { en: 'File a grievance', te: 'ఫిర్యాదు దాఖలు చేయండి' }, href: '/igrs/Grievances' },
        { label: { en: 'Registration statistics', te: 'రిజిస్ట్రేషన్ గణాంకాలు' }, href: '/igrs/statistics' },
      ],
    },
    {
      key: 'announcements',
      heading: { en: 'Important announcements', te: 'ముఖ్య ప్రకటనలు' },
      bullets: [
        {
          en: 'Revised market values for rural and urban areas take effect as notified by the Government; check the value of your property before paying stamp duty.',
          te: 'ప్రభుత్వం ప్రకటించిన విధంగా గ్రామీణ మరియు పట్టణ ప్రాంతాల సవరించిన మార్కెట్ విలువలు అమలులోకి వస్తాయి; స్టాంపు సుంకం చెల్లించే ముందు మీ ఆస్తి విలువను సరిచూసుకోండి.',
        },
        {
          en: 'Slot booking is mandatory for registration of documents at all Sub-Registrar Offices; walk-in registration is available only for the few slots kept open each day.',
          te: 'అన్ని సబ్ రిజిస్ట్రార్ కార్యాలయాల్లో దస్తావేజుల రిజిస్ట్రేషన్‌కు స్లాట్ బుకింగ్ తప్పనిసరి; ప్రతి రోజు కొన్ని స్లాట్లు మాత్రమే నేరుగా వచ్చేవారికి కేటాయిస్తారు.',
        },
        {
          en: 'The department never asks for your OTP, password or bank details over the telephone. Report such calls to the help desk on 14544.',
          te: 'శాఖ ఎప్పుడూ ఫోన్‌లో మీ ఓటీపీ, పాస్‌వర్డ్ లేదా బ్యాంకు వివరాలు అడగదు. అలాంటి కాల్స్ గురించి 14544 హెల్ప్ డెస్క్‌కు తెలియజేయండి.',
        },
        {
          en: 'To report a demand for a bribe at any office of the department, call the anti-corruption line 14400.',
          te: 'శాఖ కార్యాలయాల్లో ఎవరైనా లంచం అడిగితే 14400 అవినీతి నిరోధక నంబరుకు ఫోన్ చేసి తెలియజేయండి.',
        },
      ],
    },
    {
      key: 'before-you-visit',
      heading: { en: 'Before you visit the Sub-Registrar Office', te: 'సబ్ రిజిస్ట్రార్ కార్యాలయానికి వెళ్లే ముందు' },
      paragraphs: [
        {
          en: 'Most delays at the office come from missing documents or an incorrect stamp duty payment. A few minutes of preparation saves a second visit.',
          te: 'కార్యాలయంలో జరిగే జాప్యాల్లో ఎక్కువ భాగం పత్రాలు లేకపోవడం లేదా స్టాంపు సుంకం తప్పుగా చెల్లించడం వల్లే. కొన్ని నిమిషాల సన్నద్ధత మరో సారి రావాల్సిన అవసరాన్ని తప్పిస్తుంది.',
        },
      ],
      bullets: [
        {
          en: 'Check the encumbrance certificate and the market value of the property.',
          te: 'ఆస్తి ఋణభార ధృవీకరణ పత్రాన్ని మరియు మార్కెట్ విలువను సరిచూసుకోండి.',
        },
        {
          en: 'Prepare the document on the standard template and enter its details through public data entry.',
          te: 'ప్రామాణిక నమూనాలో దస్తావేజును సిద్ధం చేసి, పబ్లిక్ డేటా ఎంట్రీ ద్వారా వివరాలు నమోదు చేయండి.',
        },
        {
          en: 'Pay the stamp duty and registration fee online or buy e-stamps from an authorised collection centre.',
          te: 'స్టాంపు సుంకం మరియు రిజిస్ట్రేషన్ రుసుమును ఆన్‌లైన్‌లో చెల్లించండి లేదా అధీకృత వసూలు కేంద్రంలో ఈ-స్టాంపులు కొనండి.',
        },
        {
          en: 'Book a slot and arrive on time with the original documents, Aadhaar cards of all parties and two witnesses.',
          te: 'స్లాట్ బుక్ చేసి, అసలు పత్రాలు, అన్ని పక్షాల ఆధార్ కార్డులు మరియు ఇద్దరు సాక్షులతో సమయానికి హాజరు కండి.',
        },
      ],
    },
  ],
};

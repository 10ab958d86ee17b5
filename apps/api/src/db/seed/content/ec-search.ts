import type { SeedPage } from './types.ts';

export const ecSearchPage: SeedPage = {
  page: 'ec-search',
  title: { en: 'Encumbrance Certificate Search', te: 'ఋణభార ధృవీకరణ పత్రం శోధన' },
  sections: [
    {
      key: 'what-is-ec',
      heading: { en: 'What an encumbrance certificate is', te: 'ఋణభార ధృవీకరణ పత్రం అంటే ఏమిటి' },
      paragraphs: [
        {
          en: 'An encumbrance certificate (EC) lists every registered document that affects a property during the period you ask for: sales, gifts, mortgages, leases, partitions, releases and court attachments registered under the Registration Act, 1908. It shows who the parties were, the nature and date of each document and its registration number.',
          te: 'ఋణభార ధృవీకరణ పత్రం (ఈసీ) మీరు కోరిన కాలంలో ఒక ఆస్తిపై ప్రభావం చూపిన ప్రతి రిజిస్టర్ అయిన దస్తావేజును చూపిస్తుంది: రిజిస్ట్రేషన్ చట్టం, 1908 కింద నమోదైన విక్రయాలు, దానాలు, తనఖాలు, లీజులు, విభజనలు, విడుదలలు మరియు కోర్టు జప్తులు. ప్రతి దస్తావేజులోని పక్షాలు, దస్తావేజు స్వభావం, తేదీ, రిజిస్ట్రేషన్ నంబరును ఇది తెలియజేస్తుంది.',
        },
        {
          en: 'Banks ask for an EC before lending against property, and buyers should check one before paying an advance. An EC shows only registered transactions; unregistered agreements, revenue dues and pending litigation must be checked separately.',
          te: 'ఆస్తిపై రుణం ఇచ్చే ముందు బ్యాంకులు ఈసీ అడుగుతాయి; కొనుగోలుదారులు అడ్వాన్సు చెల్లించే ముందే ఈసీ చూసుకోవాలి. ఈసీ రిజిస్టర్ అయిన లావాదేవీలను మాత్రమే చూపిస్తుంది; రిజిస్టర్ కాని ఒప్పందాలు, రెవెన్యూ బకాయిలు, పెండింగ్ వ్యాజ్యాలను విడిగా తనిఖీ చేయాలి.',
        },
      ],
    },
    {
      key: 'what-you-need',
      heading: { en: 'Details you need for a search', te: 'శోధనకు కావలసిన వివరాలు' },
      bullets: [
        {
          en: 'The district, Sub-Registrar Office and village or locality where the property lies.',
          te: 'ఆస్తి ఉన్న జిల్లా, సబ్ రిజిస్ట్రార్ కార్యాలయం మరియు గ్రామం లేదా ప్రాంతం.',
        },
        {
          en: 'The survey number, plot number, flat number or door number, as written in the title documents.',
          te: 'హక్కు పత్రాల్లో రాసిన విధంగా సర్వే నంబరు, ప్లాటు నంబరు, ఫ్లాటు నంబరు లేదా డోర్ నంబరు.',
        },
        {
          en: 'The boundaries of the property and its extent, which help identify it where numbers have changed.',
          te: 'నంబర్లు మారిన సందర్భాల్లో ఆస్తిని గుర్తించేందుకు ఉపయోగపడే సరిహద్దులు మరియు విస్తీర్ణం.',
        },
        {
          en: 'Alternatively, the number and year of a registered document concerning the property.',
          te: 'లేదా ఆ ఆస్తికి సంబంధించిన ఏదైనా రిజిస్టర్ అయిన దస్తావేజు నంబరు మరియు సంవత్సరం.',
        },
      ],
    },
    {
      key: 'period-and-fees',
      heading: { en: 'Period covered and fees', te: 'వర్తించే కాలం మరియు రుసుములు' },
      bullets: [
        {
          en: 'Online search covers documents registered from 01-01-1983 onwards, the period for which the index has been computerised.',
          te: 'సూచిక కంప్యూటరీకరించిన కాలమైన 01-01-1983 నుండి రిజిస్టర్ అయిన దస్తావేజులను ఆన్‌లైన్ శోధన చూపిస్తుంది.',
        },
        {
          en: 'Viewing and printing the online statement is free; it is for information and is not a certificate.',
          te: 'ఆన్‌లైన్ వివరాలను చూడటం, ముద్రించడం ఉచితం; అది సమాచారం కోసం మాత్రమే, ధృవీకరణ పత్రం కాదు.',
        },
        {
          en: 'A signed certificate costs ₹200 for a period of up to 30 years and ₹500 for a longer period, plus the user charges notified by the Government.',
          te: 'సంతకం చేసిన ధృవీకరణ పత్రానికి 30 సంవత్సరాల వరకు కాలానికి ₹200, అంతకంటే ఎక్కువ కాలానికి ₹500, వీటికి అదనంగా ప్రభుత్వం ప్రకటించిన వినియోగ రుసుములు.',
        },
        {
          en: 'For documents before 1983, a manual search of the registers is made at the Sub-Registrar Office on payment of the search fee for each year searched.',
          te: '1983కు ముందటి దస్తావేజుల కోసం, శోధించే ప్రతి సంవత్సరానికి శోధన రుసుము చెల్లిస్తే సబ్ రిజిస్ట్రార్ కార్యాలయంలో రిజిస్టర్లను స్వయంగా శోధిస్తారు.',
        },
      ],
    },
    {
      key: 'signed-ec',
      heading: { en: 'Getting a signed certificate', te: 'సంతకం చేసిన ధృవీకరణ పత్రం పొందడం' },
      paragraphs: [
        {
          en: 'Apply online and pay the fee, or apply at the Sub-Registrar Office with jurisdiction over the property in Form 22. The certificate is signed by the Sub-Registrar, usually on the same day for computerised periods. A digitally signed certificate issued online is valid in the same way as one signed in ink.',
          te: 'ఆన్‌లైన్‌లో దరఖాస్తు చేసి రుసుము చెల్లించండి, లేదా ఆస్తిపై అధికార పరిధి ఉన్న సబ్ రిజిస్ట్రార్ కార్యాలయంలో ఫారం 22లో దరఖాస్తు చేయండి. కంప్యూటరీకరించిన కాలానికి సాధారణంగా అదే రోజు సబ్ రిజిస్ట్రార్ సంతకం చేసి ఇస్తారు. ఆన్‌లైన్‌లో జారీ చేసిన డిజిటల్ సంతకం ఉన్న పత్రం, సిరాతో సంతకం చేసిన పత్రంతో సమానంగా చెల్లుతుంది.',
        },
      ],
      links: [{ label: { en: 'Find the Sub-Registrar Office for a property', te: 'ఆస్తికి సంబంధించిన సబ్ రిజిస్ట్రార్ కార్యాలయాన్ని కనుగొనండి' }, href: '/igrs/findSRO' }],
    },
  ],
};

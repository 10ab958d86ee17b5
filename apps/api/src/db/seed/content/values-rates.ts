import type { SeedPage } from './types.ts';

export const valuesRatesPage: SeedPage = {
  page: 'values-rates',
  title: { en: 'Market Value Guidelines', te: 'మార్కెట్ విలువ మార్గదర్శకాలు' },
  sections: [
    {
      key: 'how-values-are-fixed',
      heading: { en: 'How market values are fixed', te: 'మార్కెట్ విలువలు ఎలా నిర్ణయిస్తారు' },
      paragraphs: [
        {
          en: 'Stamp duty on a conveyance, gift, settlement, exchange or partition is charged on the market value of the property or the consideration stated in the document, whichever is higher. To keep this fair and uniform, the Government fixes the market value of land and buildings for every village and urban locality in the State.',
          te: 'విక్రయ, దాన, సెటిల్‌మెంట్, మార్పిడి లేదా విభజన దస్తావేజులపై స్టాంపు సుంకాన్ని ఆస్తి మార్కెట్ విలువ లేదా దస్తావేజులో పేర్కొన్న ప్రతిఫలం, వీటిలో ఏది ఎక్కువైతే దానిపై విధిస్తారు. ఇది న్యాయబద్ధంగా, ఏకరీతిగా ఉండేందుకు ప్రభుత్వం రాష్ట్రంలోని ప్రతి గ్రామానికి, ప్రతి పట్టణ ప్రాంతానికి భూములు మరియు భవనాల మార్కెట్ విలువను నిర్ణయిస్తుంది.',
        },
        {
          en: 'Values are proposed by Market Value Revision Committees at the district level, which study registered sale prices, the classification of land, road frontage, nearness to towns and highways, and the development in each area. The proposals are published, objections from the public are considered, and the values are approved under the Andhra Pradesh Revision of Market Value Guidelines Rules, 1998.',
          te: 'జిల్లా స్థాయిలోని మార్కెట్ విలువ సవరణ కమిటీలు రిజిస్టర్ అయిన విక్రయ ధరలు, భూమి వర్గీకరణ, రోడ్డు ముఖభాగం, పట్టణాలు మరియు జాతీయ రహదారులకు సమీపత, ఆ ప్రాంత అభివృద్ధిని పరిశీలించి విలువలను ప్రతిపాదిస్తాయి. ప్రతిపాదనలను ప్రచురించి, ప్రజల అభ్యంతరాలను పరిగణించిన తర్వాత ఆంధ్రప్రదేశ్ మార్కెట్ విలువ మార్గదర్శకాల సవరణ నియమాలు, 1998 ప్రకారం విలువలను ఆమోదిస్తారు.',
        },
        {
          en: 'Where a registering officer has reason to believe that a property has been undervalued in a document, the document is referred to the Collector under Section 47-A of the Indian Stamp Act, 1899, as amended for Andhra Pradesh, to determine the true market value and the deficit duty.',
          te: 'ఏదైనా దస్తావేజులో ఆస్తి విలువ తక్కువగా చూపినట్లు రిజిస్ట్రేషన్ అధికారికి నమ్మదగిన కారణం ఉంటే, ఆంధ్రప్రదేశ్‌కు సవరించిన భారతీయ స్టాంపు చట్టం, 1899లోని సెక్షన్ 47-ఎ కింద నిజమైన మార్కెట్ విలువను, తగ్గిన సుంకాన్ని నిర్ణయించేందుకు ఆ దస్తావేజును కలెక్టర్‌కు నివేదిస్తారు.',
        },
      ],
    },
    {
      key: 'revision',
      heading: { en: 'Revision of market values', te: 'మార్కెట్ విలువల సవరణ' },
      bullets: [
        {
          en: 'Values are revised periodically, and may be revised for a particular area when development there changes land prices sharply.',
          te: 'విలువలను కాలానుగుణంగా సవరిస్తారు; ఏదైనా ప్రాంతంలో అభివృద్ధి వల్ల భూముల ధరలు బాగా మారితే ఆ ప్రాంతానికి ప్రత్యేకంగా సవరించవచ్చు.',
        },
        {
          en: 'Draft values are displayed at the Sub-Registrar Office and on this portal, and anyone may file objections within the period stated in the notice.',
          te: 'ముసాయిదా విలువలను సబ్ రిజిస్ట్రార్ కార్యాలయంలో, ఈ పోర్టల్‌లో ప్రదర్శిస్తారు; నోటీసులో పేర్కొన్న గడువులోగా ఎవరైనా అభ్యంతరాలు దాఖలు చేయవచ్చు.',
        },
        {
          en: 'Revised values apply to documents presented for registration on or after the date from which they take effect, as stated in the notification.',
          te: 'ప్రకటనలో పేర్కొన్న అమలు తేదీ నుండి రిజిస్ట్రేషన్‌కు సమర్పించే దస్తావేజులకు సవరించిన విలువలు వర్తిస్తాయి.',
        },
      ],
    },
    {
      key: 'using-the-tool',
      heading: { en: 'How to look up the value of a property', te: 'ఆస్తి విలువను ఎలా తెలుసుకోవాలి' },
      bullets: [
        {
          en: 'Open the property value tool and choose the district, mandal and village, or the municipality and locality for urban property.',
          te: 'ఆస్తి విలువ సాధనాన్ని తెరిచి జిల్లా, మండలం, గ్రామం లేదా పట్టణ ఆస్తి అయితే మున్సిపాలిటీ, ప్రాంతాన్ని ఎంచుకోండి.',
        },
        {
          en: 'For agricultural land, enter the survey number; for house sites and buildings, enter the door number or the name of the street.',
          te: 'వ్యవసాయ భూమికి సర్వే నంబరు, ఇంటి స్థలాలు మరియు భవనాలకు డోర్ నంబరు లేదా వీధి పేరు నమోదు చేయండి.',
        },
        {
          en: 'The value is shown per acre for agricultural land, per square yard for sites and per square foot for buildings, with the classification used.',
          te: 'వ్యవసాయ భూమికి ఎకరానికి, స్థలాలకు చదరపు గజానికి, భవనాలకు చదరపు అడుగుకు విలువను, వర్గీకరణతో సహా చూపిస్తారు.',
        },
        {
          en: 'Use the stamp duty calculator with that value to find the duty and fee before you pay.',
          te: 'చెల్లించే ముందు ఆ విలువతో స్టాంపు సుంకం లెక్కింపు సాధనాన్ని ఉపయోగించి సుంకం, రుసుము తెలుసుకోండి.',
        },
      ],
      links: [{ label: { en: 'Open the property value tool', te: 'ఆస్తి విలువ సాధనాన్ని తెరవండి' }, href: '/igrs/newPropertyvalue' }],
    },
  ],
};

import type { SeedPage } from './types.ts';

export const propertyValuePage: SeedPage = {
  page: 'property-value',
  title: { en: 'Property Value', te: 'ఆస్తి విలువ' },
  sections: [
    {
      key: 'about',
      heading: { en: 'The market value of your property', te: 'మీ ఆస్తి మార్కెట్ విలువ' },
      paragraphs: [
        {
          en: 'The market value fixed by the Government is the least value on which stamp duty and registration fee are charged. If the price in your document is higher, duty is charged on the price.',
          te: 'ప్రభుత్వం నిర్ణయించిన మార్కెట్ విలువ, స్టాంపు సుంకం మరియు రిజిస్ట్రేషన్ రుసుము విధించే కనీస విలువ. మీ దస్తావేజులోని ధర ఎక్కువైతే ఆ ధరపైనే సుంకం విధిస్తారు.',
        },
      ],
    },
    {
      key: 'how-determined',
      heading: { en: 'How the value is worked out', te: 'విలువను ఎలా లెక్కిస్తారు' },
      bullets: [
        {
          en: 'Agricultural land: the value per acre fixed for the survey number, according to whether it is wet, dry or garden land and whether it abuts a road.',
          te: 'వ్యవసాయ భూమి: మాగాణి, మెట్ట లేదా తోట భూమి అనే దాని ప్రకారం, రోడ్డుకు ఆనుకొని ఉందా అనే దాని ప్రకారం ఆ సర్వే నంబరుకు నిర్ణయించిన ఎకరా విలువ.',
        },
        {
          en: 'House sites: the value per square yard fixed for the street or locality, multiplied by the extent of the site.',
          te: 'ఇంటి స్థలాలు: వీధి లేదా ప్రాంతానికి నిర్ణయించిన చదరపు గజం విలువను స్థలం విస్తీర్ణంతో గుణించగా వచ్చేది.',
        },
        {
          en: 'Buildings: the value of the undivided share of land, plus the plinth area of the building multiplied by the rate per square foot for its kind of construction, less depreciation for age where the rules allow it.',
          te: 'భవనాలు: అవిభాజ్య భూభాగం విలువకు, భవనం ప్లింత్ విస్తీర్ణాన్ని ఆ నిర్మాణ రకానికి నిర్ణయించిన చదరపు అడుగు ధరతో గుణించగా వచ్చిన విలువను కలిపి, నియమాలు అనుమతించిన చోట వయస్సు ఆధారంగా తరుగుదలను తీసివేయగా వచ్చేది.',
        },
        {
          en: 'Flats in apartments: the composite rate per square foot of built-up area, where one has been fixed for the locality.',
          te: 'అపార్ట్‌మెంట్లలోని ఫ్లాట్లు: ఆ ప్రాంతానికి నిర్ణయించిన చోట, నిర్మిత విస్తీర్ణం చదరపు అడుగుకు సంయుక్త ధర.',
        },
      ],
    },
    {
      key: 'disagree',
      heading: { en: 'If you disagree with the value', te: 'విలువతో మీరు ఏకీభవించకపోతే' },
      paragraphs: [
        {
          en: 'You may ask the District Registrar to verify the classification of the property if it has been wrongly shown. A determination of value under Section 47-A of the Indian Stamp Act may be appealed to the appellate authority within the time allowed in the order.',
          te: 'ఆస్తి వర్గీకరణ తప్పుగా చూపితే దానిని సరిచూడమని జిల్లా రిజిస్ట్రార్‌ను కోరవచ్చు. భారతీయ స్టాంపు చట్టంలోని సెక్షన్ 47-ఎ కింద జరిగిన విలువ నిర్ణయంపై, ఉత్తర్వులో పేర్కొన్న గడువులోగా అప్పీలు అధికారికి అప్పీలు చేయవచ్చు.',
        },
      ],
      links: [{ label: { en: 'Read the market value guidelines', te: 'మార్కెట్ విలువ మార్గదర్శకాలు చదవండి' }, href: '/igrs/values-rates' }],
    },
  ],
};

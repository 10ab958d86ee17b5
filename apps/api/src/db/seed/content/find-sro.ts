import type { SeedPage } from './types.ts';

export const findSroPage: SeedPage = {
  page: 'find-sro',
  title: { en: 'Find your Sub-Registrar Office', te: 'మీ సబ్ రిజిస్ట్రార్ కార్యాలయాన్ని కనుగొనండి' },
  sections: [
    {
      key: 'jurisdiction',
      heading: { en: 'How jurisdiction works', te: 'అధికార పరిధి ఎలా నిర్ణయిస్తారు' },
      paragraphs: [
        {
          en: 'Every village and urban ward of the State is attached to one Sub-Registrar Office. A document concerning immovable property is registered at the office within whose jurisdiction the property, or a part of it, lies. Where a property lies in the areas of two offices, it may be registered at either, and a copy is sent to the other.',
          te: 'రాష్ట్రంలోని ప్రతి గ్రామం, ప్రతి పట్టణ వార్డు ఏదో ఒక సబ్ రిజిస్ట్రార్ కార్యాలయానికి చెందుతుంది. స్థిరాస్తికి సంబంధించిన దస్తావేజును ఆ ఆస్తి లేదా దానిలో కొంత భాగం ఏ కార్యాలయ పరిధిలో ఉందో అక్కడ రిజిస్టర్ చేస్తారు. ఆస్తి రెండు కార్యాలయాల పరిధిలో ఉంటే ఏదో ఒకచోట రిజిస్టర్ చేసి, రెండో కార్యాలయానికి ప్రతిని పంపిస్తారు.',
        },
        {
          en: 'Under the anywhere registration facility, documents of certain kinds may be registered at any Sub-Registrar Office in the same district. The index is then updated at the office with jurisdiction, so an encumbrance search there shows the transaction.',
          te: 'ఎక్కడైనా రిజిస్ట్రేషన్ సౌకర్యం కింద కొన్ని రకాల దస్తావేజులను అదే జిల్లాలోని ఏ సబ్ రిజిస్ట్రార్ కార్యాలయంలోనైనా రిజిస్టర్ చేయవచ్చు. ఆ తర్వాత అధికార పరిధి ఉన్న కార్యాలయంలో సూచికను నవీకరిస్తారు, కాబట్టి అక్కడ ఋణభార శోధనలో ఆ లావాదేవీ కనిపిస్తుంది.',
        },
        {
          en: 'Documents not concerning immovable property, such as a power of attorney or a will, may be registered at any Sub-Registrar Office where the executant resides.',
          te: 'అధికార పత్రం లేదా వీలునామా వంటి స్థిరాస్తికి సంబంధం లేని దస్తావేజులను, రాసిన వ్యక్తి నివసించే ప్రాంతంలోని ఏ సబ్ రిజిస్ట్రార్ కార్యాలయంలోనైనా రిజిస్టర్ చేయవచ్చు.',
        },
      ],
    },
    {
      key: 'how-to-find',
      heading: { en: 'Finding the office for your property', te: 'మీ ఆస్తికి సంబంధించిన కార్యాలయాన్ని కనుగొనడం' },
      bullets: [
        {
          en: 'Choose the district and then the mandal or municipality where the property lies.',
          te: 'ఆస్తి ఉన్న జిల్లాను, తర్వాత మండలం లేదా మున్సిపాలిటీని ఎంచుకోండి.',
        },
        {
          en: 'Select the village or locality; the office with jurisdiction is shown with its address, telephone number and working hours.',
          te: 'గ్రామం లేదా ప్రాంతాన్ని ఎంచుకోండి; అధికార పరిధి ఉన్న కార్యాలయం చిరునామా, ఫోన్ నంబరు, పని వేళలతో సహా కనిపిస్తుంది.',
        },
        {
          en: 'Sub-Registrar Offices work from 10.30 a.m. to 5.00 p.m. on working days; registration on public holidays is only on payment of the fee for attendance at a private residence or special hours.',
          te: 'సబ్ రిజిస్ట్రార్ కార్యాలయాలు పని దినాల్లో ఉదయం 10.30 నుండి సాయంత్రం 5.00 వరకు పనిచేస్తాయి; సెలవు దినాల్లో రిజిస్ట్రేషన్ ప్రత్యేక సమయ రుసుము చెల్లించినప్పుడు మాత్రమే జరుగుతుంది.',
        },
      ],
    },
    {
      key: 'help',
      heading: { en: 'If you cannot find your village', te: 'మీ గ్రామం కనిపించకపోతే' },
      paragraphs: [
        {
          en: 'Villages are sometimes listed under their revenue name rather than the local name. Search by the mandal, or call the help desk on 14544 with the survey number of the property.',
          te: 'కొన్నిసార్లు గ్రామాలు స్థానిక పేరుతో కాకుండా రెవెన్యూ పేరుతో ఉంటాయి. మండలం ఆధారంగా వెతకండి, లేదా ఆస్తి సర్వే నంబరుతో 14544 హెల్ప్ డెస్క్‌కు ఫోన్ చేయండి.',
        },
      ],
    },
  ],
};

import type { SeedPage } from './types.ts';

export const accessibilityPage: SeedPage = {
  page: 'accessibility',
  title: { en: 'Accessibility Statement', te: 'సౌలభ్య ప్రకటన' },
  sections: [
    {
      key: 'commitment',
      heading: { en: 'Our commitment', te: 'మా నిబద్ధత' },
      paragraphs: [
        {
          en: 'The Registration & Stamps Department wants every citizen to be able to use this portal, whatever the device, the assistive technology or the language they use. The portal aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, as the Guidelines for Indian Government Websites (GIGW 3.0) require, and we are working towards WCAG 2.2 level AA.',
          te: 'ఏ పరికరం, ఏ సహాయక సాంకేతికత లేదా ఏ భాష ఉపయోగించినా ప్రతి పౌరుడు ఈ పోర్టల్‌ను వినియోగించగలగాలని రిజిస్ట్రేషన్ మరియు స్టాంపుల శాఖ కోరుకుంటుంది. భారత ప్రభుత్వ వెబ్‌సైట్ల మార్గదర్శకాలు (జీఐజీడబ్ల్యూ 3.0) నిర్దేశించినట్లు వెబ్ కంటెంట్ సౌలభ్య మార్గదర్శకాలు (డబ్ల్యూసీఏజీ) 2.1 ఏఏ స్థాయిని అందుకోవడం ఈ పోర్టల్ లక్ష్యం; డబ్ల్యూసీఏజీ 2.2 ఏఏ స్థాయి దిశగా కూడా కృషి చేస్తున్నాం.',
        },
        {
          en: 'Every page is available in English and Telugu, can be used with a keyboard alone, works with screen readers, and can be enlarged to 200 per cent or read on a phone without losing content.',
          te: 'ప్రతి పేజీ ఆంగ్లం మరియు తెలుగు భాషల్లో అందుబాటులో ఉంది; కేవలం కీబోర్డుతో వినియోగించవచ్చు, స్క్రీన్ రీడర్లతో పనిచేస్తుంది, సమాచారం కోల్పోకుండా 200 శాతం వరకు పెద్దది చేయవచ్చు లేదా ఫోన్‌లో చదవవచ్చు.',
        },
      ],
    },
    {
      key: 'testing',
      heading: { en: 'How we test the portal', te: 'పోర్టల్‌ను ఎలా పరీక్షిస్తాం' },
      bullets: [
        {
          en: 'Automated axe-core checks of every public page, in both English and Telugu, in a real browser, each time the portal is changed.',
          te: 'పోర్టల్‌లో ప్రతి మార్పు జరిగినప్పుడు ప్రతి పబ్లిక్ పేజీని ఆంగ్లం, తెలుగు రెండు భాషల్లోనూ నిజమైన బ్రౌజర్‌లో యాక్స్-కోర్ సాధనంతో స్వయంచాలకంగా తనిఖీ చేస్తాం.',
        },
        {
          en: 'Keyboard-only checks that every link, menu, form and dialog can be reached and used, with a visible focus indicator.',
          te: 'ప్రతి లింకు, మెనూ, ఫారం మరియు డైలాగ్‌ను కేవలం కీబోర్డుతో చేరుకొని వినియోగించగలమని, ఫోకస్ సూచిక స్పష్టంగా కనిపిస్తుందని తనిఖీ చేస్తాం.',
        },
        {
          en: 'Screen reader checks of headings, landmarks, form labels, error messages and tables.',
          te: 'శీర్షికలు, ల్యాండ్‌మార్కులు, ఫారం లేబుళ్లు, దోష సందేశాలు మరియు పట్టికలను స్క్రీన్ రీడర్‌తో తనిఖీ చేస్తాం.',
        },
        {
          en: 'Layout checks at a width of 360 pixels, the size of a small phone, so that nothing needs scrolling sideways.',
          te: 'చిన్న ఫోన్ పరిమాణమైన 360 పిక్సెళ్ల వెడల్పులో ఏదీ పక్కకు స్క్రోల్ చేయాల్సిన అవసరం లేకుండా ఉందని లేఅవుట్‌ను తనిఖీ చేస్తాం.',
        },
      ],
    },
    {
      key: 'limitations',
      heading: { en: 'Known limitations', te: 'తెలిసిన పరిమితులు' },
      bullets: [
        {
          en: 'Some older documents, such as circulars and judgements issued before the portal, are scanned images in PDF form and may not be readable by screen readers. Ask us for an accessible copy and we will provide one.',
          te: 'పోర్టల్‌కు ముందు జారీ చేసిన సర్క్యులర్లు, తీర్పులు వంటి కొన్ని పాత పత్రాలు పీడీఎఫ్ రూపంలోని స్కాన్ చిత్రాలు; వాటిని స్క్రీన్ రీడర్లు చదవలేకపోవచ్చు. అందుబాటులో ఉండే ప్రతిని అడిగితే మేం అందిస్తాం.',
        },
        {
          en: 'Generated documents such as circulars and checklists are in English only; the Telugu summary of each is shown on the page that lists it.',
          te: 'సర్క్యులర్లు, తనిఖీ జాబితాలు వంటి తయారుచేసిన పత్రాలు ఆంగ్లంలో మాత్రమే ఉన్నాయి; ప్రతి పత్రం తెలుగు సారాంశం దానిని చూపే పేజీలో ఉంటుంది.',
        },
        {
          en: 'Links to services run by other organisations, such as payment gateways, lead to sites whose accessibility we do not control.',
          te: 'చెల్లింపు గేట్‌వేల వంటి ఇతర సంస్థలు నిర్వహించే సేవలకు ఇచ్చిన లింకులు మా నియంత్రణలో లేని సైట్లకు తీసుకెళ్తాయి; వాటి సౌలభ్యం మా చేతిలో లేదు.',
        },
      ],
    },
    {
      key: 'feedback',
      heading: { en: 'Report a barrier', te: 'ఇబ్బందిని తెలియజేయండి' },
      paragraphs: [
        {
          en: 'If you find any part of the portal hard to use, or need a document in another format, write to accessibility@igrs.ap.gov.in or call the help desk on 14544. Tell us the page address, what you were trying to do and the device or assistive technology you use.',
          te: 'పోర్టల్‌లో ఏదైనా భాగం ఉపయోగించడం కష్టంగా ఉన్నా, ఏదైనా పత్రం వేరే రూపంలో కావాలన్నా accessibility@igrs.ap.gov.in కు రాయండి లేదా 14544 హెల్ప్ డెస్క్‌కు ఫోన్ చేయండి. పేజీ చిరునామా, మీరు చేయాలనుకున్న పని, మీరు ఉపయోగించే పరికరం లేదా సహాయక సాంకేతికత వివరాలు తెలియజేయండి.',
        },
        {
          en: 'We acknowledge every report within 2 working days and aim to fix the problem, or send you the information in a form you can use, within 10 working days.',
          te: 'ప్రతి ఫిర్యాదును 2 పని దినాల్లోగా స్వీకరించినట్లు తెలియజేస్తాం; 10 పని దినాల్లోగా సమస్యను సరిచేయడానికి లేదా మీరు ఉపయోగించగల రూపంలో సమాచారం పంపడానికి ప్రయత్నిస్తాం.',
        },
      ],
    },
    {
      key: 'statement-date',
      heading: { en: 'Date of this statement', te: 'ఈ ప్రకటన తేదీ' },
      paragraphs: [
        {
          en: 'This statement was prepared on 22 November 2026 and is reviewed whenever the portal changes significantly.',
          te: 'ఈ ప్రకటనను 22 నవంబర్ 2026న సిద్ధం చేశాం; పోర్టల్‌లో గణనీయమైన మార్పులు జరిగినప్పుడల్లా దీనిని సమీక్షిస్తాం.',
        },
      ],
    },
  ],
};

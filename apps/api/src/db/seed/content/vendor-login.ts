import type { SeedPage } from './types.ts';

export const vendorLoginPage: SeedPage = {
  page: 'vendor-login',
  title: { en: 'Vendor Login', te: 'వెండర్ లాగిన్' },
  sections: [
    {
      key: 'who-may-log-in',
      heading: { en: 'Who may log in', te: 'ఎవరు లాగిన్ కావచ్చు' },
      paragraphs: [
        {
          en: 'This login is for licensed stamp vendors. After logging in you can raise indents for stamp papers, pay for them, record sales and view your stock.',
          te: 'ఈ లాగిన్ లైసెన్సు పొందిన స్టాంపు విక్రేతలకు మాత్రమే. లాగిన్ అయిన తర్వాత స్టాంపు పేపర్ల కోసం ఇండెంట్ పెట్టవచ్చు, వాటికి చెల్లించవచ్చు, అమ్మకాలను నమోదు చేయవచ్చు, మీ నిల్వను చూడవచ్చు.',
        },
        {
          en: 'Your user ID is issued by the District Registrar who granted your licence. Keep your licence number ready when you contact the help desk.',
          te: 'మీకు లైసెన్సు మంజూరు చేసిన జిల్లా రిజిస్ట్రార్ మీ యూజర్ ఐడీని జారీ చేస్తారు. హెల్ప్ డెస్క్‌ను సంప్రదించేటప్పుడు మీ లైసెన్సు నంబరు సిద్ధంగా ఉంచుకోండి.',
        },
      ],
    },
    {
      key: 'security',
      heading: { en: 'Keep your account safe', te: 'మీ ఖాతాను సురక్షితంగా ఉంచుకోండి' },
      bullets: [
        {
          en: 'Never share your password or OTP; anyone who has them can raise indents and record sales in your name.',
          te: 'మీ పాస్‌వర్డ్ లేదా ఓటీపీని ఎవరికీ చెప్పవద్దు; అవి తెలిసినవారు మీ పేరుతో ఇండెంట్లు పెట్టి అమ్మకాలు నమోదు చేయగలరు.',
        },
        {
          en: 'The department never asks for your password or OTP by telephone, SMS or email.',
          te: 'శాఖ ఎప్పుడూ ఫోన్, ఎస్‌ఎంఎస్ లేదా ఈమెయిల్ ద్వారా మీ పాస్‌వర్డ్ లేదా ఓటీపీ అడగదు.',
        },
        {
          en: 'Record every sale on the day it is made, so that your stock register matches the stamps in hand at inspection.',
          te: 'తనిఖీ సమయంలో మీ నిల్వ రిజిస్టరు చేతిలో ఉన్న స్టాంపులతో సరిపోలేలా ప్రతి అమ్మకాన్ని అదే రోజు నమోదు చేయండి.',
        },
      ],
    },
    {
      key: 'help',
      heading: { en: 'Help', te: 'సహాయం' },
      paragraphs: [
        {
          en: 'For a locked account, a failed payment or a wrong stock balance, call the help desk on 14544 or contact the office of your District Registrar.',
          te: 'ఖాతా లాక్ అయినా, చెల్లింపు విఫలమైనా, నిల్వ తప్పుగా చూపినా 14544 హెల్ప్ డెస్క్‌కు ఫోన్ చేయండి లేదా మీ జిల్లా రిజిస్ట్రార్ కార్యాలయాన్ని సంప్రదించండి.',
        },
      ],
    },
  ],
};

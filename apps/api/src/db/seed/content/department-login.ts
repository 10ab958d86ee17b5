import type { SeedPage } from './types.ts';

export const departmentLoginPage: SeedPage = {
  page: 'department-login',
  title: { en: 'Department Login', te: 'శాఖ లాగిన్' },
  sections: [
    {
      key: 'who-may-log-in',
      heading: { en: 'Who may log in', te: 'ఎవరు లాగిన్ కావచ్చు' },
      paragraphs: [
        {
          en: 'This login is for officers and staff of the Registration & Stamps Department and for officers of other agencies, such as the Income Tax Department and the Chief Commissioner of Land Administration, to whom the Commissioner & Inspector General has granted access to reports.',
          te: 'ఈ లాగిన్ రిజిస్ట్రేషన్ మరియు స్టాంపుల శాఖ అధికారులు, సిబ్బందికి, అలాగే కమిషనర్ మరియు ఇన్‌స్పెక్టర్ జనరల్ నివేదికల వీక్షణకు అనుమతి ఇచ్చిన ఆదాయపు పన్ను శాఖ, భూ పరిపాలన ప్రధాన కమిషనర్ కార్యాలయం వంటి ఇతర సంస్థల అధికారులకు మాత్రమే.',
        },
        {
          en: 'Enter the user ID issued to you and your password: the portal knows your login type, office and menu from your user ID. Accounts are personal: every action is recorded against the user ID that performed it.',
          te: 'మీకు కేటాయించిన యూజర్ ఐడీ, పాస్‌వర్డ్ నమోదు చేయండి: మీ లాగిన్ రకం, కార్యాలయం, మెనూ మీ యూజర్ ఐడీ ద్వారానే పోర్టల్‌కు తెలుస్తాయి. ఖాతాలు వ్యక్తిగతమైనవి: ప్రతి చర్య దానిని చేసిన యూజర్ ఐడీ పేరుతో నమోదవుతుంది.',
        },
      ],
    },
    {
      key: 'security',
      heading: { en: 'Keep your account safe', te: 'మీ ఖాతాను సురక్షితంగా ఉంచుకోండి' },
      bullets: [
        {
          en: 'Never share your password or OTP with anyone, including colleagues and system administrators.',
          te: 'సహోద్యోగులు, సిస్టమ్ నిర్వాహకులతో సహా ఎవరితోనూ మీ పాస్‌వర్డ్ లేదా ఓటీపీ పంచుకోవద్దు.',
        },
        {
          en: 'The department never asks for your password or OTP by telephone, SMS or email.',
          te: 'శాఖ ఎప్పుడూ ఫోన్, ఎస్‌ఎంఎస్ లేదా ఈమెయిల్ ద్వారా మీ పాస్‌వర్డ్ లేదా ఓటీపీ అడగదు.',
        },
        {
          en: 'Log out and close the browser when you leave the computer, especially at a shared counter.',
          te: 'కంప్యూటర్ వద్ద నుండి వెళ్లేటప్పుడు, ముఖ్యంగా ఉమ్మడి కౌంటరులో, లాగౌట్ చేసి బ్రౌజర్ మూసివేయండి.',
        },
      ],
    },
    {
      key: 'help',
      heading: { en: 'Help', te: 'సహాయం' },
      paragraphs: [
        {
          en: 'If your account is locked or you have forgotten your password, ask your District Registrar to reset it, or call the help desk on 14544 during office hours.',
          te: 'మీ ఖాతా లాక్ అయినా, పాస్‌వర్డ్ మరచిపోయినా దానిని రీసెట్ చేయమని మీ జిల్లా రిజిస్ట్రార్‌ను కోరండి, లేదా కార్యాలయ వేళల్లో 14544 హెల్ప్ డెస్క్‌కు ఫోన్ చేయండి.',
        },
      ],
    },
  ],
};

import type { SeedPage } from './types.ts';

export const passwordResetPage: SeedPage = {
  page: 'password-reset',
  title: { en: 'Reset Password', te: 'పాస్‌వర్డ్ మార్పు' },
  sections: [
    {
      key: 'choosing-a-password',
      heading: { en: 'Choosing a new password', te: 'కొత్త పాస్‌వర్డ్ ఎంచుకోవడం' },
      bullets: [
        {
          en: 'Use at least 8 characters, with capital and small letters, a digit and a special character.',
          te: 'కనీసం 8 అక్షరాలు ఉపయోగించండి; వాటిలో పెద్ద అక్షరాలు, చిన్న అక్షరాలు, ఒక అంకె, ఒక ప్రత్యేక గుర్తు ఉండాలి.',
        },
        {
          en: 'Do not reuse a password you use elsewhere, and do not use your name, date of birth or user ID.',
          te: 'ఇతర చోట్ల ఉపయోగించే పాస్‌వర్డ్‌ను మళ్లీ వాడవద్దు; మీ పేరు, పుట్టిన తేదీ లేదా యూజర్ ఐడీని పాస్‌వర్డ్‌గా పెట్టవద్దు.',
        },
        {
          en: 'Enter your current password first; the new password takes effect the next time you log in.',
          te: 'ముందుగా మీ ప్రస్తుత పాస్‌వర్డ్ నమోదు చేయండి; కొత్త పాస్‌వర్డ్ మీరు తదుపరి సారి లాగిన్ అయినప్పటి నుండి అమలులోకి వస్తుంది.',
        },
      ],
    },
    {
      key: 'security',
      heading: { en: 'Security advice', te: 'భద్రతా సూచనలు' },
      paragraphs: [
        {
          en: 'Never write your password down or share it, and never tell anyone an OTP sent to your phone. The department never asks for either. If you think someone else knows your password, change it at once and inform your District Registrar.',
          te: 'మీ పాస్‌వర్డ్‌ను ఎక్కడా రాసి పెట్టవద్దు, ఎవరితోనూ పంచుకోవద్దు; మీ ఫోన్‌కు వచ్చిన ఓటీపీని ఎవరికీ చెప్పవద్దు. శాఖ ఈ రెండింటినీ ఎప్పుడూ అడగదు. మీ పాస్‌వర్డ్ వేరొకరికి తెలిసిందని అనుమానం ఉంటే వెంటనే మార్చి మీ జిల్లా రిజిస్ట్రార్‌కు తెలియజేయండి.',
        },
      ],
    },
  ],
};

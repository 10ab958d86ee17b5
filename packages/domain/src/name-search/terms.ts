import type { BilingualText } from '../i18n/index.ts';

/** Raise the version whenever the wording changes: every user then accepts the new text before searching again. */
export const NAME_SEARCH_TERMS_VERSION = '2026-11-01';

export const NAME_SEARCH_TERMS_TITLE: BilingualText = {
  en: 'Terms of use of the name search',
  te: 'పేరు శోధన వినియోగ నిబంధనలు',
};

/** The conditions a user accepts before searching the register by a person's name. */
export const NAME_SEARCH_TERMS: readonly BilingualText[] = [
  {
    en: 'The name search is provided only to authorised agencies and officers, for the purpose for which their access was granted (for example, verifying title before a loan, or a tax or legal enquiry). Searching for any other purpose, including personal curiosity, is not permitted.',
    te: 'పేరు శోధన అధీకృత సంస్థలకు, అధికారులకు మాత్రమే, వారికి అనుమతి ఇచ్చిన ప్రయోజనం కోసం మాత్రమే అందుబాటులో ఉంది (ఉదాహరణకు, రుణం ఇచ్చే ముందు హక్కు ధృవీకరణ, లేదా పన్ను లేదా చట్టపరమైన విచారణ). వ్యక్తిగత ఆసక్తితో సహా మరే ఇతర ప్రయోజనం కోసం శోధించడం అనుమతించబడదు.',
  },
  {
    en: 'The results contain personal data of citizens. Keep them confidential: do not publish, share or pass them on to anyone who is not entitled to them, and use them only for the permitted purpose.',
    te: 'ఫలితాలలో పౌరుల వ్యక్తిగత సమాచారం ఉంటుంది. వాటిని గోప్యంగా ఉంచండి: అర్హత లేని ఎవరికీ ప్రచురించవద్దు, పంచుకోవద్దు, అందజేయవద్దు; అనుమతించిన ప్రయోజనం కోసం మాత్రమే వాడండి.',
  },
  {
    en: 'Every search and every document viewed is recorded with your login, the time and your network address. The records can be reviewed by your agency\'s master user and by the Registration and Stamps Department.',
    te: 'ప్రతి శోధన, చూసిన ప్రతి దస్తావేజు మీ లాగిన్, సమయం, మీ నెట్‌వర్క్ చిరునామాతో నమోదు అవుతాయి. ఈ నమోదులను మీ సంస్థ మాస్టర్ వినియోగదారు, రిజిస్ట్రేషన్లు మరియు స్టాంపుల శాఖ పరిశీలించవచ్చు.',
  },
  {
    en: 'Bulk extraction is not permitted: do not copy the register in large quantities, by hand or by automated means.',
    te: 'పెద్ద మొత్తంలో సమాచారం సేకరించడం అనుమతించబడదు: చేతితో గానీ స్వయంచాలక పద్ధతులతో గానీ రిజిస్టర్‌ను పెద్ద మొత్తంలో నకలు చేయవద్దు.',
  },
  {
    en: 'Misuse will be reported to the agency and the competent authorities, and access may be withdrawn.',
    te: 'దుర్వినియోగం జరిగితే సంస్థకు, సంబంధిత అధికారులకు తెలియజేయబడుతుంది; ప్రవేశ అనుమతి రద్దు చేయబడవచ్చు.',
  },
];

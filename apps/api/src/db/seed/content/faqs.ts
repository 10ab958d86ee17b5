import type { BilingualText } from '@igrs/domain';
import type { SeedItem, SeedList } from './types.ts';

type FaqGroup = 'registration' | 'encumbrance' | 'stamps' | 'marriage' | 'certified-copy';

function faq(group: FaqGroup, date: string, question: BilingualText, answer: BilingualText): SeedItem {
  return { group, itemDate: date, title: question, summary: answer };
}

export const faqsList: SeedList = {
  list: 'faqs',
  groups: [
    { key: 'registration', label: { en: 'Registration of documents', te: 'దస్తావేజుల రిజిస్ట్రేషన్' } },
    { key: 'encumbrance', label: { en: 'Encumbrance certificates', te: 'ఋణభార ధృవీకరణ పత్రాలు' } },
    { key: 'stamps', label: { en: 'Stamp duty and e-stamps', te: 'స్టాంపు సుంకం మరియు ఈ-స్టాంపులు' } },
    { key: 'marriage', label: { en: 'Marriage registration', te: 'వివాహ రిజిస్ట్రేషన్' } },
    { key: 'certified-copy', label: { en: 'Certified copies', te: 'ధృవీకృత నకళ్లు' } },
  ],
  items: [
    faq(
      'registration',
      '2026-05-04',
      { en: 'Which documents must be registered?', te: 'ఏయే దస్తావేజులను తప్పనిసరిగా రిజిస్టర్ చేయాలి?' },
      {
        en: 'Sales, gifts, mortgages, exchanges and leases of immovable property for more than one year, and any document that creates, transfers or extinguishes a right in immovable property worth ₹100 or more, must be registered under Section 17 of the Registration Act, 1908.',
        te: 'స్థిరాస్తి విక్రయాలు, దానాలు, తనఖాలు, మార్పిడులు, ఒక సంవత్సరం కంటే ఎక్కువ కాలపు లీజులు, అలాగే ₹100 లేదా అంతకంటే ఎక్కువ విలువైన స్థిరాస్తిలో హక్కును సృష్టించే, బదిలీ చేసే లేదా రద్దు చేసే ఏ దస్తావేజునైనా రిజిస్ట్రేషన్ చట్టం, 1908లోని సెక్షన్ 17 ప్రకారం తప్పనిసరిగా రిజిస్టర్ చేయాలి.',
      },
    ),
    faq(
      'registration',
      '2025-11-17',
      { en: 'Within what time must a document be presented for registration?', te: 'దస్తావేజును ఎంత కాలంలోగా రిజిస్ట్రేషన్‌కు సమర్పించాలి?' },
      {
        en: 'Within four months from the date of execution. A delay of up to four months more may be condoned by the District Registrar on payment of a fine.',
        te: 'రాసిన తేదీ నుండి నాలుగు నెలల్లోగా. మరో నాలుగు నెలల వరకు జాప్యాన్ని జరిమానా చెల్లిస్తే జిల్లా రిజిస్ట్రార్ మన్నించవచ్చు.',
      },
    ),
    faq(
      'registration',
      '2024-08-26',
      { en: 'Do all parties have to come to the Sub-Registrar Office?', te: 'అన్ని పక్షాలూ సబ్ రిజిస్ట్రార్ కార్యాలయానికి రావాలా?' },
      {
        en: 'Every person executing the document must appear and admit execution, either in person or through an agent holding a registered power of attorney. The claimant also appears for photograph and biometric capture.',
        te: 'దస్తావేజు రాసిచ్చే ప్రతి వ్యక్తి స్వయంగా లేదా రిజిస్టర్ అయిన అధికార పత్రం ఉన్న ప్రతినిధి ద్వారా హాజరై రాసినట్లు అంగీకరించాలి. ఫోటో, బయోమెట్రిక్ నమోదు కోసం హక్కుదారు కూడా హాజరు కావాలి.',
      },
    ),
    faq(
      'registration',
      '2023-03-27',
      { en: 'How do I book a slot for registration?', te: 'రిజిస్ట్రేషన్‌కు స్లాట్ ఎలా బుక్ చేసుకోవాలి?' },
      {
        en: 'Complete the public data entry for your document, pay the duty and fee, and choose a date and time at the Sub-Registrar Office. The slot receipt shows the time at which you should arrive.',
        te: 'మీ దస్తావేజుకు పబ్లిక్ డేటా ఎంట్రీ పూర్తి చేసి, సుంకం, రుసుము చెల్లించి, సబ్ రిజిస్ట్రార్ కార్యాలయంలో తేదీ, సమయం ఎంచుకోండి. మీరు ఏ సమయానికి రావాలో స్లాట్ రశీదులో ఉంటుంది.',
      },
    ),
    faq(
      'registration',
      '2021-09-13',
      { en: 'Can a registered document be cancelled?', te: 'రిజిస్టర్ అయిన దస్తావేజును రద్దు చేయవచ్చా?' },
      {
        en: 'A registered sale or gift that has taken effect cannot be cancelled by one party alone. It can be undone only by a fresh document executed by the person now holding the property, or by a decree of a civil court.',
        te: 'అమలులోకి వచ్చిన రిజిస్టర్డ్ విక్రయాన్ని లేదా దానాన్ని ఒక్క పక్షమే రద్దు చేయలేరు. ప్రస్తుతం ఆస్తి కలిగి ఉన్న వ్యక్తి కొత్త దస్తావేజు రాయడం ద్వారా గానీ, సివిల్ కోర్టు డిక్రీ ద్వారా గానీ మాత్రమే దానిని రద్దు చేయవచ్చు.',
      },
    ),
    faq(
      'encumbrance',
      '2026-01-12',
      { en: 'From which year can I search encumbrances online?', te: 'ఏ సంవత్సరం నుండి ఋణభారాలను ఆన్‌లైన్‌లో వెతకవచ్చు?' },
      {
        en: 'Online search covers documents registered from 01-01-1983. For earlier years, apply at the Sub-Registrar Office for a manual search.',
        te: '01-01-1983 నుండి రిజిస్టర్ అయిన దస్తావేజులను ఆన్‌లైన్‌లో వెతకవచ్చు. అంతకు ముందు సంవత్సరాలకు సబ్ రిజిస్ట్రార్ కార్యాలయంలో మాన్యువల్ శోధనకు దరఖాస్తు చేయండి.',
      },
    ),
    faq(
      'encumbrance',
      '2024-02-05',
      { en: 'Is the online encumbrance statement accepted by banks?', te: 'ఆన్‌లైన్ ఋణభార వివరాలను బ్యాంకులు అంగీకరిస్తాయా?' },
      {
        en: 'The free online statement is for information. Banks usually ask for a signed encumbrance certificate, which you can obtain online with a digital signature or at the Sub-Registrar Office.',
        te: 'ఉచితంగా లభించే ఆన్‌లైన్ వివరాలు సమాచారం కోసం మాత్రమే. బ్యాంకులు సాధారణంగా సంతకం చేసిన ఋణభార ధృవీకరణ పత్రం అడుగుతాయి; దానిని డిజిటల్ సంతకంతో ఆన్‌లైన్‌లో లేదా సబ్ రిజిస్ట్రార్ కార్యాలయంలో పొందవచ్చు.',
      },
    ),
    faq(
      'encumbrance',
      '2022-06-20',
      { en: 'Why does my encumbrance certificate show "nil" though I know the property was sold?', te: 'ఆస్తి అమ్మినట్లు తెలిసినా నా ఋణభార పత్రంలో "ఏమీ లేదు" అని ఎందుకు చూపుతోంది?' },
      {
        en: 'The search may have been made with a survey or door number that differs from the one in the document, or for the wrong village. Search again with the boundaries, the old number or the document number, or ask the Sub-Registrar for a manual check.',
        te: 'దస్తావేజులోని నంబరుకు భిన్నమైన సర్వే లేదా డోర్ నంబరుతో, లేదా వేరే గ్రామం పేరుతో వెతికి ఉండవచ్చు. సరిహద్దులు, పాత నంబరు లేదా దస్తావేజు నంబరుతో మళ్లీ వెతకండి, లేదా స్వయంగా తనిఖీ చేయమని సబ్ రిజిస్ట్రార్‌ను కోరండి.',
      },
    ),
    faq(
      'stamps',
      '2025-08-18',
      { en: 'On what value is stamp duty charged on a sale deed?', te: 'విక్రయ దస్తావేజుపై స్టాంపు సుంకం ఏ విలువపై విధిస్తారు?' },
      {
        en: 'On the market value fixed by the Government for the property or on the price stated in the deed, whichever is higher.',
        te: 'ప్రభుత్వం ఆ ఆస్తికి నిర్ణయించిన మార్కెట్ విలువ లేదా దస్తావేజులో పేర్కొన్న ధర, వీటిలో ఏది ఎక్కువైతే దానిపై.',
      },
    ),
    faq(
      'stamps',
      '2024-01-22',
      { en: 'Can I get a refund for e-stamps I did not use?', te: 'ఉపయోగించని ఈ-స్టాంపుల సొమ్ము తిరిగి పొందవచ్చా?' },
      {
        en: 'Yes. Apply to the District Registrar within six months of purchase with the original certificate and an affidavit that it was not used. Ten per cent of the value is deducted.',
        te: 'పొందవచ్చు. కొన్న ఆరు నెలల్లోగా అసలు సర్టిఫికెట్, అది ఉపయోగించలేదని అఫిడవిట్‌తో జిల్లా రిజిస్ట్రార్‌కు దరఖాస్తు చేయండి. విలువలో పది శాతం మినహాయిస్తారు.',
      },
    ),
    faq(
      'stamps',
      '2023-07-10',
      { en: 'What happens if a document is insufficiently stamped?', te: 'దస్తావేజుపై తగినంత స్టాంపు లేకపోతే ఏమవుతుంది?' },
      {
        en: 'It is impounded and sent to the District Registrar, who collects the deficit duty and may levy a penalty of up to ten times the deficit. Until then it cannot be registered or used in evidence.',
        te: 'దానిని జప్తు చేసి జిల్లా రిజిస్ట్రార్‌కు పంపుతారు; వారు తగ్గిన సుంకాన్ని వసూలు చేసి, దానికి పది రెట్ల వరకు జరిమానా విధించవచ్చు. అప్పటి వరకు దానిని రిజిస్టర్ చేయరు, సాక్ష్యంగానూ ఉపయోగించలేరు.',
      },
    ),
    faq(
      'stamps',
      '2020-02-24',
      { en: 'Where can I buy e-stamps?', te: 'ఈ-స్టాంపులు ఎక్కడ కొనవచ్చు?' },
      {
        en: 'At any authorised collection centre listed on this portal, or by paying online. The certificate carries a unique number that the Sub-Registrar verifies in the system.',
        te: 'ఈ పోర్టల్‌లో జాబితా చేసిన ఏ అధీకృత వసూలు కేంద్రంలోనైనా, లేదా ఆన్‌లైన్‌లో చెల్లించి కొనవచ్చు. సర్టిఫికెట్‌పై ఉండే ప్రత్యేక నంబరును సబ్ రిజిస్ట్రార్ వ్యవస్థలో సరిచూస్తారు.',
      },
    ),
    faq(
      'marriage',
      '2025-02-10',
      { en: 'Where can I register my Hindu marriage?', te: 'నా హిందూ వివాహాన్ని ఎక్కడ నమోదు చేసుకోవచ్చు?' },
      {
        en: 'At the Sub-Registrar Office of the area where the marriage was solemnised or where either of you resides. Both of you must come with three witnesses.',
        te: 'వివాహం జరిగిన ప్రాంతం లేదా మీలో ఎవరైనా నివసించే ప్రాంతంలోని సబ్ రిజిస్ట్రార్ కార్యాలయంలో. మీరిద్దరూ ముగ్గురు సాక్షులతో రావాలి.',
      },
    ),
    faq(
      'marriage',
      '2023-08-14',
      { en: 'How long does a marriage under the Special Marriage Act take?', te: 'ప్రత్యేక వివాహ చట్టం కింద వివాహానికి ఎంత సమయం పడుతుంది?' },
      {
        en: 'The notice of intended marriage is published for 30 days. If no objection is upheld, the marriage can be solemnised after that and within three months of the notice.',
        te: 'ఉద్దేశిత వివాహ నోటీసును 30 రోజులు ప్రచురిస్తారు. ఏ అభ్యంతరమూ నిలవకపోతే ఆ తర్వాత, నోటీసు ఇచ్చిన మూడు నెలల్లోగా వివాహం జరుపుకోవచ్చు.',
      },
    ),
    faq(
      'marriage',
      '2019-10-07',
      { en: 'Is registration compulsory for a marriage to be valid?', te: 'వివాహం చెల్లుబాటు కావడానికి రిజిస్ట్రేషన్ తప్పనిసరా?' },
      {
        en: 'A Hindu marriage solemnised according to custom is valid without registration, but the certificate is the simplest proof of marriage for passports, visas, insurance and inheritance, so registration is strongly advised.',
        te: 'ఆచారం ప్రకారం జరిగిన హిందూ వివాహం రిజిస్ట్రేషన్ లేకుండానే చెల్లుతుంది. అయితే పాస్‌పోర్టు, వీసా, బీమా, వారసత్వం వంటి వాటికి వివాహ ధృవీకరణ పత్రమే సులభమైన రుజువు, కాబట్టి రిజిస్ట్రేషన్ చేసుకోవడం మంచిది.',
      },
    ),
    faq(
      'certified-copy',
      '2022-08-01',
      { en: 'How do I get a certified copy of a registered document?', te: 'రిజిస్టర్ అయిన దస్తావేజు ధృవీకృత నకలు ఎలా పొందాలి?' },
      {
        en: 'Apply online with the document number, year and Sub-Registrar Office and pay the fee. A digitally signed copy can be downloaded, usually within a day.',
        te: 'దస్తావేజు నంబరు, సంవత్సరం, సబ్ రిజిస్ట్రార్ కార్యాలయం వివరాలతో ఆన్‌లైన్‌లో దరఖాస్తు చేసి రుసుము చెల్లించండి. డిజిటల్ సంతకం ఉన్న నకలును సాధారణంగా ఒక రోజులో డౌన్‌లోడ్ చేసుకోవచ్చు.',
      },
    ),
    faq(
      'certified-copy',
      '2021-02-15',
      { en: 'Can anyone obtain a certified copy of a sale deed?', te: 'విక్రయ దస్తావేజు ధృవీకృత నకలును ఎవరైనా పొందవచ్చా?' },
      {
        en: 'Yes. Books recording documents relating to immovable property are public records, and a certified copy is given to any person who applies and pays the fee. Copies of wills are given only to the testator during the testator\'s lifetime.',
        te: 'పొందవచ్చు. స్థిరాస్తి దస్తావేజుల పుస్తకాలు బహిరంగ రికార్డులు; దరఖాస్తు చేసి రుసుము చెల్లించిన ఎవరికైనా ధృవీకృత నకలు ఇస్తారు. వీలునామా నకళ్లను మాత్రం రాసిన వ్యక్తి జీవించి ఉన్నంత కాలం ఆ వ్యక్తికే ఇస్తారు.',
      },
    ),
    faq(
      'certified-copy',
      '2020-06-29',
      { en: 'Is a digitally signed certified copy valid in court?', te: 'డిజిటల్ సంతకం ఉన్న ధృవీకృత నకలు కోర్టులో చెల్లుతుందా?' },
      {
        en: 'Yes. A copy authenticated with the digital signature of the Sub-Registrar is a certified copy under Section 57 of the Registration Act, read with the Information Technology Act, 2000.',
        te: 'చెల్లుతుంది. సబ్ రిజిస్ట్రార్ డిజిటల్ సంతకంతో ధృవీకరించిన నకలు, సమాచార సాంకేతిక చట్టం, 2000తో కలిపి చదివినప్పుడు రిజిస్ట్రేషన్ చట్టంలోని సెక్షన్ 57 ప్రకారం ధృవీకృత నకలే.',
      },
    ),
  ],
};

import { COURT_GROUPS, judgementItem, type Judgement } from './judgement.ts';
import type { SeedList } from './types.ts';

const judgements: Judgement[] = [
  {
    court: 'high-court',
    date: '2026-03-11',
    caseNumber: 'W.P. No. 3021 of 2026',
    slug: 'similar-name-of-society',
    title: {
      en: 'W.P. No. 3021 of 2026: Sri Sai Residency Flat Owners Welfare Association vs State of Andhra Pradesh',
      te: 'డబ్ల్యూ.పి. నం. 3021/2026: శ్రీ సాయి రెసిడెన్సీ ఫ్లాట్ ఓనర్స్ వెల్ఫేర్ అసోసియేషన్ వర్సెస్ ఆంధ్రప్రదేశ్ రాష్ట్రం',
    },
    summary: {
      en: 'A society cannot be refused registration merely because its name resembles that of another society, unless the name is identical or likely to mislead the public.',
      te: 'ఒక సంఘం పేరు మరో సంఘం పేరును పోలి ఉన్నంత మాత్రాన రిజిస్ట్రేషన్ నిరాకరించరాదు; పేరు ఒకేలా ఉన్నా, ప్రజలను తప్పుదోవ పట్టించేలా ఉన్నా మాత్రమే నిరాకరించవచ్చు.',
    },
    facts: 'The petitioner association of flat owners applied for registration under the Andhra Pradesh Societies Registration Act, 2001. The District Registrar refused registration because another society with the words "Sai Residency" in its name was registered in the same town.',
    question: 'Whether the resemblance of a proposed name to the name of a registered society is by itself a ground to refuse registration.',
    held: [
      'The Act prohibits registration under a name identical with that of a registered society or so nearly resembling it as to be likely to deceive. The test is whether members of the public are likely to be misled, having regard to the whole name, the area and the objects of the two societies.',
      'The two names differed in their distinctive parts and the societies served different apartment complexes. The refusal was set aside and the District Registrar was directed to register the petitioner within two weeks.',
    ],
  },
  {
    court: 'supreme-court',
    date: '2025-05-16',
    caseNumber: 'Civil Appeal No. 2290 of 2025',
    slug: 'proof-of-registered-will',
    title: {
      en: 'Civil Appeal No. 2290 of 2025: N. Sarojini vs D. Krishna Prasad',
      te: 'సివిల్ అప్పీలు నం. 2290/2025: ఎన్. సరోజిని వర్సెస్ డి. కృష్ణ ప్రసాద్',
    },
    summary: {
      en: 'Registration of a will does not by itself prove its execution; the will must still be proved by examining an attesting witness.',
      te: 'వీలునామా రిజిస్టర్ అయినంత మాత్రాన దాని అమలు రుజువు కాదు; సాక్షిగా సంతకం చేసిన వ్యక్తిని విచారించి వీలునామాను రుజువు చేయాలి.',
    },
    facts: 'The respondent relied on a will registered at a Sub-Registrar Office and argued that registration, with the Sub-Registrar\'s endorsement of admission of execution, was enough to prove it. No attesting witness was examined.',
    question: 'Whether the registration of a will dispenses with proof of its execution and attestation.',
    held: [
      'A will is required by law to be attested, and it cannot be used as evidence until at least one attesting witness has been examined, if one is alive and capable of giving evidence. Registration is not a substitute for this proof.',
      'The endorsement of the registering officer shows that the testator admitted execution before him and may lend support to the case, but the court must still be satisfied about due execution and the absence of suspicious circumstances. The appeal was allowed.',
    ],
  },
  {
    court: 'high-court',
    date: '2024-12-05',
    caseNumber: 'W.P. No. 11938 of 2024',
    slug: 'entry-of-court-attachments',
    title: {
      en: 'W.P. No. 11938 of 2024: Coastal Agro Industries vs Inspector General of Registration and Stamps',
      te: 'డబ్ల్యూ.పి. నం. 11938/2024: కోస్టల్ ఆగ్రో ఇండస్ట్రీస్ వర్సెస్ రిజిస్ట్రేషన్ మరియు స్టాంపుల ఇన్‌స్పెక్టర్ జనరల్',
    },
    summary: {
      en: 'Orders of attachment received from courts and tax authorities must be entered in the index promptly so that they appear in encumbrance certificates.',
      te: 'కోర్టులు, పన్ను అధికారుల నుండి వచ్చిన జప్తు ఉత్తర్వులను ఋణభార ధృవీకరణ పత్రాల్లో కనిపించేలా సూచికలో వెంటనే నమోదు చేయాలి.',
    },
    facts: 'The petitioner bought land after obtaining an encumbrance certificate that showed no charge. An order of attachment before judgement had been sent to the Sub-Registrar four months earlier but had not been entered in the index.',
    question: 'Whether the registering officer is bound to enter orders of attachment in the index, and the consequence of failing to do so.',
    held: [
      'Orders of attachment communicated to a Sub-Registrar must be filed in Book 1 and noted in the index without delay, so that a person searching the records has notice of them. The failure defeats the purpose of the encumbrance certificate.',
      'The Inspector General was directed to issue instructions fixing a time limit for such entries and to consider the petitioner\'s representation for action against the officials responsible.',
    ],
  },
  {
    court: 'high-court',
    date: '2024-04-22',
    caseNumber: 'W.P. No. 6654 of 2024',
    slug: 'presence-of-parents-for-marriage-registration',
    title: {
      en: 'W.P. No. 6654 of 2024: B. Padmavathi vs State of Andhra Pradesh',
      te: 'డబ్ల్యూ.పి. నం. 6654/2024: బి. పద్మావతి వర్సెస్ ఆంధ్రప్రదేశ్ రాష్ట్రం',
    },
    summary: {
      en: 'The Registrar of Marriages cannot insist on the presence or consent of parents when both parties to the marriage are adults.',
      te: 'వివాహ పక్షాలు ఇద్దరూ మేజర్లు అయినప్పుడు తల్లిదండ్రుల హాజరు లేదా సమ్మతి కోసం వివాహ రిజిస్ట్రార్ పట్టుబట్టరాదు.',
    },
    facts: 'The petitioner and her husband, both adults, applied for registration of their Hindu marriage. The Registrar declined to register it unless the parents of both parties appeared and signed.',
    question: 'Whether the Registrar may require the presence of parents as a condition for registering the marriage of adults.',
    held: [
      'The Hindu Marriage Act, 1955 and the Registration Rules require proof of the marriage, the age of the parties and their residence, and the presence of witnesses. They do not require the consent or presence of parents of adult parties.',
      'The Registrar was directed to register the marriage on production of the documents required by the Rules.',
    ],
  },
  {
    court: 'high-court',
    date: '2023-08-30',
    caseNumber: 'W.P. No. 20117 of 2023',
    slug: 'reasons-for-refusal-of-registration',
    title: {
      en: 'W.P. No. 20117 of 2023: T. Srinivasulu vs Sub-Registrar, Tirupati Rural',
      te: 'డబ్ల్యూ.పి. నం. 20117/2023: టి. శ్రీనివాసులు వర్సెస్ సబ్ రిజిస్ట్రార్, తిరుపతి రూరల్',
    },
    summary: {
      en: 'A Sub-Registrar who refuses to register a document must record reasons in Book 2 and give the party a copy, so that an appeal can be filed.',
      te: 'దస్తావేజును రిజిస్టర్ చేయడానికి నిరాకరించే సబ్ రిజిస్ట్రార్ బుక్ 2లో కారణాలు నమోదు చేసి, అప్పీలు చేసుకునేందుకు వీలుగా ఆ ప్రతిని పక్షానికి ఇవ్వాలి.',
    },
    facts: 'A sale deed presented by the petitioner was returned with an oral remark that the market value was insufficient. No written order was passed, and the petitioner could not file an appeal.',
    question: 'Whether a registering officer may decline a document without a written order of refusal.',
    held: [
      'Under Section 71 of the Registration Act, 1908, every Sub-Registrar refusing to register a document shall make an order of refusal, record the reasons in Book 2 and, on application, furnish a copy of the reasons without delay. An appeal lies to the District Registrar under Section 72.',
      'Returning a document without an order defeats the right of appeal. The Sub-Registrar was directed to either register the document or pass a reasoned order within one week.',
    ],
  },
  {
    court: 'supreme-court',
    date: '2022-10-14',
    caseNumber: 'Civil Appeal No. 4471 of 2022',
    slug: 'gpa-sales-do-not-convey-title',
    title: {
      en: 'Civil Appeal No. 4471 of 2022: M. Ravindra Reddy vs K. Suryakantham',
      te: 'సివిల్ అప్పీలు నం. 4471/2022: ఎం. రవీంద్ర రెడ్డి వర్సెస్ కె. సూర్యకాంతం',
    },
    summary: {
      en: 'An agreement of sale combined with a power of attorney and a will does not transfer ownership; immovable property passes only by a registered deed of conveyance.',
      te: 'అధికార పత్రం, వీలునామాతో కూడిన విక్రయ ఒప్పందం యాజమాన్యాన్ని బదిలీ చేయదు; స్థిరాస్తి రిజిస్టర్ అయిన బదిలీ దస్తావేజు ద్వారా మాత్రమే బదిలీ అవుతుంది.',
    },
    facts: 'The appellant claimed ownership of a house on the strength of an unregistered agreement of sale, a general power of attorney and a will executed in his favour by the earlier owner, and sought to evict the respondent.',
    question: 'Whether such documents, without a registered sale deed, confer title on the holder.',
    held: [
      'Under Section 54 of the Transfer of Property Act, 1882, a sale of immovable property of the value of one hundred rupees or more can be made only by a registered instrument. An agreement of sale creates no interest in the property, a power of attorney only authorises the agent to act, and a will takes effect only on the death of the testator.',
      'Transactions of this kind cannot be recognised as completed transfers. The appellant\'s remedy, if any, lay in a suit for specific performance of the agreement.',
    ],
  },
  {
    court: 'high-court',
    date: '2022-03-08',
    caseNumber: 'W.A. No. 512 of 2022',
    slug: 'condonation-of-delay-in-presentation',
    title: {
      en: 'W.A. No. 512 of 2022: Ch. Annapurna vs State of Andhra Pradesh',
      te: 'డబ్ల్యూ.ఎ. నం. 512/2022: సిహెచ్. అన్నపూర్ణ వర్సెస్ ఆంధ్రప్రదేశ్ రాష్ట్రం',
    },
    summary: {
      en: 'A document presented after four months may still be registered if the District Registrar condones the delay of up to a further four months on payment of a fine.',
      te: 'నాలుగు నెలల తర్వాత సమర్పించిన దస్తావేజును కూడా, మరో నాలుగు నెలల వరకు జాప్యాన్ని జరిమానాతో జిల్లా రిజిస్ట్రార్ మన్నిస్తే రిజిస్టర్ చేయవచ్చు.',
    },
    facts: 'The appellant presented a partition deed five months after execution because one of the parties was abroad. The Sub-Registrar refused registration as time-barred, and the writ petition against the refusal was dismissed.',
    question: 'Whether a document presented beyond the time in Section 23 of the Registration Act must be refused.',
    held: [
      'Section 25 of the Registration Act, 1908 allows the District Registrar, where the delay in presentation does not exceed four months beyond the time allowed and was caused by urgent necessity or unavoidable accident, to direct registration on payment of a fine not exceeding ten times the registration fee.',
      'The Sub-Registrar should have forwarded the application for condonation to the District Registrar instead of refusing. The writ appeal was allowed and the matter remitted to the District Registrar.',
    ],
  },
  {
    court: 'high-court',
    date: '2021-07-19',
    caseNumber: 'W.P. No. 3310 of 2021',
    slug: 'unilateral-cancellation-of-sale-deed',
    title: {
      en: 'W.P. No. 3310 of 2021: P. Subba Rao vs District Registrar, Guntur',
      te: 'డబ్ల్యూ.పి. నం. 3310/2021: పి. సుబ్బారావు వర్సెస్ జిల్లా రిజిస్ట్రార్, గుంటూరు',
    },
    summary: {
      en: 'A registered sale deed cannot be cancelled by a deed executed by the vendor alone; cancellation requires the purchaser\'s participation or a decree of a civil court.',
      te: 'రిజిస్టర్ అయిన విక్రయ దస్తావేజును విక్రేత ఒక్కరే రాసిన రద్దు దస్తావేజు ద్వారా రద్దు చేయలేరు; రద్దుకు కొనుగోలుదారు భాగస్వామ్యం లేదా సివిల్ కోర్టు డిక్రీ అవసరం.',
    },
    facts: 'The vendor of the petitioner executed and registered a deed cancelling the sale deed executed in the petitioner\'s favour, alleging that the price had not been paid in full.',
    question: 'Whether a registering officer may register a deed of cancellation of a completed sale executed unilaterally by the vendor.',
    held: [
      'Once a sale is completed by a registered deed, title passes to the purchaser and the vendor has nothing left to cancel. Non-payment of part of the price gives the vendor a claim for the balance, not a right to annul the sale.',
      'The registration of the unilateral cancellation deed was declared void and the Sub-Registrar was directed to note the order in the index.',
    ],
  },
  {
    court: 'high-court',
    date: '2020-11-03',
    caseNumber: 'W.P. No. 8821 of 2020',
    slug: 'refusal-under-section-22a-must-be-based-on-notification',
    title: {
      en: 'W.P. No. 8821 of 2020: Sri Venkateswara Builders vs Sub-Registrar, Mangalagiri',
      te: 'డబ్ల్యూ.పి. నం. 8821/2020: శ్రీ వేంకటేశ్వర బిల్డర్స్ వర్సెస్ సబ్ రిజిస్ట్రార్, మంగళగిరి',
    },
    summary: {
      en: 'Registration may be refused under Section 22-A only for property included in a list notified by the competent authority, not on a mere letter or complaint.',
      te: 'సంబంధిత అధికారులు ప్రకటించిన జాబితాలో ఉన్న ఆస్తికి మాత్రమే సెక్షన్ 22-ఎ కింద రిజిస్ట్రేషన్ నిరాకరించవచ్చు; కేవలం లేఖ లేదా ఫిర్యాదు ఆధారంగా కాదు.',
    },
    facts: 'The Sub-Registrar declined to register sale deeds of plots in a layout on the basis of a letter from a local body stating that part of the land might be Government land. The land was not in the notified list of prohibited properties.',
    question: 'Whether a registering officer may refuse registration under Section 22-A for property not included in a notified list.',
    held: [
      'Section 22-A operates on properties notified by the Government or the authorities named in it. A letter or complaint, however well founded, is not a notification, and the registering officer has no power to decide disputed questions of title.',
      'The refusal was quashed, leaving it open to the authorities to notify the land in accordance with law if it is found to be Government land.',
    ],
  },
  {
    court: 'high-court',
    date: '2019-09-12',
    caseNumber: 'W.P. No. 14562 of 2019',
    slug: 'registering-officer-does-not-decide-title',
    title: {
      en: 'W.P. No. 14562 of 2019: G. Lakshmi Narasamma vs State of Andhra Pradesh',
      te: 'డబ్ల్యూ.పి. నం. 14562/2019: జి. లక్ష్మీ నరసమ్మ వర్సెస్ ఆంధ్రప్రదేశ్ రాష్ట్రం',
    },
    summary: {
      en: 'A registering officer does not decide title; registration cannot be refused because a third party disputes the executant\'s ownership.',
      te: 'రిజిస్ట్రేషన్ అధికారి హక్కును నిర్ణయించరు; రాసిచ్చే వ్యక్తి యాజమాన్యాన్ని మూడో వ్యక్తి వివాదం చేశాడని రిజిస్ట్రేషన్ నిరాకరించరాదు.',
    },
    facts: 'A gift deed executed by the petitioner\'s mother was kept pending because a relative filed an objection claiming a share in the property.',
    question: 'Whether an objection by a third party about title is a ground to withhold registration.',
    held: [
      'The function of the registering officer is to verify the identity of the executants, their admission of execution and the payment of proper duty and fee. The Registration Act does not empower him to decide whether the executant has title.',
      'Registration does not validate a document that is otherwise invalid, and the objector is free to seek relief in a civil court. The Sub-Registrar was directed to register the gift deed.',
    ],
  },
];

export const judgementsList: SeedList = {
  list: 'judgements',
  invented: true,
  groups: COURT_GROUPS,
  items: judgements.map((judgement) => judgementItem('judgement', judgement)),
};

import { COURT_GROUPS, judgementItem, type Judgement } from './judgement.ts';
import type { SeedList } from './types.ts';

const judgements: Judgement[] = [
  {
    court: 'supreme-court',
    date: '2026-04-28',
    caseNumber: 'Civil Appeal No. 1184 of 2026',
    slug: 'agreement-of-sale-with-possession',
    title: {
      en: 'Civil Appeal No. 1184 of 2026: Siri Housing Co-operative Society vs State of Andhra Pradesh',
      te: 'సివిల్ అప్పీలు నం. 1184/2026: సిరి హౌసింగ్ కో-ఆపరేటివ్ సొసైటీ వర్సెస్ ఆంధ్రప్రదేశ్ రాష్ట్రం',
    },
    summary: {
      en: 'An agreement of sale under which possession is delivered is chargeable with duty as a conveyance under the Andhra Pradesh schedule, whatever it is called.',
      te: 'స్వాధీనం అప్పగించిన విక్రయ ఒప్పందం, దానికి ఏ పేరు పెట్టినా, ఆంధ్రప్రదేశ్ షెడ్యూలు ప్రకారం బదిలీ దస్తావేజుగానే సుంకానికి లోబడుతుంది.',
    },
    facts: 'The appellant society issued "allotment-cum-possession letters" to its members for flats on payment of the full price, and claimed that they were mere agreements chargeable with nominal duty.',
    question: 'Whether such letters, which record payment of the price and delivery of possession, are chargeable as agreements or as conveyances.',
    held: [
      'The duty on an instrument depends on its substance and not on its title. Under the schedule as applicable to Andhra Pradesh, an agreement of sale followed by or evidencing delivery of possession is chargeable with the same duty as a conveyance on the market value of the property.',
      'The letters recorded full payment and delivery of possession and were rightly charged as conveyances. The appeal was dismissed.',
    ],
  },
  {
    court: 'high-court',
    date: '2025-07-07',
    caseNumber: 'W.P. No. 7815 of 2025',
    slug: 'concessional-duty-on-gift-to-grandchildren',
    title: {
      en: 'W.P. No. 7815 of 2025: K. Vijaya Lakshmi vs District Registrar, Nellore',
      te: 'డబ్ల్యూ.పి. నం. 7815/2025: కె. విజయ లక్ష్మి వర్సెస్ జిల్లా రిజిస్ట్రార్, నెల్లూరు',
    },
    summary: {
      en: 'A gift to a grandchild qualifies for the concessional rate of duty on gifts to family members where the notification names grandchildren among family members.',
      te: 'ప్రకటనలో మనుమలు, మనుమరాళ్లను కుటుంబ సభ్యులుగా పేర్కొన్నప్పుడు వారికి ఇచ్చే దానానికి కుటుంబ సభ్యుల దానాలపై రాయితీ సుంకం వర్తిస్తుంది.',
    },
    facts: 'The petitioner gifted agricultural land to her granddaughter and paid the concessional duty. The District Registrar demanded the full rate on the view that only children and spouses were family members.',
    question: 'Whether a grandchild is a family member for the purpose of the concessional rate.',
    held: [
      'Exemptions and concessions are construed according to their words. The schedule, as amended, names grandchildren expressly among the family members entitled to the concession, and a narrower reading is not permissible.',
      'The demand for deficit duty was quashed and the document was directed to be released.',
    ],
  },
  {
    court: 'high-court',
    date: '2024-09-10',
    caseNumber: 'C.R.P. No. 3355 of 2024',
    slug: 'photocopy-of-unstamped-document',
    title: {
      en: 'C.R.P. No. 3355 of 2024: A. Veeraiah vs B. Chinnappa Reddy',
      te: 'సి.ఆర్.పి. నం. 3355/2024: ఎ. వీరయ్య వర్సెస్ బి. చిన్నప్ప రెడ్డి',
    },
    summary: {
      en: 'A photocopy of an unstamped or insufficiently stamped instrument cannot be received in evidence as secondary evidence, nor can it be impounded.',
      te: 'స్టాంపు లేని లేదా తగినంత స్టాంపు లేని దస్తావేజు ఫోటోకాపీని ద్వితీయ సాక్ష్యంగా స్వీకరించరాదు, దానిని జప్తు కూడా చేయరాదు.',
    },
    facts: 'In a suit for recovery of money, the plaintiff sought to mark a photocopy of an unstamped agreement, stating that the original had been lost, and offered to pay duty and penalty on it.',
    question: 'Whether a copy of an instrument that is not duly stamped can be admitted on payment of duty and penalty.',
    held: [
      'Section 35 of the Indian Stamp Act, 1899 permits an instrument not duly stamped to be admitted on payment of duty and penalty, but this applies to the original instrument. A copy cannot be impounded or validated, and secondary evidence of an unstamped instrument is barred.',
      'The trial court\'s order admitting the photocopy was set aside.',
    ],
  },
  {
    court: 'high-court',
    date: '2024-02-19',
    caseNumber: 'W.P. No. 1458 of 2024',
    slug: 'refund-of-unused-e-stamp',
    title: {
      en: 'W.P. No. 1458 of 2024: Greenfield Infra Projects Private Limited vs Commissioner & Inspector General',
      te: 'డబ్ల్యూ.పి. నం. 1458/2024: గ్రీన్‌ఫీల్డ్ ఇన్‌ఫ్రా ప్రాజెక్ట్స్ ప్రైవేట్ లిమిటెడ్ వర్సెస్ కమిషనర్ మరియు ఇన్‌స్పెక్టర్ జనరల్',
    },
    summary: {
      en: 'An e-stamp certificate that was never used is a stamp for refund purposes, and an application made within six months must be decided on its merits.',
      te: 'ఎప్పుడూ ఉపయోగించని ఈ-స్టాంపు సర్టిఫికెట్ వాపసు విషయంలో స్టాంపుగానే పరిగణించబడుతుంది; ఆరు నెలల్లో చేసిన దరఖాస్తును అర్హతల ఆధారంగా పరిష్కరించాలి.',
    },
    facts: 'The petitioner purchased e-stamp certificates of high value for a lease that fell through. Its refund application, made within three months, was rejected on the ground that the Act provides refunds only for physical stamps.',
    question: 'Whether the provisions for allowance for spoiled and unused stamps extend to e-stamp certificates.',
    held: [
      'An e-stamp certificate is the mode in which duty is paid under the rules and stands on the same footing as an impressed stamp. The provisions for allowance for spoiled and unused stamps apply to it.',
      'The rejection was set aside and the authority was directed to verify that the certificates were unused and to pay the refund, less the deduction allowed by law, within six weeks.',
    ],
  },
  {
    court: 'high-court',
    date: '2023-12-04',
    caseNumber: 'W.P. No. 22190 of 2023',
    slug: 'penalty-must-be-reasoned',
    title: {
      en: 'W.P. No. 22190 of 2023: P. Durga Prasad vs Joint Sub-Registrar-I, Visakhapatnam',
      te: 'డబ్ల్యూ.పి. నం. 22190/2023: పి. దుర్గా ప్రసాద్ వర్సెస్ జాయింట్ సబ్ రిజిస్ట్రార్-I, విశాఖపట్నం',
    },
    summary: {
      en: 'The maximum penalty of ten times the deficit duty cannot be imposed mechanically; the order must give reasons for the amount.',
      te: 'తగ్గిన సుంకానికి పది రెట్ల గరిష్ఠ జరిమానాను యాంత్రికంగా విధించరాదు; జరిమానా మొత్తానికి ఉత్తర్వులో కారణాలు చూపాలి.',
    },
    facts: 'A lease deed found to be insufficiently stamped by a small amount was impounded, and a penalty of ten times the deficit was levied by an order that gave no reasons.',
    question: 'Whether the authority has discretion in fixing the penalty and must give reasons for its exercise.',
    held: [
      'The Act fixes only the upper limit of the penalty. The authority must consider whether the deficit was bona fide, its amount and the conduct of the party, and record reasons for the penalty chosen.',
      'The order was set aside to the extent of the penalty and remitted for fresh consideration after hearing the petitioner.',
    ],
  },
  {
    court: 'supreme-court',
    date: '2022-11-29',
    caseNumber: 'Civil Appeal No. 7103 of 2022',
    slug: 'release-among-co-owners',
    title: {
      en: 'Civil Appeal No. 7103 of 2022: State of Andhra Pradesh vs V. Prabhakar',
      te: 'సివిల్ అప్పీలు నం. 7103/2022: ఆంధ్రప్రదేశ్ రాష్ట్రం వర్సెస్ వి. ప్రభాకర్',
    },
    summary: {
      en: 'A relinquishment by a co-owner of his share in favour of the other co-owners is a release, not a conveyance, and is chargeable accordingly.',
      te: 'ఒక సహ యజమాని తన వాటాను ఇతర సహ యజమానులకు అనుకూలంగా వదులుకోవడం బదిలీ కాదు, విడుదల మాత్రమే; దానికి తగిన సుంకమే విధించాలి.',
    },
    facts: 'A co-owner of inherited property executed a deed relinquishing his share in favour of his brothers, who were co-owners with him. The authorities charged duty as on a conveyance.',
    question: 'Whether a relinquishment in favour of co-owners is a release or a conveyance for the purpose of stamp duty.',
    held: [
      'A co-owner already has an interest in the whole property. When another co-owner relinquishes his share in his favour, no new title is created; the existing title is enlarged. Such an instrument is a release.',
      'A transfer of a share to a stranger, by contrast, is a conveyance. The demand for duty as on a conveyance was set aside.',
    ],
  },
  {
    court: 'high-court',
    date: '2022-02-25',
    caseNumber: 'W.P. No. 4407 of 2022',
    slug: 'delay-by-office-does-not-defeat-refund',
    title: {
      en: 'W.P. No. 4407 of 2022: Sri Lakshmi Ganapathi Textiles vs State of Andhra Pradesh',
      te: 'డబ్ల్యూ.పి. నం. 4407/2022: శ్రీ లక్ష్మీ గణపతి టెక్స్‌టైల్స్ వర్సెస్ ఆంధ్రప్రదేశ్ రాష్ట్రం',
    },
    summary: {
      en: 'A refund claim filed in time cannot be rejected because the office took long to process it.',
      te: 'గడువులోగా దాఖలు చేసిన వాపసు దరఖాస్తును, కార్యాలయం ఆలస్యంగా పరిశీలించిందనే కారణంతో తిరస్కరించరాదు.',
    },
    facts: 'The petitioner applied for refund of stamp duty within the time allowed. The file was returned twice for clarifications, and the claim was finally rejected as barred by time.',
    question: 'Whether the period taken by the office in processing a claim can be counted against the applicant.',
    held: [
      'Limitation is judged by the date on which the application was made. Once made in time, the claim cannot be defeated by delays in processing that are not attributable to the applicant.',
      'The rejection was quashed and the claim directed to be decided on merits within eight weeks.',
    ],
  },
  {
    court: 'high-court',
    date: '2021-08-16',
    caseNumber: 'C.R.P. No. 1876 of 2021',
    slug: 'impounding-of-unstamped-agreement',
    title: {
      en: 'C.R.P. No. 1876 of 2021: K. Narayana vs M. Sambasiva Rao',
      te: 'సి.ఆర్.పి. నం. 1876/2021: కె. నారాయణ వర్సెస్ ఎం. సాంబశివరావు',
    },
    summary: {
      en: 'A court that finds an instrument insufficiently stamped must impound it and may admit it only after duty and penalty are paid.',
      te: 'తగినంత స్టాంపు లేదని గుర్తించిన దస్తావేజును కోర్టు జప్తు చేయాలి; సుంకం, జరిమానా చెల్లించిన తర్వాతే దానిని సాక్ష్యంగా స్వీకరించవచ్చు.',
    },
    facts: 'In a suit for specific performance, the plaintiff relied on an agreement of sale on a ₹100 stamp paper which recited delivery of possession. The trial court marked it in evidence over objection.',
    question: 'Whether an instrument insufficiently stamped may be admitted in evidence without payment of the deficit duty and penalty.',
    held: [
      'Under Sections 33 and 35 of the Indian Stamp Act, 1899, a court before which an instrument not duly stamped is produced must impound it, and it cannot be admitted in evidence for any purpose until the deficit duty and penalty are paid.',
      'The order marking the agreement was set aside with a direction to impound it and proceed in accordance with the Act.',
    ],
  },
  {
    court: 'high-court',
    date: '2020-10-09',
    caseNumber: 'W.P. No. 15530 of 2020',
    slug: 'duty-on-development-agreement',
    title: {
      en: 'W.P. No. 15530 of 2020: Ushodaya Constructions vs Inspector General of Registration and Stamps',
      te: 'డబ్ల్యూ.పి. నం. 15530/2020: ఉషోదయ కన్‌స్ట్రక్షన్స్ వర్సెస్ రిజిస్ట్రేషన్ మరియు స్టాంపుల ఇన్‌స్పెక్టర్ జనరల్',
    },
    summary: {
      en: 'A power of attorney given to a developer in the same instrument as the development agreement does not attract separate duty.',
      te: 'అభివృద్ధి ఒప్పందంతో పాటు అదే దస్తావేజులో డెవలపర్‌కు ఇచ్చిన అధికార పత్రంపై వేరుగా సుంకం విధించరాదు.',
    },
    facts: 'The petitioner, a developer, registered a development agreement-cum-general power of attorney. Audit objected that separate duty should have been collected on the power of attorney.',
    question: 'Whether a power of attorney forming part of a development agreement is chargeable separately.',
    held: [
      'Where an instrument comprises several distinct matters, each is chargeable separately; but a power of attorney that only enables the developer to carry out the development agreement is not a distinct matter.',
      'The Article for development agreements already provides for such powers. The audit objection and the demand were set aside.',
    ],
  },
  {
    court: 'high-court',
    date: '2019-06-21',
    caseNumber: 'W.P. No. 9902 of 2019',
    slug: 'reference-under-section-47a-needs-reasons',
    title: {
      en: 'W.P. No. 9902 of 2019: R. Venkata Ramana vs District Registrar, Krishna',
      te: 'డబ్ల్యూ.పి. నం. 9902/2019: ఆర్. వెంకట రమణ వర్సెస్ జిల్లా రిజిస్ట్రార్, కృష్ణా',
    },
    summary: {
      en: 'A reference under Section 47-A for undervaluation must rest on material giving reason to believe that the value is understated; it cannot be made mechanically.',
      te: 'తక్కువ విలువ చూపారనే కారణంతో సెక్షన్ 47-ఎ కింద చేసే నివేదన, విలువ తక్కువగా చూపారని నమ్మడానికి తగిన ఆధారాలపై ఉండాలి; యాంత్రికంగా చేయరాదు.',
    },
    facts: 'The petitioner paid duty on a value higher than the market value in the guidelines. The Sub-Registrar nevertheless referred the document under Section 47-A, relying only on a higher sale in another survey number.',
    question: 'Whether a reference under Section 47-A can be made without recording reasons to believe that the property has been undervalued.',
    held: [
      'The power under Section 47-A can be exercised only where the registering officer has reason to believe, on material before him, that the market value has not been truly set forth. The reasons must be recorded, and the guideline value is a relevant starting point.',
      'A single sale of a different property, without comparison of its features, is not such material. The reference was quashed.',
    ],
  },
];

export const stampJudgementsList: SeedList = {
  list: 'stamp-judgements',
  invented: true,
  groups: COURT_GROUPS,
  items: judgements.map((judgement) => judgementItem('stamp-judgement', judgement)),
};

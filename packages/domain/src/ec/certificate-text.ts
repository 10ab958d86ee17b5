import type { BilingualText } from '../i18n/index.ts';
import { EC_DOCUMENT_LIMIT } from './contracts.ts';

/** The words of the encumbrance certificate in both languages. */
export const EC_CERTIFICATE_TEXT = {
  title: { en: 'Encumbrance Certificate', te: 'ఋణభార ధృవీకరణ పత్రం' },
  property: { en: 'Property', te: 'ఆస్తి' },
  document: { en: 'Document', te: 'దస్తావేజు' },
  period: { en: 'Period searched', te: 'శోధించిన కాలం' },
  issuedOn: { en: 'Issued on', te: 'జారీ చేసిన తేదీ' },
  issuedTo: { en: 'Issued to (login)', te: 'ఎవరికి జారీ చేశారు (లాగిన్)' },
  found: { en: 'Documents found', te: 'కనుగొన్న దస్తావేజులు' },
  statement: {
    en: 'This certificate lists, oldest first, every document registered in the period above that concerns the property, as recorded in the register of the department on the day of issue.',
    te: 'పై కాలంలో ఈ ఆస్తికి సంబంధించి రిజిస్టర్ అయిన ప్రతి దస్తావేజును, జారీ చేసిన రోజున శాఖ రిజిస్టర్‌లో నమోదైనట్లుగా, పాతవి ముందుగా ఈ ధృవపత్రం చూపుతుంది.',
  },
  none: {
    en: 'No transactions were registered on this property in the period searched.',
    te: 'శోధించిన కాలంలో ఈ ఆస్తిపై ఎటువంటి లావాదేవీలు రిజిస్టర్ కాలేదు.',
  },
  capped: {
    en: `More than ${EC_DOCUMENT_LIMIT} documents match; only the oldest ${EC_DOCUMENT_LIMIT} are listed. Search shorter periods to see the rest.`,
    te: `${EC_DOCUMENT_LIMIT} కంటే ఎక్కువ దస్తావేజులు సరిపోలాయి; పాతవి ${EC_DOCUMENT_LIMIT} మాత్రమే చూపబడ్డాయి. మిగిలినవి చూడటానికి తక్కువ కాలాలకు శోధించండి.`,
  },
  prohibited: { en: 'Prohibited property (Section 22-A)', te: 'నిషేధిత ఆస్తి (సెక్షన్ 22-ఎ)' },
  notified: { en: 'Notified on', te: 'ప్రకటించిన తేదీ' },
  denotified: { en: 'Denotified on', te: 'నిషేధం తొలగించిన తేదీ' },
  transactions: { en: 'Transactions', te: 'లావాదేవీలు' },
  columns: {
    number: { en: 'Doc. No./Year, SRO', te: 'దస్తావేజు నం./సం., ఎస్ఆర్ఓ' },
    dates: { en: 'Dates', te: 'తేదీలు' },
    nature: { en: 'Nature of document', te: 'దస్తావేజు స్వభావం' },
    executants: { en: 'Executants', te: 'రాసి ఇచ్చినవారు' },
    claimants: { en: 'Claimants', te: 'పొందినవారు' },
    values: { en: 'Consideration, market value', te: 'ప్రతిఫలం, మార్కెట్ విలువ' },
    schedule: { en: 'Schedule and extent', te: 'షెడ్యూల్ మరియు విస్తీర్ణం' },
    boundaries: { en: 'Boundaries', te: 'హద్దులు' },
    earlier: { en: 'Earlier documents', te: 'పూర్వ దస్తావేజులు' },
  },
  presented: { en: 'Presented', te: 'సమర్పణ' },
  executed: { en: 'Executed', te: 'అమలు' },
  registered: { en: 'Registered', te: 'రిజిస్ట్రేషన్' },
  consideration: { en: 'Consideration', te: 'ప్రతిఫలం' },
  marketValue: { en: 'Market value', te: 'మార్కెట్ విలువ' },
  cancelledBy: { en: 'Cancelled by', te: 'రద్దు చేసిన దస్తావేజు' },
  sides: {
    north: { en: 'N', te: 'ఉ' },
    south: { en: 'S', te: 'ద' },
    east: { en: 'E', te: 'తూ' },
    west: { en: 'W', te: 'ప' },
  },
} as const satisfies Record<string, BilingualText | Record<string, BilingualText>>;

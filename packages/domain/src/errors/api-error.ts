import { z } from 'zod';
import type { BilingualText, Language } from '../i18n/index.ts';

/** Stable codes a client may switch on; the message is for people. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'RATE_LIMITED',
  'PORTAL_BUSY',
  'SERVICE_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'LOGIN_FAILED',
  'CAPTCHA_FAILED',
  'LOGIN_TEMPORARILY_LOCKED',
  'SESSION_EXPIRED',
  'REFRESH_FAILED',
  'CURRENT_PASSWORD_WRONG',
  'LOGIN_ID_TAKEN',
  'EC_DAILY_LIMIT_REACHED',
  'SEARCH_EXPIRED',
  'DOCUMENT_NOT_FOUND',
  'MARRIAGE_NOT_FOUND',
  'CERTIFICATE_CODE_TAMPERED',
  'CERTIFICATE_NOT_FOUND',
  'NAME_SEARCH_TERMS_NOT_ACCEPTED',
  'CERTIFIED_COPY_WRONG_STATUS',
  'ACCOUNT_HAS_NO_OFFICE',
  'NOT_OWN_OFFICE',
  'OUTSIDE_JURISDICTION',
  'READ_ONLY_ACCOUNT',
  'SAME_OFFICER',
  'NOT_ABOVE_MAKER',
  'DUTY_SHORT',
  'RATE_VERSION_NOT_PENDING',
  'NOT_OWN_REQUEST',
  'ALREADY_PAID',
  'PAYMENT_NOTICE_REFUSED',
  'PAYMENT_GATEWAY_UNAVAILABLE',
  'REFUND_WRONG_STATUS',
  'REFUND_NOT_DUE',
  'SIGN_IN_CODE_WRONG',
  'SIGN_IN_CODES_TOO_MANY',
  'DOCUMENT_NOT_IN_RECENT_SEARCH',
  'APPLICATION_WRONG_STATUS',
  'STAMP_PAPER_USED',
  'LICENCE_REQUEST_PENDING',
  'BANK_CHALLAN_PENDING',
  'BANK_CHALLAN_DECIDED',
  'LICENCE_REQUEST_DECIDED',
  'PROPERTY_PROHIBITED',
  'SLOT_TAKEN',
  'RESCHEDULE_USED',
  'GUEST_SECRET_WRONG',
  'NOT_A_LICENSED_VENDOR',
  'LICENCE_NOT_IN_FORCE',
  'KIND_NOT_LICENSED',
  'INDENT_WRONG_STATUS',
  'DEPOT_STOCK_SHORT',
  'STOCK_SHORT',
  'PAPER_NOT_IN_STOCK',
  'STAMP_PAPER_NOT_FOUND',
  'STAMP_PAPER_NOT_BOUGHT_BY_PARTY',
  'STORAGE_QUOTA_EXCEEDED',
  'TOO_MANY_DRAFTS',
  'CHALLAN_NOT_FOUND',
  'GRIEVANCE_CLOSED',
  'GRIEVANCE_NOT_ESCALATED',
  'INDEX_UNCHANGED',
  'INDEX_CORRECTION_PENDING',
  'INDEX_CORRECTION_DECIDED',
  'INDEX_CHANGED_SINCE_PROPOSED',
  'MUTATION_REQUEST_NOT_FOUND',
  'MUTATION_NOT_PARTNERS_KIND',
  'MUTATION_ALREADY_DECIDED',
  'MUTATION_WITHDRAWN',
  'NOTIFICATION_NOT_FOUND',
  'NOTIFICATION_NOT_DEAD',
  'NOT_THE_REGISTRAR',
  'TARGETS_SET_BY_COMMISSIONER',
  'ALREADY_PROHIBITED',
  'ALREADY_DENOTIFIED',
  'REGISTRY_WRONG_STATUS',
  'NOTICE_PERIOD_RUNNING',
  'NOTICE_LAPSED',
  'OBJECTION_PENDING',
  'OBJECTION_DECIDED',
  'APPEARANCE_NOT_RECORDED',
  'NOT_THE_SLOT_DAY',
  'NAME_TAKEN_IN_DISTRICT',
  'ALREADY_LICENSED',
  'FILING_DECIDED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_MESSAGES: Record<ErrorCode, BilingualText> = {
  VALIDATION_FAILED: {
    en: 'Some of the details given are not valid. Please correct them and try again.',
    te: 'ఇచ్చిన వివరాలలో కొన్ని సరైనవి కావు. దయచేసి వాటిని సరిచేసి మళ్లీ ప్రయత్నించండి.',
  },
  NOT_FOUND: { en: 'What you asked for was not found.', te: 'మీరు అడిగినది కనుగొనబడలేదు.' },
  ROUTE_NOT_FOUND: {
    en: 'There is no such address in this portal.',
    te: 'ఈ పోర్టల్‌లో అటువంటి చిరునామా లేదు.',
  },
  RATE_LIMITED: {
    en: 'Too many requests. Please wait a moment and try again.',
    te: 'చాలా ఎక్కువ అభ్యర్థనలు వచ్చాయి. దయచేసి కొద్దిసేపు ఆగి మళ్లీ ప్రయత్నించండి.',
  },
  PORTAL_BUSY: {
    en: 'The portal is very busy just now. Please try again in a few seconds.',
    te: 'ప్రస్తుతం పోర్టల్ చాలా రద్దీగా ఉంది. దయచేసి కొన్ని క్షణాల తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The portal cannot answer just now. Please try again in a little while.',
    te: 'పోర్టల్ ప్రస్తుతం సమాధానం ఇవ్వలేకపోతోంది. దయచేసి కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'What you sent is larger than allowed.',
    te: 'మీరు పంపినది అనుమతించిన పరిమాణం కంటే పెద్దది.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'This kind of content is not accepted here.',
    te: 'ఈ రకమైన విషయం ఇక్కడ అంగీకరించబడదు.',
  },
  UNAUTHENTICATED: { en: 'Please log in to continue.', te: 'కొనసాగడానికి దయచేసి లాగిన్ అవ్వండి.' },
  FORBIDDEN: {
    en: 'Your login is not permitted to do this.',
    te: 'మీ లాగిన్‌కు దీన్ని చేయడానికి అనుమతి లేదు.',
  },
  CROSS_SITE_REQUEST: {
    en: 'This request must come from the portal itself.',
    te: 'ఈ అభ్యర్థన పోర్టల్ నుండే రావాలి.',
  },
  LOGIN_FAILED: {
    en: 'The login id or password is not correct.',
    te: 'లాగిన్ ఐడీ లేదా పాస్‌వర్డ్ సరైనది కాదు.',
  },
  CAPTCHA_FAILED: {
    en: 'The captcha was not answered correctly or has expired. Please try the new one.',
    te: 'క్యాప్చా సరిగా జవాబివ్వలేదు లేదా గడువు ముగిసింది. దయచేసి కొత్తదాన్ని ప్రయత్నించండి.',
  },
  LOGIN_TEMPORARILY_LOCKED: {
    en: 'Too many failed attempts. Please wait a few minutes before trying again, or call the help desk on 14544.',
    te: 'చాలా విఫల ప్రయత్నాలు జరిగాయి. మళ్లీ ప్రయత్నించే ముందు కొన్ని నిమిషాలు ఆగండి, లేదా 14544 సహాయ కేంద్రానికి కాల్ చేయండి.',
  },
  SESSION_EXPIRED: { en: 'Session Expired', te: 'సెషన్ గడువు ముగిసింది' },
  REFRESH_FAILED: { en: 'Refresh Token Failed', te: 'రిఫ్రెష్ టోకెన్ విఫలమైంది' },
  CURRENT_PASSWORD_WRONG: {
    en: 'The current password is not correct.',
    te: 'ప్రస్తుత పాస్‌వర్డ్ సరైనది కాదు.',
  },
  LOGIN_ID_TAKEN: {
    en: 'This login id is already in use. Choose another.',
    te: 'ఈ లాగిన్ ఐడీ ఇప్పటికే వాడుకలో ఉంది. వేరొకటి ఎంచుకోండి.',
  },
  EC_DAILY_LIMIT_REACHED: {
    en: 'You have reached the number of EC searches allowed in a day without logging in. Please try again tomorrow, or ask at any Sub-Registrar office.',
    te: 'లాగిన్ లేకుండా ఒక రోజులో అనుమతించిన ఈసీ శోధనల సంఖ్యను మీరు చేరుకున్నారు. దయచేసి రేపు మళ్లీ ప్రయత్నించండి, లేదా ఏదైనా సబ్-రిజిస్ట్రార్ కార్యాలయంలో అడగండి.',
  },
  SEARCH_EXPIRED: {
    en: 'This search has expired. Please search again.',
    te: 'ఈ శోధన గడువు ముగిసింది. దయచేసి మళ్లీ శోధించండి.',
  },
  DOCUMENT_NOT_FOUND: {
    en: 'No registered document has this office, number and year.',
    te: 'ఈ కార్యాలయం, సంఖ్య, సంవత్సరంతో రిజిస్టర్ అయిన దస్తావేజు లేదు.',
  },
  MARRIAGE_NOT_FOUND: {
    en: 'No marriage registered at this office has this registration number.',
    te: 'ఈ కార్యాలయంలో ఈ రిజిస్ట్రేషన్ సంఖ్యతో నమోదైన వివాహం లేదు.',
  },
  CERTIFICATE_CODE_TAMPERED: {
    en: 'This verification code is not valid: it has been altered or mistyped. The certificate cannot be relied on.',
    te: 'ఈ ధృవీకరణ కోడ్ సరైనది కాదు: ఇది మార్చబడింది లేదా తప్పుగా టైప్ చేయబడింది. ఈ పత్రాన్ని నమ్మలేము.',
  },
  CERTIFICATE_NOT_FOUND: {
    en: 'No certificate was issued with this verification code. The certificate cannot be relied on.',
    te: 'ఈ ధృవీకరణ కోడ్‌తో ఏ పత్రమూ జారీ చేయబడలేదు. ఈ పత్రాన్ని నమ్మలేము.',
  },
  NAME_SEARCH_TERMS_NOT_ACCEPTED: {
    en: 'Please read and accept the terms of use of the name search first.',
    te: 'దయచేసి ముందుగా పేరు శోధన వినియోగ నిబంధనలను చదివి అంగీకరించండి.',
  },
  CERTIFIED_COPY_WRONG_STATUS: {
    en: 'This request is not at the stage for that step. Refresh the queue to see its current status.',
    te: 'ఈ అభ్యర్థన ఆ దశకు సిద్ధంగా లేదు. ప్రస్తుత స్థితి చూడటానికి జాబితాను రిఫ్రెష్ చేయండి.',
  },
  ACCOUNT_HAS_NO_OFFICE: {
    en: 'This account has not been given its office or district yet. Please ask the administrator to set it.',
    te: 'ఈ ఖాతాకు ఇంకా కార్యాలయం లేదా జిల్లా కేటాయించబడలేదు. దయచేసి దాన్ని కేటాయించమని నిర్వాహకుడిని అడగండి.',
  },
  NOT_OWN_OFFICE: {
    en: 'This belongs to another Sub-Registrar office. Only that office\'s own staff can do this.',
    te: 'ఇది మరొక సబ్-రిజిస్ట్రార్ కార్యాలయానికి చెందినది. ఆ కార్యాలయ సిబ్బంది మాత్రమే దీన్ని చేయగలరు.',
  },
  OUTSIDE_JURISDICTION: {
    en: 'This office is outside your jurisdiction.',
    te: 'ఈ కార్యాలయం మీ అధికార పరిధికి వెలుపల ఉంది.',
  },
  READ_ONLY_ACCOUNT: {
    en: 'Your login can read these records but cannot act on them.',
    te: 'మీ లాగిన్ ఈ రికార్డులను చదవగలదు కానీ వాటిపై చర్య తీసుకోలేదు.',
  },
  SAME_OFFICER: {
    en: 'The officer who made this cannot also approve it. A second officer must decide.',
    te: 'దీన్ని తయారు చేసిన అధికారే దీన్ని ఆమోదించలేరు. రెండవ అధికారి నిర్ణయించాలి.',
  },
  NOT_ABOVE_MAKER: {
    en: 'Only an officer above the one who made this, with it in their jurisdiction, can decide on it.',
    te: 'దీన్ని తయారు చేసిన అధికారి కంటే పై స్థాయిలో ఉండి, ఇది తమ పరిధిలో ఉన్న అధికారి మాత్రమే దీనిపై నిర్ణయించగలరు.',
  },
  DUTY_SHORT: {
    en: 'The duty and fees paid are less than the rules require for this document.',
    te: 'ఈ దస్తావేజుకు నియమాలు కోరిన దానికంటే చెల్లించిన సుంకం మరియు రుసుములు తక్కువగా ఉన్నాయి.',
  },
  ALREADY_PAID: {
    en: 'This has been paid already. Nothing more is due, and nothing was charged again.',
    te: 'దీనికి ఇప్పటికే చెల్లించబడింది. ఇంకేమీ చెల్లించనవసరం లేదు, మళ్లీ ఏమీ వసూలు చేయలేదు.',
  },
  DOCUMENT_NOT_IN_RECENT_SEARCH: {
    en: 'You can open a document only from the results of your own name search, within an hour of that search. Search again to open it.',
    te: 'మీ స్వంత పేరు శోధన ఫలితాల నుండి, ఆ శోధన జరిగిన గంటలోపు మాత్రమే దస్తావేజును తెరవగలరు. దాన్ని తెరవడానికి మళ్లీ శోధించండి.',
  },
  SIGN_IN_CODE_WRONG: {
    en: 'The code is not right, or has expired or been used. Check the latest message, or ask for a new code.',
    te: 'కోడ్ సరైనది కాదు, లేదా గడువు ముగిసింది లేదా ఇప్పటికే వాడబడింది. తాజా సందేశాన్ని చూడండి, లేదా కొత్త కోడ్ అడగండి.',
  },
  SIGN_IN_CODES_TOO_MANY: {
    en: 'Several codes have been sent to this mobile in the last 15 minutes. Please use the latest one, or try again later.',
    te: 'గత 15 నిమిషాల్లో ఈ మొబైల్‌కు అనేక కోడ్‌లు పంపబడ్డాయి. దయచేసి తాజా కోడ్‌ను వాడండి, లేదా కొంతసేపటి తర్వాత ప్రయత్నించండి.',
  },
  PAYMENT_NOTICE_REFUSED: {
    en: 'The payment notice is not signed by the gateway, or is not well formed. Nothing was changed.',
    te: 'చెల్లింపు నోటీసు గేట్‌వే సంతకంతో లేదు లేదా సరైన రూపంలో లేదు. ఏదీ మార్చబడలేదు.',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    en: 'The bank could not be reached just now. Nothing was charged or changed; please try again in a minute.',
    te: 'ప్రస్తుతం బ్యాంకును చేరుకోలేకపోయాము. ఏమీ వసూలు చేయలేదు, ఏదీ మార్చలేదు; దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  REFUND_WRONG_STATUS: {
    en: 'This refund is not at a stage where this can be done. Open it to see where it stands.',
    te: 'ఈ వాపసు ఈ పని చేయగలిగే దశలో లేదు. అది ఎక్కడ ఉందో చూడటానికి దాన్ని తెరవండి.',
  },
  REFUND_NOT_DUE: {
    en: 'No refund is due for this payment: it was not taken twice, and its application was not withdrawn before admission, or a refund of it is already on file.',
    te: 'ఈ చెల్లింపుకు వాపసు రావలసిలేదు: ఇది రెండుసార్లు తీసుకోబడలేదు, దాని దరఖాస్తు ప్రవేశానికి ముందు ఉపసంహరించబడలేదు, లేదా దీని వాపసు ఇప్పటికే నమోదై ఉంది.',
  },
  NOT_OWN_REQUEST: {
    en: 'This request was made by another login. You can see only the requests you made.',
    te: 'ఈ అభ్యర్థనను మరొక లాగిన్ చేసింది. మీరు చేసిన అభ్యర్థనలను మాత్రమే చూడగలరు.',
  },
  RATE_VERSION_NOT_PENDING: {
    en: 'This rate version has already been decided.',
    te: 'ఈ రేట్ల సంస్కరణపై ఇప్పటికే నిర్ణయం తీసుకోబడింది.',
  },
  APPLICATION_WRONG_STATUS: {
    en: 'The application is not at a stage where this can be done. Open its status to see where it stands.',
    te: 'దరఖాస్తు ఈ పని చేయగలిగే దశలో లేదు. అది ఎక్కడ ఉందో దాని స్థితిలో చూడండి.',
  },
  BANK_CHALLAN_PENDING: {
    en: 'A bank challan for this is already waiting to be verified by the office.',
    te: 'దీని కోసం ఒక బ్యాంకు చలాన్ ఇప్పటికే కార్యాలయ ధృవీకరణ కోసం వేచి ఉంది.',
  },
  BANK_CHALLAN_DECIDED: { en: 'This bank challan has already been verified or rejected.', te: 'ఈ బ్యాంకు చలాన్ ఇప్పటికే ధృవీకరించబడింది లేదా తిరస్కరించబడింది.' },
  LICENCE_REQUEST_PENDING: {
    en: 'A renewal of this licence is already waiting for the District Registrar.',
    te: 'ఈ లైసెన్స్ పునరుద్ధరణ ఇప్పటికే జిల్లా రిజిస్ట్రార్ వద్ద పెండింగ్‌లో ఉంది.',
  },
  LICENCE_REQUEST_DECIDED: { en: 'This renewal has already been decided.', te: 'ఈ పునరుద్ధరణపై ఇప్పటికే నిర్ణయం తీసుకోబడింది.' },
  STAMP_PAPER_USED: {
    en: 'A stamp paper of this deed was used on another document meanwhile; the deed cannot be registered with it.',
    te: 'ఈ దస్తావేజు స్టాంపు కాగితం ఈలోగా మరో దస్తావేజుపై వాడబడింది; దానితో ఈ దస్తావేజును రిజిస్టర్ చేయలేరు.',
  },
  PROPERTY_PROHIBITED: {
    en: 'This property is on the list of properties prohibited from registration (Section 22-A). Nothing has been charged.',
    te: 'ఈ ఆస్తి రిజిస్ట్రేషన్ నిషేధిత ఆస్తుల జాబితాలో ఉంది (సెక్షన్ 22-ఎ). ఎటువంటి రుసుము వసూలు చేయలేదు.',
  },
  SLOT_TAKEN: {
    en: 'Someone has just booked this slot. Choose another free slot.',
    te: 'ఈ స్లాట్‌ను ఇప్పుడే మరొకరు బుక్ చేశారు. మరొక ఖాళీ స్లాట్ ఎంచుకోండి.',
  },
  RESCHEDULE_USED: {
    en: 'The slot has already been changed once, which is all that is allowed.',
    te: 'స్లాట్‌ను ఇప్పటికే ఒకసారి మార్చారు; అంతకు మించి అనుమతి లేదు.',
  },
  GUEST_SECRET_WRONG: {
    en: 'The application id or its secret is not correct.',
    te: 'దరఖాస్తు సంఖ్య లేదా దాని రహస్య సంకేతం సరైనది కాదు.',
  },
  NOT_A_LICENSED_VENDOR: {
    en: "This login holds no stamp vendor's licence.",
    te: 'ఈ లాగిన్\u200cకు స్టాంపు వెండర్ లైసెన్స్ లేదు.',
  },
  LICENCE_NOT_IN_FORCE: {
    en: 'Your licence is not in force (expired or suspended): indents and sales are stopped until it is renewed.',
    te: 'మీ లైసెన్స్ అమలులో లేదు (గడువు ముగిసింది లేదా నిలిపివేయబడింది): పునరుద్ధరించే వరకు ఇండెంట్లు, విక్రయాలు ఆగిపోతాయి.',
  },
  KIND_NOT_LICENSED: {
    en: 'Your licence does not cover this kind of stamp.',
    te: 'మీ లైసెన్స్ ఈ రకమైన స్టాంపులకు వర్తించదు.',
  },
  INDENT_WRONG_STATUS: {
    en: 'The indent is not at a stage where this can be done. Open it to see where it stands.',
    te: 'ఇండెంట్ ఈ పని చేయగలిగే దశలో లేదు. అది ఎక్కడ ఉందో తెరిచి చూడండి.',
  },
  DEPOT_STOCK_SHORT: {
    en: 'The depot holds none of the stamps still pending on this indent.',
    te: 'ఈ ఇండెంట్\u200cలో ఇంకా ఇవ్వవలసిన స్టాంపులు డిపోలో లేవు.',
  },
  STOCK_SHORT: {
    en: 'Your stock holds fewer papers of this value than asked. Nothing was sold.',
    te: 'మీ నిల్వలో ఈ విలువ కాగితాలు అడిగినన్ని లేవు. ఏమీ విక్రయించలేదు.',
  },
  PAPER_NOT_IN_STOCK: {
    en: 'This paper is not in your stock (sold, spoilt, or never issued to you).',
    te: 'ఈ కాగితం మీ నిల్వలో లేదు (విక్రయించినది, పాడైనది, లేదా మీకు ఇవ్వనిది).',
  },
  STAMP_PAPER_NOT_FOUND: {
    en: 'No stamp paper has this serial number.',
    te: 'ఈ సీరియల్ నంబరుతో స్టాంపు కాగితం లేదు.',
  },
  STAMP_PAPER_NOT_BOUGHT_BY_PARTY: {
    en: "A stamp paper declared on this deed was not bought by any of the deed's parties, nor on behalf of one, by the vendor's sale register.",
    te: 'ఈ దస్తావేజుపై చూపిన స్టాంపు కాగితాన్ని విక్రేత అమ్మకపు రిజిస్టరు ప్రకారం దస్తావేజు పక్షాల్లో ఎవరూ కొనలేదు, వారి తరఫున కూడా కొనలేదు.',
  },
  STORAGE_QUOTA_EXCEEDED: {
    en: 'This file would take the files kept beyond what is allowed. Remove a file you no longer need, or send a smaller one.',
    te: 'ఈ ఫైల్‌తో ఉంచిన ఫైళ్ల పరిమాణం అనుమతించిన దానికంటే మించుతుంది. అవసరం లేని ఫైల్‌ను తొలగించండి, లేదా చిన్న ఫైల్ పంపండి.',
  },
  TOO_MANY_DRAFTS: {
    en: 'You already have as many applications in progress as allowed. Finish or leave one before starting another.',
    te: 'మీకు అనుమతించినన్ని దరఖాస్తులు ఇప్పటికే పురోగతిలో ఉన్నాయి. మరొకటి ప్రారంభించే ముందు ఒకదాన్ని పూర్తి చేయండి.',
  },
  CHALLAN_NOT_FOUND: {
    en: 'No challan has this number.',
    te: 'ఈ నంబరుతో చలాన్ లేదు.',
  },
  GRIEVANCE_NOT_ESCALATED: {
    en: 'This grievance is still with the office and its District Registrar; it comes to you if it stays unanswered beyond twice the charter time.',
    te: 'ఈ ఫిర్యాదు ఇంకా కార్యాలయం మరియు జిల్లా రిజిస్ట్రార్ వద్ద ఉంది; చార్టర్ గడువుకు రెండింతలు దాటి సమాధానం లేకపోతే ఇది మీకు వస్తుంది.',
  },
  GRIEVANCE_CLOSED: {
    en: 'This grievance is closed already; its answer stands.',
    te: 'ఈ ఫిర్యాదు ఇప్పటికే ముగిసింది; దాని సమాధానం అలాగే ఉంటుంది.',
  },
  INDEX_UNCHANGED: {
    en: 'Nothing was changed: the index already reads so.',
    te: 'ఏమీ మారలేదు: ఇండెక్స్ ఇప్పటికే అలాగే ఉంది.',
  },
  MUTATION_REQUEST_NOT_FOUND: {
    en: 'There is no mutation request with this number.',
    te: 'ఈ నంబరుతో మ్యుటేషన్ అభ్యర్థన లేదు.',
  },
  MUTATION_NOT_PARTNERS_KIND: {
    en: 'This mutation request is for the other land records (rural land goes to the revenue department, sites and flats to the local body).',
    te: 'ఈ మ్యుటేషన్ అభ్యర్థన ఇతర భూ రికార్డులకు చెందినది (వ్యవసాయ భూమి రెవెన్యూ శాఖకు, స్థలాలు మరియు ఫ్లాట్లు స్థానిక సంస్థకు).',
  },
  MUTATION_ALREADY_DECIDED: {
    en: 'This mutation request was already decided otherwise; an outcome once reported stands.',
    te: 'ఈ మ్యుటేషన్ అభ్యర్థనపై ఇప్పటికే వేరే నిర్ణయం నమోదైంది; నివేదించిన ఫలితం మారదు.',
  },
  MUTATION_WITHDRAWN: {
    en: 'This mutation request was withdrawn because its document was cancelled: there is no transfer to record.',
    te: 'దస్తావేజు రద్దయినందున ఈ మ్యుటేషన్ అభ్యర్థన ఉపసంహరించబడింది: నమోదు చేయాల్సిన బదిలీ లేదు.',
  },
  NOTIFICATION_NOT_FOUND: {
    en: 'There is no message with this number in the outbox.',
    te: 'ఈ నంబరుతో అవుట్‌బాక్స్‌లో సందేశం లేదు.',
  },
  NOTIFICATION_NOT_DEAD: {
    en: 'Only a message that was given up (a dead letter) can be sent again; this one is still on its way or was sent.',
    te: 'వదిలివేసిన సందేశాన్ని (డెడ్ లెటర్) మాత్రమే మళ్లీ పంపగలరు; ఇది ఇంకా పంపబడుతోంది లేదా పంపబడింది.',
  },
  INDEX_CORRECTION_PENDING: {
    en: 'A correction of this party is already awaiting approval: it must be decided first.',
    te: 'ఈ పక్షం యొక్క ఒక సవరణ ఇప్పటికే ఆమోదం కోసం వేచి ఉంది: ముందు దానిపై నిర్ణయం తీసుకోవాలి.',
  },
  INDEX_CORRECTION_DECIDED: {
    en: 'This correction has been decided already.',
    te: 'ఈ సవరణపై ఇప్పటికే నిర్ణయం తీసుకున్నారు.',
  },
  INDEX_CHANGED_SINCE_PROPOSED: {
    en: 'The index of this party has changed since the correction was proposed; reject it and propose it again from what the index reads now.',
    te: 'సవరణ ప్రతిపాదించిన తర్వాత ఈ పక్షం ఇండెక్స్ మారింది; దీన్ని తిరస్కరించి, ఇండెక్స్ ఇప్పుడు ఉన్నదాని నుండి మళ్లీ ప్రతిపాదించండి.',
  },
  ALREADY_PROHIBITED: {
    en: 'This survey or door number of the village is already notified as prohibited.',
    te: 'గ్రామంలోని ఈ సర్వే లేదా డోర్ నంబర్ ఇప్పటికే నిషేధితంగా ప్రకటించబడింది.',
  },
  ALREADY_DENOTIFIED: {
    en: 'This prohibition has already been withdrawn.',
    te: 'ఈ నిషేధం ఇప్పటికే ఉపసంహరించబడింది.',
  },
  TARGETS_SET_BY_COMMISSIONER: {
    en: "Revenue targets are set by the Commissioner's office; your login may read them.",
    te: 'ఆదాయ లక్ష్యాలను కమిషనర్ కార్యాలయం నిర్ణయిస్తుంది; మీ లాగిన్ వాటిని చదవగలదు.',
  },
  NOT_THE_REGISTRAR: {
    en: 'Only the registrar for this registration decides it: the District Registrar of the district for firms and societies.',
    te: 'ఈ రిజిస్ట్రేషన్‌పై దాని రిజిస్ట్రార్ మాత్రమే నిర్ణయిస్తారు: సంస్థలు మరియు సంఘాలకు జిల్లా రిజిస్ట్రార్.',
  },
  REGISTRY_WRONG_STATUS: {
    en: 'The registration is not at a stage where this can be done. Open it to see where it stands.',
    te: 'రిజిస్ట్రేషన్ ఈ పని చేయగలిగే దశలో లేదు. అది ఎక్కడ ఉందో తెరిచి చూడండి.',
  },
  NOTICE_PERIOD_RUNNING: {
    en: 'The notice of this marriage is still open to objections; it can be solemnised only after thirty days from its publication.',
    te: 'ఈ వివాహ నోటీసు ఇంకా అభ్యంతరాలకు తెరిచి ఉంది; ప్రచురణ నుండి ముప్పై రోజుల తర్వాత మాత్రమే వివాహం జరిపించవచ్చు.',
  },
  NOTICE_LAPSED: {
    en: 'The notice has lapsed: the marriage was not solemnised within three months of it. A fresh notice must be given.',
    te: 'నోటీసు గడువు ముగిసింది: మూడు నెలల్లో వివాహం జరగలేదు. కొత్త నోటీసు ఇవ్వాలి.',
  },
  OBJECTION_PENDING: {
    en: 'An objection to this marriage is still to be decided; decide it first.',
    te: 'ఈ వివాహంపై ఒక అభ్యంతరం ఇంకా నిర్ణయించవలసి ఉంది; ముందుగా దాన్ని నిర్ణయించండి.',
  },
  OBJECTION_DECIDED: { en: 'This objection has already been decided.', te: 'ఈ అభ్యంతరంపై ఇప్పటికే నిర్ణయం తీసుకోబడింది.' },
  NAME_TAKEN_IN_DISTRICT: {
    en: 'Another registration of this name in the district was registered meanwhile; this one cannot take the same name.',
    te: 'ఈలోగా జిల్లాలో ఇదే పేరుతో మరొకటి నమోదైంది; దీనికి అదే పేరు ఉండకూడదు.',
  },
  ALREADY_LICENSED: { en: 'This login already holds a licence; ask for its renewal instead.', te: 'ఈ లాగిన్‌కు ఇప్పటికే లైసెన్స్ ఉంది; బదులుగా పునరుద్ధరణ కోరండి.' },
  FILING_DECIDED: { en: 'This filing has already been decided.', te: 'ఈ దాఖలుపై ఇప్పటికే నిర్ణయం తీసుకోబడింది.' },
  APPEARANCE_NOT_RECORDED: {
    en: 'Record that both parties and the three witnesses appeared before you before registering the marriage.',
    te: 'వివాహాన్ని నమోదు చేసే ముందు ఇద్దరు పక్షాలు మరియు ముగ్గురు సాక్షులు మీ ముందు హాజరైనట్లు నమోదు చేయండి.',
  },
  NOT_THE_SLOT_DAY: {
    en: 'This is done at the office on the day of the booked slot (India time): not before it, and not without one. A slot whose day has passed is booked again.',
    te: 'ఇది బుక్ చేసిన స్లాట్ రోజునే (భారత కాలమానం) కార్యాలయంలో జరుగుతుంది: దానికి ముందు కాదు, స్లాట్ లేకుండా కాదు. రోజు గడిచిపోయిన స్లాట్‌ను మళ్లీ బుక్ చేసుకోవాలి.',
  },
  INTERNAL: {
    en: 'Something went wrong on our side. Please try again later.',
    te: 'మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
};

export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the offending field, e.g. `query.from`'),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.array(fieldErrorSchema).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERROR_MESSAGES[code][language];
}

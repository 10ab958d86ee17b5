import type { BilingualText, Language } from '../i18n/index.ts';

/**
 * Field-level messages for the validation failures the portal's schemas can
 * produce, in both languages. Schemas name these keys in their `error` option
 * so that the form and the server say the same thing.
 */
export const VALIDATION_MESSAGES = {
  required: { en: 'This field is required.', te: 'ఈ వివరం తప్పనిసరి.' },
  surveyOrDoorRequired: { en: 'Enter the survey number or the door number, or both.', te: 'సర్వే నంబర్ లేదా డోర్ నంబర్ లేదా రెండూ నమోదు చేయండి.' },
  invalidDate: { en: 'Enter a date as YYYY-MM-DD.', te: 'తేదీని YYYY-MM-DD గా నమోదు చేయండి.' },
  dateRangeOrder: {
    en: 'The "from" date must be on or before the "to" date.',
    te: '"నుండి" తేదీ "వరకు" తేదీకి ముందు లేదా అదే రోజు ఉండాలి.',
  },
  textTooLong: { en: 'This text is longer than this field allows. Shorten it.', te: 'ఈ పాఠ్యం ఈ వివరానికి అనుమతించిన దానికంటే పొడవుగా ఉంది. దాన్ని తగ్గించండి.' },
  nameSearchTooShort: { en: 'Enter at least 3 letters of the name.', te: 'పేరులో కనీసం 3 అక్షరాలు నమోదు చేయండి.' },
  nameSearchNeedsWholeWord: {
    en: 'Enter at least one whole word of the name, not only initials (for example "K Srinivasa Rao").',
    te: 'పేరులో కేవలం పొడి అక్షరాలు కాకుండా కనీసం ఒక పూర్తి పదం నమోదు చేయండి (ఉదాహరణకు "K శ్రీనివాస రావు").',
  },
  nameSearchNoDigits: {
    en: 'Enter the name in letters only; numbers such as Aadhaar or PAN are not searched here.',
    te: 'పేరును అక్షరాలలో మాత్రమే నమోదు చేయండి; ఆధార్, పాన్ వంటి నంబర్లతో ఇక్కడ శోధించలేరు.',
  },
  termsVersionOutdated: {
    en: 'The terms have changed since this page was opened. Read the current terms and accept them again.',
    te: 'ఈ పేజీ తెరిచిన తర్వాత నిబంధనలు మారాయి. ప్రస్తుత నిబంధనలను చదివి మళ్లీ అంగీకరించండి.',
  },
  dateBeforeRegister: {
    en: 'The register starts on 01-01-1983; choose that date or a later one.',
    te: 'రిజిస్టర్ 01-01-1983 నుండి మొదలవుతుంది; ఆ తేదీ లేదా తర్వాతి తేదీ ఎంచుకోండి.',
  },
  sroNotInDistrict: { en: 'This office is not in the chosen district.', te: 'ఈ కార్యాలయం ఎంచుకున్న జిల్లాలో లేదు.' },
  pageOutOfRange: { en: 'Choose a page number from 1 upwards.', te: '1 లేదా అంతకంటే ఎక్కువ పేజీ సంఖ్యను ఎంచుకోండి.' },
  pageSizeOutOfRange: { en: 'Choose between 1 and 50 rows per page.', te: 'ఒక్కో పేజీకి 1 నుండి 50 వరుసలు ఎంచుకోండి.' },
  chooseJurisdiction: { en: 'Choose the office, district or zone this account belongs to.', te: 'ఈ ఖాతా చెందిన కార్యాలయం, జిల్లా లేదా జోన్‌ను ఎంచుకోండి.' },
  remarksTooLong: { en: 'Keep the remarks within 500 characters.', te: 'వ్యాఖ్యలను 500 అక్షరాలలోపు ఉంచండి.' },
  rejectionNeedsRemarks: { en: 'Say why the rates are rejected (at least 5 characters), so the uploader can correct them.', te: 'అప్‌లోడ్ చేసినవారు సరిచేయగలిగేలా, రేట్లు ఎందుకు తిరస్కరించబడ్డాయో చెప్పండి (కనీసం 5 అక్షరాలు).' },
  ratesOutsideJurisdiction: { en: 'The file prices villages of offices outside your jurisdiction: upload only the rates of your own office, district or zone.', te: 'ఈ ఫైల్ మీ పరిధికి వెలుపలి కార్యాలయాల గ్రామాల రేట్లను కలిగి ఉంది: మీ కార్యాలయం, జిల్లా లేదా జోన్ రేట్లను మాత్రమే అప్‌లోడ్ చేయండి.' },
  invalidSignInCode: { en: 'Enter the 6-digit code sent to your mobile.', te: 'మీ మొబైల్‌కు పంపిన 6 అంకెల కోడ్‌ను నమోదు చేయండి.' },
  controlCharacters: { en: 'Remove the invisible control characters from this text (they cannot be printed or stored).', te: 'ఈ పాఠ్యం నుండి కనిపించని నియంత్రణ అక్షరాలను తొలగించండి (వాటిని ముద్రించలేము, నిల్వ చేయలేము).' },
  inputTooDeep: { en: 'This request nests its fields too deeply to be read.', te: 'ఈ అభ్యర్థనలో ఫీల్డ్‌లు చదవలేనంత లోతుగా ఒకదానిలో ఒకటి ఉన్నాయి.' },
  inputTooLarge: { en: 'This request holds too many fields or items to be read.', te: 'ఈ అభ్యర్థనలో చదవలేనన్ని ఫీల్డ్‌లు లేదా అంశాలు ఉన్నాయి.' },
  panOrFormNotBoth: { en: 'Give either a PAN or Form 60/61, not both.', te: 'పాన్ లేదా ఫారం 60/61 లో ఏదో ఒకటి మాత్రమే ఇవ్వండి, రెండూ కాదు.' },
  panRequiredAboveThreshold: {
    en: 'Above ₹10,00,000 the Income Tax rules ask each party for a PAN, or Form 60/61 from one who has none.',
    te: '₹10,00,000 పైన ఆదాయపు పన్ను నియమాల ప్రకారం ప్రతి పక్షం పాన్ ఇవ్వాలి, పాన్ లేనివారు ఫారం 60/61 ఇవ్వాలి.',
  },
  executantMissing: { en: 'Add at least one executant (the party who gives).', te: 'కనీసం ఒక రాసి ఇచ్చువారిని (ఇచ్చే పక్షం) చేర్చండి.' },
  claimantMissing: { en: 'Add at least one claimant (the party who receives).', te: 'కనీసం ఒక రాయించుకొనువారిని (పొందే పక్షం) చేర్చండి.' },
  partiesMissing: { en: 'Enter the parties before submitting.', te: 'సమర్పించే ముందు పక్షాల వివరాలు నమోదు చేయండి.' },
  propertyMissing: { en: 'Enter the property before submitting.', te: 'సమర్పించే ముందు ఆస్తి వివరాలు నమోదు చేయండి.' },
  slotNotOffered: { en: 'The office offers no slot at this time on this day. Choose one of the free slots shown.', te: 'ఈ రోజు ఈ సమయానికి కార్యాలయం స్లాట్ ఇవ్వదు. చూపిన ఖాళీ స్లాట్లలో ఒకటి ఎంచుకోండి.' },
  stampPaperRepeated: { en: 'The same stamp paper is entered twice.', te: 'ఒకే స్టాంపు కాగితం రెండుసార్లు నమోదు చేయబడింది.' },
  stampPaperNotFound: { en: 'No stamp paper has this serial number.', te: 'ఈ సీరియల్ నంబర్‌తో స్టాంపు కాగితం లేదు.' },
  stampPaperNotSold: {
    en: 'This stamp paper has not been sold by a licensed vendor.',
    te: 'ఈ స్టాంపు కాగితాన్ని లైసెన్స్ ఉన్న విక్రేత అమ్మలేదు.',
  },
  stampPaperSpoilt: { en: 'This stamp paper was reported spoilt.', te: 'ఈ స్టాంపు కాగితం పాడైనట్లు నివేదించబడింది.' },
  stampPaperJudicial: {
    en: 'A court-fee (judicial) stamp cannot pay the stamp duty on a deed.',
    te: 'కోర్టు ఫీజు (జ్యుడీషియల్) స్టాంపుతో దస్తావేజుపై స్టాంపు సుంకం చెల్లించలేరు.',
  },
  stampPaperSoldAfterExecution: {
    en: "This stamp paper was sold after the deed's date of execution.",
    te: 'ఈ స్టాంపు కాగితం దస్తావేజు అమలు తేదీ తర్వాత అమ్మబడింది.',
  },
  stampPaperUsed: { en: 'This stamp paper was already used on a registered document.', te: 'ఈ స్టాంపు కాగితం ఇప్పటికే రిజిస్టర్ అయిన దస్తావేజుపై వాడబడింది.' },
  stampPaperNotBoughtByParty: {
    en: "By the vendor's sale register this stamp paper was not bought by a party to this deed (purchaser's name and relation), nor on behalf of one.",
    te: 'విక్రేత అమ్మకపు రిజిస్టరు ప్రకారం ఈ స్టాంపు కాగితాన్ని ఈ దస్తావేజు పక్షం (కొనుగోలుదారు పేరు, సంబంధం) కొనలేదు, వారి తరఫున కూడా కొనలేదు.',
  },
  invalidStampSerial: { en: 'Enter a serial like NJ100-0001234 (kind, value, seven digits).', te: 'NJ100-0001234 వంటి సీరియల్ నమోదు చేయండి (రకం, విలువ, ఏడు అంకెలు).' },
  indentOverLimit: { en: 'Your licence allows at most {limit} papers in one indent.', te: 'మీ లైసెన్స్ ఒక ఇండెంట్‌లో గరిష్ఠంగా {limit} కాగితాలను అనుమతిస్తుంది.' },
  grievanceTooShort: { en: 'Describe the grievance in at least 10 characters.', te: 'ఫిర్యాదును కనీసం 10 అక్షరాల్లో వివరించండి.' },
  correctionNeedsReason: { en: 'Say why the index is corrected (at least 10 characters): the reason is kept with the correction.', te: 'ఇండెక్స్ ఎందుకు సవరిస్తున్నారో చెప్పండి (కనీసం 10 అక్షరాలు): కారణం సవరణతో పాటు నమోదవుతుంది.' },
  unknownChoice: { en: 'Choose one of the options offered.', te: 'ఇచ్చిన ఎంపికలలో ఒకదాన్ని ఎంచుకోండి.' },
  invalidValue: { en: 'This is not in the form expected here: check it against the hint beside the field.', te: 'ఇది ఇక్కడ ఆశించిన రూపంలో లేదు: వివరం పక్కన ఉన్న సూచనతో సరిచూడండి.' },
  invalidLoginId: {
    en: 'Use 4 to 40 letters, digits, dots, dashes or underscores.',
    te: '4 నుండి 40 అక్షరాలు, అంకెలు, చుక్కలు, హైఫన్‌లు లేదా అండర్‌స్కోర్‌లు వాడండి.',
  },
  invalidName: { en: 'Enter a name of 2 to 100 characters.', te: '2 నుండి 100 అక్షరాల పేరు నమోదు చేయండి.' },
  invalidEmail: { en: 'Enter an email address like name@example.com.', te: 'name@example.com వంటి ఈమెయిల్ చిరునామా నమోదు చేయండి.' },
  invalidMobile: {
    en: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    te: '6, 7, 8 లేదా 9 తో మొదలయ్యే 10 అంకెల భారతీయ మొబైల్ నంబర్ నమోదు చేయండి.',
  },
  invalidAadhaar: {
    en: 'Enter the 12-digit Aadhaar number exactly as printed on the card.',
    te: 'కార్డుపై ముద్రించిన విధంగానే 12 అంకెల ఆధార్ నంబర్ నమోదు చేయండి.',
  },
  invalidPan: { en: 'Enter a PAN like ABCDE1234F.', te: 'ABCDE1234F వంటి పాన్ నమోదు చేయండి.' },
  invalidAmount: { en: 'Enter an amount in whole rupees.', te: 'మొత్తాన్ని పూర్తి రూపాయలలో నమోదు చేయండి.' },
  executedAfterPresented: { en: 'A document is executed on or before the day it is presented.', te: 'దస్తావేజు సమర్పణ రోజున లేదా అంతకు ముందు అమలు చేయబడాలి.' },
  presentedInFuture: { en: 'A document cannot be presented after today, the day it is registered.', te: 'దస్తావేజును ఈ రోజు (రిజిస్ట్రేషన్ రోజు) తర్వాత తేదీతో సమర్పించలేరు.' },
  presentedTooLate: {
    en: 'Presented more than eight months after execution: the Registration Act (s.23, s.25) does not allow it to be registered.',
    te: 'అమలు చేసిన ఎనిమిది నెలల తర్వాత సమర్పించబడింది: రిజిస్ట్రేషన్ చట్టం (సెక్షన్ 23, 25) దీని రిజిస్ట్రేషన్‌ను అనుమతించదు.',
  },
  notCancellationType: { en: 'Only a cancellation deed can cancel an earlier document.', te: 'రద్దు పత్రం మాత్రమే పాత దస్తావేజును రద్దు చేయగలదు.' },
  notRectificationType: { en: 'Only a rectification deed can rectify an earlier document.', te: 'సవరణ పత్రం మాత్రమే పాత దస్తావేజును సవరించగలదు.' },
  documentAlreadyCancelled: { en: 'This document has already been cancelled.', te: 'ఈ దస్తావేజు ఇప్పటికే రద్దు చేయబడింది.' },
  documentNotInRegister: { en: 'No registered document has this office, number and year.', te: 'ఈ కార్యాలయం, సంఖ్య, సంవత్సరంతో రిజిస్టర్ అయిన దస్తావేజు లేదు.' },
  notOwnOfficeDocument: {
    en: 'A document can be cancelled or rectified only at the office where it was registered.',
    te: 'దస్తావేజు రిజిస్టర్ అయిన కార్యాలయంలో మాత్రమే దాన్ని రద్దు లేదా సవరణ చేయగలరు.',
  },
  presentedAfterRegistered: { en: 'A document is presented on or before the day it is registered.', te: 'దస్తావేజు రిజిస్ట్రేషన్ రోజున లేదా అంతకు ముందు సమర్పించబడాలి.' },
  passwordTooShort: { en: 'Use at least 8 characters.', te: 'కనీసం 8 అక్షరాలు వాడండి.' },
  passwordTooLong: { en: 'Use at most 128 characters.', te: 'గరిష్ఠంగా 128 అక్షరాలు వాడండి.' },
  passwordsDiffer: { en: 'The two new passwords are not the same.', te: 'రెండు కొత్త పాస్‌వర్డ్‌లు ఒకేలా లేవు.' },
  passwordUnchanged: {
    en: 'Choose a password different from the current one.',
    te: 'ప్రస్తుత పాస్‌వర్డ్‌కు భిన్నమైన పాస్‌వర్డ్ ఎంచుకోండి.',
  },
  passwordTooCommon: {
    en: 'This password is too common or has appeared in data breaches. Choose another, for example a few unrelated words.',
    te: 'ఈ పాస్‌వర్డ్ చాలా సాధారణమైనది లేదా డేటా లీక్‌లలో బయటపడింది. వేరొకటి ఎంచుకోండి, ఉదాహరణకు సంబంధం లేని కొన్ని పదాలు.',
  },
  passwordContainsLoginId: {
    en: 'The password must not contain your login id.',
    te: 'పాస్‌వర్డ్‌లో మీ లాగిన్ ఐడీ ఉండకూడదు.',
  },
  captchaMismatch: {
    en: 'The characters do not match the picture. Try again with the new picture.',
    te: 'అక్షరాలు చిత్రంతో సరిపోలలేదు. కొత్త చిత్రంతో మళ్లీ ప్రయత్నించండి.',
  },
  loginIdTaken: { en: 'This login id is already in use. Choose another.', te: 'ఈ లాగిన్ ఐడీ ఇప్పటికే వాడుకలో ఉంది. వేరొకటి ఎంచుకోండి.' },
  unknownVillage: { en: 'No village or locality has this code.', te: 'ఈ కోడ్‌తో గ్రామం లేదా ప్రాంతం ఏదీ లేదు.' },
  villageKindMismatch: {
    en: 'Rural rates and properties need a revenue village; urban rates, composite rates and flats need an urban locality.',
    te: 'గ్రామీణ రేట్లకు, ఆస్తులకు రెవెన్యూ గ్రామం కావాలి; పట్టణ రేట్లకు, కాంపోజిట్ రేట్లకు, ఫ్లాట్లకు పట్టణ ప్రాంతం కావాలి.',
  },
  landUseNotForKind: {
    en: 'This land use does not apply here: rural land takes classes 21 to 50, urban land and flats classes 01 to 13.',
    te: 'ఈ భూ వినియోగం ఇక్కడ వర్తించదు: గ్రామీణ భూమికి 21 నుండి 50 తరగతులు, పట్టణ భూమికి, ఫ్లాట్లకు 01 నుండి 13 తరగతులు.',
  },
  unknownWard: { en: 'This ward is not in the chosen locality.', te: 'ఎంచుకున్న ప్రాంతంలో ఈ వార్డు లేదు.' },
  unknownBlock: { en: 'This block is not in the chosen ward.', te: 'ఎంచుకున్న వార్డులో ఈ బ్లాకు లేదు.' },
  noMarketValueRate: {
    en: 'No market value rate is in force for this property on that date.',
    te: 'ఆ తేదీన ఈ ఆస్తికి అమలులో ఉన్న మార్కెట్ విలువ రేటు లేదు.',
  },
  noStructureRate: {
    en: 'No rate is in force for this structure type on that date.',
    te: 'ఆ తేదీన ఈ నిర్మాణ రకానికి అమలులో ఉన్న రేటు లేదు.',
  },
  valueTooLarge: {
    en: 'The value works out larger than the portal can calculate. Check the extent and the areas.',
    te: 'విలువ పోర్టల్ లెక్కించగలిగే దానికంటే ఎక్కువగా వస్తోంది. విస్తీర్ణాన్ని, వైశాల్యాలను సరిచూడండి.',
  },
  invalidQuantity: {
    en: 'Enter a number greater than 0 with at most 4 decimal places.',
    te: '0 కంటే ఎక్కువ, గరిష్ఠంగా 4 దశాంశ స్థానాలు ఉన్న సంఖ్యను నమోదు చేయండి.',
  },
  invalidAge: { en: 'Enter the age in whole years, from 0 to 200.', te: 'వయస్సును 0 నుండి 200 వరకు పూర్తి సంవత్సరాలలో నమోదు చేయండి.' },
  invalidSurveyNumber: { en: 'Enter a survey number like 123, 45/2A or 101-1.', te: '123, 45/2A లేదా 101-1 వంటి సర్వే నంబర్ నమోదు చేయండి.' },
  invalidWardOrBlock: { en: 'Enter a ward or block number of 1 to 3 digits.', te: '1 నుండి 3 అంకెల వార్డు లేదా బ్లాకు నంబర్ నమోదు చేయండి.' },
  invalidDoorNumber: {
    en: 'Enter a door number of up to 30 letters, digits, dashes and slashes, like 12-3-45.',
    te: '12-3-45 వంటి, 30 వరకు అక్షరాలు, అంకెలు, హైఫన్‌లు, స్లాష్‌లతో డోర్ నంబర్ నమోదు చేయండి.',
  },
  invalidRate: {
    en: 'Enter the rate in whole rupees, more than 0 and at most 1,00,00,00,000.',
    te: 'రేటును పూర్తి రూపాయలలో, 0 కంటే ఎక్కువగా, గరిష్ఠంగా 1,00,00,00,000 వరకు నమోదు చేయండి.',
  },
  decidedOutsideRequest: { en: 'A mutation is decided on or after the day its request was sent, and not after today.', te: 'మ్యుటేషన్ అభ్యర్థన పంపిన రోజున లేదా ఆ తర్వాత, ఈ రోజు వరకు మాత్రమే నిర్ణయించబడుతుంది.' },
  effectiveDateInPast: { en: 'The effective date cannot be before today.', te: 'అమలు తేదీ ఈ రోజు కంటే ముందు ఉండకూడదు.' },
  fileEmpty: { en: 'The file is empty.', te: 'ఫైల్ ఖాళీగా ఉంది.' },
  fileTooLarge: { en: 'The file is larger than 5 MB.', te: 'ఫైల్ 5 MB కంటే పెద్దది.' },
  fileNotPdfOrImage: { en: 'Upload a PDF, JPEG or PNG file.', te: 'PDF, JPEG లేదా PNG ఫైల్‌ను అప్‌లోడ్ చేయండి.' },
  fileActiveContent: {
    en: 'The PDF carries scripts, automatic or launch actions, links to web addresses or other files, XFA forms or embedded files; save it again as a plain PDF (print to PDF) and upload that.',
    te: 'ఈ PDFలో స్క్రిప్టులు, స్వయంచాలక లేదా లాంచ్ చర్యలు, వెబ్ చిరునామాలకు లేదా ఇతర ఫైళ్లకు లింకులు, XFA ఫారాలు లేదా పొందుపరిచిన ఫైళ్లు ఉన్నాయి; దీన్ని సాధారణ PDFగా (ప్రింట్ టు PDF) మళ్లీ సేవ్ చేసి అప్‌లోడ్ చేయండి.',
  },
  filePdfUnreadable: {
    en: 'The PDF cannot be read: it is damaged or locked with a password. Save it again as a plain PDF (print to PDF) and upload that.',
    te: 'ఈ PDFను చదవలేము: ఇది పాడైంది లేదా పాస్‌వర్డ్‌తో లాక్ చేయబడింది. దీన్ని సాధారణ PDFగా (ప్రింట్ టు PDF) మళ్లీ సేవ్ చేసి అప్‌లోడ్ చేయండి.',
  },
  fileImageDamaged: {
    en: 'The picture does not read as one whole JPEG or PNG: it is damaged or has something else joined after it. Save it again as a plain JPEG or PNG and upload that.',
    te: 'ఈ చిత్రం పూర్తి JPEG లేదా PNGగా చదవబడటం లేదు: ఇది పాడైంది లేదా దాని తర్వాత వేరే ఏదో జోడించబడింది. దీన్ని సాధారణ JPEG లేదా PNGగా మళ్లీ సేవ్ చేసి అప్‌లోడ్ చేయండి.',
  },
  tooManyFiles: { en: 'An application holds at most 10 files; remove one first.', te: 'ఒక దరఖాస్తులో గరిష్ఠంగా 10 ఫైళ్లు ఉండవచ్చు; ముందుగా ఒకదాన్ని తొలగించండి.' },
  storageQuotaExceeded: {
    en: 'Files kept here may come to at most {limit} MB in all; remove a file you no longer need, or scan at a lower resolution.',
    te: 'ఇక్కడ ఉంచే ఫైళ్లు మొత్తం గరిష్ఠంగా {limit} MB ఉండవచ్చు; అవసరం లేని ఫైల్‌ను తొలగించండి, లేదా తక్కువ రిజల్యూషన్‌లో స్కాన్ చేయండి.',
  },
  guestStartsNone: {
    en: 'A guest goes on with the one application it was given; sign in with your mobile number to start another.',
    te: 'అతిథి తనకు ఇచ్చిన ఒక్క దరఖాస్తునే కొనసాగించగలరు; మరొకటి ప్రారంభించడానికి మీ మొబైల్ నంబరుతో సైన్ ఇన్ చేయండి.',
  },
  tooManyDrafts: {
    en: 'An account may hold at most {limit} applications not yet paid; finish one, or wait for an abandoned one to lapse.',
    te: 'ఒక ఖాతాలో చెల్లించని దరఖాస్తులు గరిష్ఠంగా {limit} ఉండవచ్చు; ఒకదాన్ని పూర్తి చేయండి, లేదా వదిలేసినది ముగిసే వరకు వేచి ఉండండి.',
  },
  fileNotSpreadsheet: {
    en: 'The file is neither CSV text (UTF-8) nor an Excel workbook (.xlsx).',
    te: 'ఈ ఫైల్ CSV టెక్స్ట్ (UTF-8) గానీ Excel వర్క్‌బుక్ (.xlsx) గానీ కాదు.',
  },
  fileHasNoRows: { en: 'The file has no rate rows below its header row.', te: 'ఫైల్‌లో శీర్షిక వరుస కింద రేటు వరుసలు లేవు.' },
  fileHasTooManyRows: {
    en: 'The file has more than 1,00,000 rate rows. Split it into smaller files.',
    te: 'ఫైల్‌లో 1,00,000 కంటే ఎక్కువ రేటు వరుసలు ఉన్నాయి. దాన్ని చిన్న ఫైళ్లుగా విభజించండి.',
  },
  fileTooComplex: {
    en: 'The file unpacks to more than the portal reads at once (200,000 rows or 64 MB of sheet data) or took too long to read. Split it into smaller files.',
    te: 'ఈ ఫైల్ పోర్టల్ ఒకేసారి చదివేదానికంటే ఎక్కువగా విస్తరిస్తుంది (2,00,000 వరుసలు లేదా 64 MB షీట్ డేటా) లేదా చదవడానికి చాలా సమయం పట్టింది. దాన్ని చిన్న ఫైళ్లుగా విభజించండి.',
  },
  csvUnclosedQuote: { en: 'A quoted value in this row is not closed.', te: 'ఈ వరుసలో కోట్ చేసిన విలువ మూసివేయబడలేదు.' },
  columnMissing: { en: 'This column is missing from the header row.', te: 'శీర్షిక వరుసలో ఈ నిలువు వరుస లేదు.' },
  columnUnknown: { en: 'This column is not one of the template\'s columns.', te: 'ఈ నిలువు వరుస నమూనాలోని నిలువు వరుసలలో ఒకటి కాదు.' },
  columnRepeated: { en: 'This column appears more than once in the header row.', te: 'శీర్షిక వరుసలో ఈ నిలువు వరుస ఒకటి కంటే ఎక్కువసార్లు ఉంది.' },
  rowRepeated: {
    en: 'Another row has the same village, kind, survey number, ward, block, door number and land use.',
    te: 'మరో వరుసలో ఇదే గ్రామం, రకం, సర్వే నంబర్, వార్డు, బ్లాకు, డోర్ నంబర్, భూ వినియోగం ఉన్నాయి.',
  },
  notApplicable: { en: 'Leave this blank for this kind of rate.', te: 'ఈ రకమైన రేటుకు దీన్ని ఖాళీగా వదలండి.' },
  tooManyProblems: {
    en: 'More rows have problems than are listed here. Correct these and upload the file again.',
    te: 'ఇక్కడ చూపిన వాటి కంటే ఎక్కువ వరుసలలో సమస్యలు ఉన్నాయి. వీటిని సరిచేసి ఫైల్‌ను మళ్లీ అప్‌లోడ్ చేయండి.',
  },
  invalidMarriageNumber: {
    en: 'Enter the marriage registration number as it is on the certificate, e.g. HMR/07/2026/000001.',
    te: 'వివాహ రిజిస్ట్రేషన్ సంఖ్యను ధృవీకరణ పత్రంలో ఉన్నట్లుగా నమోదు చేయండి, ఉదా. HMR/07/2026/000001.',
  },
  invalidDocumentNumber: { en: 'Enter the document number, a whole number from 1 upwards.', te: 'దస్తావేజు సంఖ్యను 1 లేదా అంతకంటే ఎక్కువ పూర్తి సంఖ్యగా నమోదు చేయండి.' },
  invalidRegistrationYear: {
    en: 'Enter the year of registration, from 1983 to this year.',
    te: 'రిజిస్ట్రేషన్ సంవత్సరాన్ని 1983 నుండి ఈ సంవత్సరం వరకు నమోదు చేయండి.',
  },
  invalidCopies: { en: 'Choose between 1 and 5 copies.', te: '1 నుండి 5 నకళ్ల మధ్య ఎంచుకోండి.' },
  paymentReferenceRequired: {
    en: 'Enter the challan number or the transaction id of this payment.',
    te: 'ఈ చెల్లింపు యొక్క చలానా నంబర్ లేదా లావాదేవీ ఐడీ నమోదు చేయండి.',
  },
  invalidPaymentReference: {
    en: 'Use 4 to 40 letters, digits, dashes or slashes, as printed on the challan or receipt.',
    te: 'చలానా లేదా రసీదుపై ముద్రించిన విధంగా 4 నుండి 40 అక్షరాలు, అంకెలు, హైఫన్‌లు లేదా స్లాష్‌లు వాడండి.',
  },
  dateAfterToday: { en: 'The date cannot be after today.', te: 'తేదీ ఈ రోజు తర్వాత ఉండకూడదు.' },
  brideUnderAge: { en: 'The bride must be at least 18 years old on the day of the marriage.', te: 'వివాహ తేదీ నాటికి వధువుకు కనీసం 18 సంవత్సరాలు ఉండాలి.' },
  groomUnderAge: { en: 'The bridegroom must be at least 21 years old on the day of the marriage.', te: 'వివాహ తేదీ నాటికి వరుడికి కనీసం 21 సంవత్సరాలు ఉండాలి.' },
  residenceTooShort: {
    en: 'One party must have lived in the district for at least 30 days before the notice is given.',
    te: 'నోటీసు ఇచ్చే ముందు ఒక పక్షం జిల్లాలో కనీసం 30 రోజులు నివసించి ఉండాలి.',
  },
  nameTakenInDistrict: {
    en: 'A firm or society of this name is already registered, or waiting to be, in this district. Choose another name.',
    te: 'ఈ జిల్లాలో ఇదే పేరుతో సంస్థ లేదా సంఘం ఇప్పటికే నమోదైంది, లేదా నమోదు కోసం వేచి ఉంది. మరో పేరు ఎంచుకోండి.',
  },
  notAMember: {
    en: 'The person filing must be one of the partners or governing body members as the register shows them.',
    te: 'దాఖలు చేసే వ్యక్తి రిజిస్టర్‌లో ఉన్న భాగస్వాములలో లేదా పాలక మండలి సభ్యులలో ఒకరై ఉండాలి.',
  },
  invalidNotaryNumber: { en: 'Enter the registration number as AP/NOT/YYYY/NNNN.', te: 'రిజిస్ట్రేషన్ నంబర్‌ను AP/NOT/YYYY/NNNN గా నమోదు చేయండి.' },
  notaryNumberTaken: { en: 'A notary with this registration number is already on the list.', te: 'ఈ రిజిస్ట్రేషన్ నంబర్‌తో నోటరీ ఇప్పటికే జాబితాలో ఉన్నారు.' },
  wholeNumber: { en: 'Enter a whole number, digits only.', te: 'పూర్ణ సంఖ్యను, అంకెలు మాత్రమే, నమోదు చేయండి.' },
  outOfRange: { en: 'This number is outside what is allowed here.', te: 'ఈ సంఖ్య ఇక్కడ అనుమతించిన పరిధికి వెలుపల ఉంది.' },
  chitBeginsAfterSanction: { en: 'A chit is sanctioned before it begins: the date it begins must be after today.', te: 'చిట్టీ ప్రారంభానికి ముందే మంజూరు కావాలి: ప్రారంభ తేదీ ఈ రోజు తర్వాత ఉండాలి.' },
  chitTicketsInstalments: { en: 'A chit has as many tickets as instalments.', te: 'చిట్టీలో వాయిదాలు ఎన్ని ఉంటే టికెట్లు అన్ని ఉండాలి.' },
  chitSecurityShort: { en: 'The foreman\'s security must be at least the chit amount (s.20).', te: 'ఫోర్‌మన్ సెక్యూరిటీ కనీసం చిట్టీ మొత్తానికి సమానంగా ఉండాలి (సె.20).' },
  chitDiscountTooHigh: { en: 'The discount cannot be more than 40% of the chit amount.', te: 'వదులుకున్న మొత్తం చిట్టీ మొత్తంలో 40% మించకూడదు.' },
  chitInstalmentBeyond: { en: 'This chit has no instalment of that number.', te: 'ఈ చిట్టీలో ఆ సంఖ్య గల వాయిదా లేదు.' },
  documentsMissing: { en: 'Upload every paper marked as required before you submit.', te: 'సమర్పించే ముందు తప్పనిసరిగా గుర్తించిన ప్రతి పత్రాన్ని అప్‌లోడ్ చేయండి.' },
  appointmentOutsideNotice: {
    en: 'A special marriage is solemnised after its notice has stood 30 days and before it lapses three months after publication. Choose a day in that time.',
    te: 'ప్రత్యేక వివాహం నోటీసు 30 రోజులు నిలిచిన తర్వాత, ప్రచురణ నుండి మూడు నెలల లోపు జరుగుతుంది. ఆ వ్యవధిలో ఒక రోజును ఎంచుకోండి.',
  },
  tooFewEntries: { en: 'Add at least as many entries as this list asks for.', te: 'ఈ జాబితా అడిగినన్ని నమోదులు కనీసం చేర్చండి.' },
  tooManyEntries: { en: 'This list holds no more entries; remove one first.', te: 'ఈ జాబితాలో ఇంకా నమోదులు చేర్చలేరు; ముందుగా ఒకదాన్ని తొలగించండి.' },
  dateBeforeToday: { en: 'The date cannot be before today.', te: 'తేదీ ఈ రోజు కంటే ముందు ఉండకూడదు.' },
  ecPropertyNumberMissing: {
    en: 'Enter the survey number, the door number, the plot number, or the apartment and flat number.',
    te: 'సర్వే నంబర్, డోర్ నంబర్, ప్లాట్ నంబర్ లేదా అపార్ట్‌మెంట్ మరియు ఫ్లాట్ నంబర్ నమోదు చేయండి.',
  },
  ecPropertyNumberTwice: {
    en: 'Enter only one of the survey number, door number, plot number or flat.',
    te: 'సర్వే నంబర్, డోర్ నంబర్, ప్లాట్ నంబర్ లేదా ఫ్లాట్‌లో ఒక్కటి మాత్రమే నమోదు చేయండి.',
  },
  ecSurveyNumberInvalid: {
    en: 'Enter a survey number like 123, or 123/2A for one sub-division.',
    te: '123 వంటి సర్వే నంబర్, లేదా ఒక ఉప విభాగానికి 123/2A వంటిది నమోదు చేయండి.',
  },
} as const satisfies Record<string, BilingualText>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** Message for a key a schema reported; unknown keys fall back to a generic message. */
export function validationMessage(key: string, language: Language): string {
  return (isValidationMessageKey(key) ? VALIDATION_MESSAGES[key] : VALIDATION_MESSAGES.invalidValue)[language];
}

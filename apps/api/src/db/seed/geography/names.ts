import type { BilingualText } from '@igrs/domain';

/**
 * Pieces of Andhra place names. Joined as root + suffix they give names that
 * read like the state's villages (Kothapeta, Maddipadu, Rayalacheruvu) without
 * claiming to be any particular one.
 */
export const PLACE_ROOTS: readonly BilingualText[] = [
  { en: 'Rama', te: 'రామ' },
  { en: 'Krishna', te: 'కృష్ణ' },
  { en: 'Gopala', te: 'గోపాల' },
  { en: 'Venkata', te: 'వెంకట' },
  { en: 'Lakshmi', te: 'లక్ష్మి' },
  { en: 'Sita', te: 'సీత' },
  { en: 'Narasa', te: 'నరస' },
  { en: 'Kotha', te: 'కొత్త' },
  { en: 'Peda', te: 'పెద' },
  { en: 'Chinna', te: 'చిన్న' },
  { en: 'Rayala', te: 'రాయల' },
  { en: 'Bomma', te: 'బొమ్మ' },
  { en: 'Konda', te: 'కొండ' },
  { en: 'Maddi', te: 'మద్ది' },
  { en: 'Mamidi', te: 'మామిడి' },
  { en: 'Tadi', te: 'తాడి' },
  { en: 'Nalla', te: 'నల్ల' },
  { en: 'Erra', te: 'ఎర్ర' },
  { en: 'Tella', te: 'తెల్ల' },
  { en: 'Chenna', te: 'చెన్న' },
  { en: 'Bhima', te: 'భీమ' },
  { en: 'Surya', te: 'సూర్య' },
  { en: 'Chandra', te: 'చంద్ర' },
  { en: 'Nagula', te: 'నాగుల' },
  { en: 'Ravi', te: 'రావి' },
  { en: 'Vepa', te: 'వేప' },
  { en: 'Raju', te: 'రాజు' },
  { en: 'Reddi', te: 'రెడ్డి' },
  { en: 'Mangala', te: 'మంగళ' },
  { en: 'Siva', te: 'శివ' },
  { en: 'Subba', te: 'సుబ్బ' },
  { en: 'Malla', te: 'మల్ల' },
  { en: 'Kanaka', te: 'కనక' },
  { en: 'Govinda', te: 'గోవింద' },
  { en: 'Hari', te: 'హరి' },
  { en: 'Kesava', te: 'కేశవ' },
  { en: 'Annava', te: 'అన్నవ' },
  { en: 'Jagga', te: 'జగ్గ' },
  { en: 'Pulla', te: 'పుల్ల' },
  { en: 'Gudi', te: 'గుడి' },
];

export const VILLAGE_SUFFIXES: readonly BilingualText[] = [
  { en: 'peta', te: 'పేట' },
  { en: 'palem', te: 'పాలెం' },
  { en: 'puram', te: 'పురం' },
  { en: 'padu', te: 'పాడు' },
  { en: 'gudem', te: 'గూడెం' },
  { en: 'valasa', te: 'వలస' },
  { en: 'kota', te: 'కోట' },
  { en: 'cheruvu', te: 'చెరువు' },
  { en: 'palli', te: 'పల్లి' },
  { en: 'varam', te: 'వరం' },
  { en: 'lanka', te: 'లంక' },
  { en: 'gunta', te: 'గుంట' },
  { en: 'pudi', te: 'పూడి' },
  { en: 'dinne', te: 'దిన్నె' },
];

/** Towns take the suffixes of larger places. */
export const TOWN_SUFFIXES: readonly BilingualText[] = [
  { en: 'peta', te: 'పేట' },
  { en: 'puram', te: 'పురం' },
  { en: 'kota', te: 'కోట' },
  { en: 'giri', te: 'గిరి' },
  { en: 'varam', te: 'వరం' },
];

/** Localities of towns are often named after people and institutions. */
export const LOCALITY_ROOTS: readonly BilingualText[] = [
  { en: 'Gandhi', te: 'గాంధీ' },
  { en: 'Nehru', te: 'నెహ్రూ' },
  { en: 'Ambedkar', te: 'అంబేద్కర్' },
  { en: 'Vivekananda', te: 'వివేకానంద' },
  { en: 'Srinivasa', te: 'శ్రీనివాస' },
  { en: 'Saraswathi', te: 'సరస్వతి' },
  { en: 'Indira', te: 'ఇందిరా' },
  { en: 'Bharathi', te: 'భారతి' },
  { en: 'Teachers', te: 'టీచర్స్' },
  { en: 'NGOs', te: 'ఎన్జీవోస్' },
  { en: 'Rajiv', te: 'రాజీవ్' },
  { en: 'Sai', te: 'సాయి' },
  { en: 'Padmavathi', te: 'పద్మావతి' },
  { en: 'Ramalingeswara', te: 'రామలింగేశ్వర' },
];

/** Joined with a space, as locality names are written. */
export const LOCALITY_SUFFIXES: readonly BilingualText[] = [
  { en: 'Nagar', te: 'నగర్' },
  { en: 'Colony', te: 'కాలనీ' },
  { en: 'Layout', te: 'లేఅవుట్' },
  { en: 'Street', te: 'వీధి' },
];

export const STREETS: readonly BilingualText[] = [
  { en: 'Main Road', te: 'మెయిన్ రోడ్' },
  { en: 'Station Road', te: 'స్టేషన్ రోడ్' },
  { en: 'Court Road', te: 'కోర్టు రోడ్' },
  { en: 'Gandhi Road', te: 'గాంధీ రోడ్' },
  { en: 'RTC Complex Road', te: 'ఆర్టీసీ కాంప్లెక్స్ రోడ్' },
  { en: 'Collectorate Road', te: 'కలెక్టరేట్ రోడ్' },
  { en: 'Market Street', te: 'మార్కెట్ వీధి' },
  { en: 'Temple Street', te: 'గుడి వీధి' },
];

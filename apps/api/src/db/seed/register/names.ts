import type { BilingualText } from '@igrs/domain';

/** A name with how often it occurs, relative to the others of its list. */
export interface WeightedName extends BilingualText {
  weight: number;
}

/**
 * Telugu family names, written first as in the state's deeds. The weights
 * give a few very common names (a search for them finds many documents) and a
 * long tail of rare ones.
 */
export const SURNAMES: readonly WeightedName[] = [
  { en: 'Kommareddy', te: 'కొమ్మారెడ్డి', weight: 14 },
  { en: 'Gollapudi', te: 'గొల్లపూడి', weight: 12 },
  { en: 'Nallamothu', te: 'నల్లమోతు', weight: 11 },
  { en: 'Bandaru', te: 'బండారు', weight: 11 },
  { en: 'Pothula', te: 'పోతుల', weight: 10 },
  { en: 'Kotha', te: 'కొత్త', weight: 10 },
  { en: 'Chinthala', te: 'చింతల', weight: 9 },
  { en: 'Vemula', te: 'వేముల', weight: 9 },
  { en: 'Yarlagadda', te: 'యార్లగడ్డ', weight: 8 },
  { en: 'Gorantla', te: 'గోరంట్ల', weight: 8 },
  { en: 'Mandava', te: 'మండవ', weight: 7 },
  { en: 'Kolli', te: 'కొల్లి', weight: 7 },
  { en: 'Paladugu', te: 'పాలడుగు', weight: 7 },
  { en: 'Tummala', te: 'తుమ్మల', weight: 6 },
  { en: 'Devineni', te: 'దేవినేని', weight: 6 },
  { en: 'Alapati', te: 'ఆలపాటి', weight: 6 },
  { en: 'Bommisetty', te: 'బొమ్మిశెట్టి', weight: 5 },
  { en: 'Gadde', te: 'గద్దె', weight: 5 },
  { en: 'Karri', te: 'కర్రి', weight: 5 },
  { en: 'Mutyala', te: 'ముత్యాల', weight: 5 },
  { en: 'Peddireddy', te: 'పెద్దిరెడ్డి', weight: 4 },
  { en: 'Sunkara', te: 'సుంకర', weight: 4 },
  { en: 'Uppalapati', te: 'ఉప్పలపాటి', weight: 4 },
  { en: 'Jonnalagadda', te: 'జొన్నలగడ్డ', weight: 4 },
  { en: 'Akkineni', te: 'అక్కినేని', weight: 3 },
  { en: 'Boddu', te: 'బొడ్డు', weight: 3 },
  { en: 'Dasari', te: 'దాసరి', weight: 3 },
  { en: 'Ganta', te: 'గంట', weight: 3 },
  { en: 'Katragadda', te: 'కాట్రగడ్డ', weight: 3 },
  { en: 'Lingamaneni', te: 'లింగమనేని', weight: 2 },
  { en: 'Maddala', te: 'మద్దాల', weight: 2 },
  { en: 'Nimmagadda', te: 'నిమ్మగడ్డ', weight: 2 },
  { en: 'Pinnamaneni', te: 'పిన్నమనేని', weight: 2 },
  { en: 'Ravipati', te: 'రావిపాటి', weight: 2 },
  { en: 'Somisetty', te: 'సోమిశెట్టి', weight: 2 },
  { en: 'Thota', te: 'తోట', weight: 2 },
  { en: 'Vallabhaneni', te: 'వల్లభనేని', weight: 1 },
  { en: 'Yalamanchili', te: 'యలమంచిలి', weight: 1 },
  { en: 'Chalasani', te: 'చలసాని', weight: 1 },
  { en: 'Kanumuri', te: 'కనుమూరి', weight: 1 },
  { en: 'Mullapudi', te: 'ముళ్ళపూడి', weight: 1 },
  { en: 'Sajja', te: 'సజ్జ', weight: 1 },
  { en: 'Anumolu', te: 'అనుమోలు', weight: 1 },
  { en: 'Bhupathiraju', te: 'భూపతిరాజు', weight: 1 },
  { en: 'Dhulipalla', te: 'ధూళిపాళ్ళ', weight: 1 },
];

export const MALE_GIVEN_NAMES: readonly WeightedName[] = [
  { en: 'Venkata Ramana', te: 'వెంకట రమణ', weight: 14 },
  { en: 'Srinivasa Rao', te: 'శ్రీనివాస రావు', weight: 14 },
  { en: 'Venkateswara Rao', te: 'వెంకటేశ్వర రావు', weight: 12 },
  { en: 'Ramesh', te: 'రమేష్', weight: 10 },
  { en: 'Suresh', te: 'సురేష్', weight: 9 },
  { en: 'Naga Raju', te: 'నాగ రాజు', weight: 9 },
  { en: 'Satyanarayana', te: 'సత్యనారాయణ', weight: 8 },
  { en: 'Subba Rao', te: 'సుబ్బా రావు', weight: 8 },
  { en: 'Krishna', te: 'కృష్ణ', weight: 7 },
  { en: 'Rama Krishna', te: 'రామ కృష్ణ', weight: 7 },
  { en: 'Nageswara Rao', te: 'నాగేశ్వర రావు', weight: 6 },
  { en: 'Anjaneyulu', te: 'ఆంజనేయులు', weight: 6 },
  { en: 'Prasad', te: 'ప్రసాద్', weight: 6 },
  { en: 'Durga Prasad', te: 'దుర్గా ప్రసాద్', weight: 5 },
  { en: 'Sampath Kumar', te: 'సంపత్ కుమార్', weight: 4 },
  { en: 'Mahesh', te: 'మహేష్', weight: 4 },
  { en: 'Kiran Kumar', te: 'కిరణ్ కుమార్', weight: 4 },
  { en: 'Ravi Teja', te: 'రవి తేజ', weight: 3 },
  { en: 'Chandra Sekhar', te: 'చంద్ర శేఖర్', weight: 3 },
  { en: 'Bhaskar', te: 'భాస్కర్', weight: 3 },
  { en: 'Koteswara Rao', te: 'కోటేశ్వర రావు', weight: 3 },
  { en: 'Appa Rao', te: 'అప్పా రావు', weight: 3 },
  { en: 'Mallikarjuna', te: 'మల్లికార్జున', weight: 2 },
  { en: 'Hanumantha Rao', te: 'హనుమంత రావు', weight: 2 },
  { en: 'Gopala Krishna', te: 'గోపాల కృష్ణ', weight: 2 },
  { en: 'Siva Kumar', te: 'శివ కుమార్', weight: 2 },
  { en: 'Srinu', te: 'శ్రీను', weight: 2 },
  { en: 'Raghavendra', te: 'రాఘవేంద్ర', weight: 1 },
  { en: 'Pullaiah', te: 'పుల్లయ్య', weight: 1 },
  { en: 'Veeraiah', te: 'వీరయ్య', weight: 1 },
  { en: 'Yesu Babu', te: 'యేసు బాబు', weight: 1 },
  { en: 'Abdul Khader', te: 'అబ్దుల్ ఖాదర్', weight: 1 },
  { en: 'Eswar', te: 'ఈశ్వర్', weight: 1 },
  { en: 'Lokesh', te: 'లోకేష్', weight: 1 },
];

export const FEMALE_GIVEN_NAMES: readonly WeightedName[] = [
  { en: 'Venkata Lakshmi', te: 'వెంకట లక్ష్మి', weight: 14 },
  { en: 'Lakshmi', te: 'లక్ష్మి', weight: 12 },
  { en: 'Padmavathi', te: 'పద్మావతి', weight: 9 },
  { en: 'Sujatha', te: 'సుజాత', weight: 8 },
  { en: 'Naga Lakshmi', te: 'నాగ లక్ష్మి', weight: 8 },
  { en: 'Anuradha', te: 'అనురాధ', weight: 7 },
  { en: 'Vijaya Lakshmi', te: 'విజయ లక్ష్మి', weight: 7 },
  { en: 'Saraswathi', te: 'సరస్వతి', weight: 6 },
  { en: 'Durga Bhavani', te: 'దుర్గా భవాని', weight: 6 },
  { en: 'Kumari', te: 'కుమారి', weight: 5 },
  { en: 'Rama Devi', te: 'రమా దేవి', weight: 5 },
  { en: 'Sarojini', te: 'సరోజిని', weight: 4 },
  { en: 'Swapna', te: 'స్వప్న', weight: 4 },
  { en: 'Bharathi', te: 'భారతి', weight: 4 },
  { en: 'Jyothi', te: 'జ్యోతి', weight: 4 },
  { en: 'Madhavi', te: 'మాధవి', weight: 3 },
  { en: 'Sri Devi', te: 'శ్రీ దేవి', weight: 3 },
  { en: 'Aruna', te: 'అరుణ', weight: 3 },
  { en: 'Kalyani', te: 'కళ్యాణి', weight: 3 },
  { en: 'Annapurna', te: 'అన్నపూర్ణ', weight: 2 },
  { en: 'Rajeswari', te: 'రాజేశ్వరి', weight: 2 },
  { en: 'Sowjanya', te: 'సౌజన్య', weight: 2 },
  { en: 'Hemalatha', te: 'హేమలత', weight: 1 },
  { en: 'Sunitha', te: 'సునీత', weight: 1 },
  { en: 'Gowri', te: 'గౌరి', weight: 1 },
  { en: 'Nirmala', te: 'నిర్మల', weight: 1 },
];

/** Mortgagees and releasors of mortgages: banks and societies, named with the branch's manager as their relation. */
export const LENDERS: readonly BilingualText[] = [
  { en: 'State Bank of India', te: 'స్టేట్ బ్యాంక్ ఆఫ్ ఇండియా' },
  { en: 'Andhra Bank', te: 'ఆంధ్రా బ్యాంక్' },
  { en: 'Union Bank of India', te: 'యూనియన్ బ్యాంక్ ఆఫ్ ఇండియా' },
  { en: 'Canara Bank', te: 'కెనరా బ్యాంక్' },
  { en: 'Indian Bank', te: 'ఇండియన్ బ్యాంక్' },
  { en: 'Andhra Pradesh Grameena Vikas Bank', te: 'ఆంధ్ర ప్రదేశ్ గ్రామీణ వికాస్ బ్యాంక్' },
  { en: 'Primary Agricultural Cooperative Society', te: 'ప్రాథమిక వ్యవసాయ సహకార సంఘం' },
  { en: 'Housing Development Finance Corporation', te: 'హౌసింగ్ డెవలప్‌మెంట్ ఫైనాన్స్ కార్పొరేషన్' },
];

export const BRANCH_MANAGER: BilingualText = { en: 'Branch Manager', te: 'బ్రాంచ్ మేనేజర్' };

/** Named layouts in which urban plots lie. */
export const LAYOUT_NAMES: readonly string[] = [
  'Sai Nagar Layout',
  'Vivekananda Colony',
  'Teachers Colony Layout',
  'Srinivasa Nagar Layout',
  'Gandhi Nagar Extension',
  'Lakshmi Nagar Layout',
  'Balaji Enclave',
  'VUDA Layout',
  'Housing Board Colony',
  'Rajiv Swagruha Layout',
];

export const APARTMENT_NAMES: readonly string[] = [
  'Sri Sai Residency',
  'Lakshmi Towers',
  'Venkateswara Enclave',
  'Green Meadows Apartments',
  'Sri Krishna Heights',
  'Balaji Residency',
  'Padmavathi Apartments',
  'Sai Krupa Towers',
  'Godavari Homes',
  'Krishna Riverview Apartments',
  'Srinivasa Towers',
  'Anjani Residency',
];

/** What else lies on a side of a parcel besides a neighbour's land. */
export const BOUNDARY_FEATURES: readonly BilingualText[] = [
  { en: 'Panchayat Road', te: 'పంచాయతీ రోడ్డు' },
  { en: 'Cart Track', te: 'బండి బాట' },
  { en: 'Irrigation Canal', te: 'పంట కాలువ' },
  { en: 'Government Land', te: 'ప్రభుత్వ భూమి' },
  { en: 'R&B Road', te: 'ఆర్ అండ్ బి రోడ్డు' },
  { en: 'Drain', te: 'మురుగు కాలువ' },
  { en: '30 ft Road', te: '30 అడుగుల రోడ్డు' },
  { en: 'Municipal Road', te: 'మునిసిపల్ రోడ్డు' },
];

/** Section 22-A categories of prohibited property, with the reason as the notification gives it. */
export const PROHIBITION_CATEGORIES: readonly { category: string; reason: BilingualText }[] = [
  { category: 'government', reason: { en: 'Government land (poramboke) under Section 22-A(1)(a)', te: 'సెక్షన్ 22-ఎ(1)(ఎ) కింద ప్రభుత్వ (పోరంబోకు) భూమి' } },
  { category: 'assigned', reason: { en: 'Land assigned to landless poor, not transferable under the POT Act', te: 'భూమిలేని పేదలకు ఇచ్చిన అసైన్డ్ భూమి, పి.ఓ.టి. చట్టం కింద బదిలీ చేయరాదు' } },
  { category: 'endowment', reason: { en: 'Land belonging to a temple under the Endowments Department', te: 'దేవాదాయ శాఖ పరిధిలోని దేవాలయ భూమి' } },
  { category: 'wakf', reason: { en: 'Wakf property notified by the A.P. State Wakf Board', te: 'ఆం.ప్ర. రాష్ట్ర వక్ఫ్ బోర్డు ప్రకటించిన వక్ఫ్ ఆస్తి' } },
  { category: 'court-attachment', reason: { en: 'Attached by order of the court pending a suit', te: 'దావా పెండింగ్‌లో ఉన్నందున కోర్టు ఉత్తర్వు ద్వారా జప్తు' } },
];

import type { BilingualText } from '@igrs/domain';
import { same, xlsx, type SeedItem, type SeedList } from './types.ts';

type Region = 'north-coastal' | 'godavari-krishna' | 'south-coastal' | 'rayalaseema';

interface CollectionCentre {
  region: Region;
  code: string;
  authorisedOn: string;
  name: BilingualText;
  district: BilingualText;
  address: BilingualText;
  phone: string;
}

const centres: CollectionCentre[] = [
  {
    region: 'north-coastal',
    code: 'ACC-SKL-003',
    authorisedOn: '2019-08-12',
    name: { en: 'State Bank of India, Srikakulam main branch', te: 'స్టేట్ బ్యాంక్ ఆఫ్ ఇండియా, శ్రీకాకుళం ప్రధాన శాఖ' },
    district: { en: 'Srikakulam', te: 'శ్రీకాకుళం' },
    address: { en: 'Palakonda Road, Srikakulam - 532001', te: 'పాలకొండ రోడ్, శ్రీకాకుళం - 532001' },
    phone: '08942-222410',
  },
  {
    region: 'north-coastal',
    code: 'ACC-VZM-002',
    authorisedOn: '2020-01-20',
    name: { en: 'Union Bank of India, Vizianagaram branch', te: 'యూనియన్ బ్యాంక్ ఆఫ్ ఇండియా, విజయనగరం శాఖ' },
    district: { en: 'Vizianagaram', te: 'విజయనగరం' },
    address: { en: 'M.G. Road, Vizianagaram - 535002', te: 'ఎం.జి. రోడ్, విజయనగరం - 535002' },
    phone: '08922-236155',
  },
  {
    region: 'north-coastal',
    code: 'ACC-VSP-014',
    authorisedOn: '2021-03-08',
    name: { en: 'Canara Bank, Dwaraka Nagar branch', te: 'కెనరా బ్యాంక్, ద్వారకా నగర్ శాఖ' },
    district: { en: 'Visakhapatnam', te: 'విశాఖపట్నం' },
    address: { en: 'D.No. 47-10-20, Dwaraka Nagar Main Road, Visakhapatnam - 530016', te: 'డోర్ నం. 47-10-20, ద్వారకా నగర్ మెయిన్ రోడ్, విశాఖపట్నం - 530016' },
    phone: '0891-2745310',
  },
  {
    region: 'north-coastal',
    code: 'ACC-VSP-021',
    authorisedOn: '2024-06-17',
    name: { en: 'Stock Holding Corporation of India, Visakhapatnam centre', te: 'స్టాక్ హోల్డింగ్ కార్పొరేషన్ ఆఫ్ ఇండియా, విశాఖపట్నం కేంద్రం' },
    district: { en: 'Visakhapatnam', te: 'విశాఖపట్నం' },
    address: { en: 'Siripuram Junction, Visakhapatnam - 530003', te: 'సిరిపురం జంక్షన్, విశాఖపట్నం - 530003' },
    phone: '0891-2551842',
  },
  {
    region: 'godavari-krishna',
    code: 'ACC-KKD-005',
    authorisedOn: '2019-11-04',
    name: { en: 'Indian Bank, Kakinada main branch', te: 'ఇండియన్ బ్యాంక్, కాకినాడ ప్రధాన శాఖ' },
    district: { en: 'Kakinada', te: 'కాకినాడ' },
    address: { en: 'Main Road, Kakinada - 533001', te: 'మెయిన్ రోడ్, కాకినాడ - 533001' },
    phone: '0884-2368720',
  },
  {
    region: 'godavari-krishna',
    code: 'ACC-RJY-007',
    authorisedOn: '2022-02-14',
    name: { en: 'State Bank of India, Rajamahendravaram town branch', te: 'స్టేట్ బ్యాంక్ ఆఫ్ ఇండియా, రాజమహేంద్రవరం టౌన్ శాఖ' },
    district: { en: 'East Godavari', te: 'తూర్పు గోదావరి' },
    address: { en: 'Kotipalli Bus Stand Road, Rajamahendravaram - 533101', te: 'కోటిపల్లి బస్టాండ్ రోడ్, రాజమహేంద్రవరం - 533101' },
    phone: '0883-2434615',
  },
  {
    region: 'godavari-krishna',
    code: 'ACC-ELR-004',
    authorisedOn: '2023-07-03',
    name: { en: 'Bank of Baroda, Eluru branch', te: 'బ్యాంక్ ఆఫ్ బరోడా, ఏలూరు శాఖ' },
    district: { en: 'Eluru', te: 'ఏలూరు' },
    address: { en: 'R.R. Pet, Eluru - 534002', te: 'ఆర్.ఆర్. పేట, ఏలూరు - 534002' },
    phone: '08812-230947',
  },
  {
    region: 'godavari-krishna',
    code: 'ACC-VJA-011',
    authorisedOn: '2020-09-21',
    name: { en: 'Stock Holding Corporation of India, Vijayawada centre', te: 'స్టాక్ హోల్డింగ్ కార్పొరేషన్ ఆఫ్ ఇండియా, విజయవాడ కేంద్రం' },
    district: { en: 'NTR', te: 'ఎన్టీఆర్' },
    address: { en: 'M.G. Road, Labbipet, Vijayawada - 520010', te: 'ఎం.జి. రోడ్, లబ్బీపేట, విజయవాడ - 520010' },
    phone: '0866-2470000',
  },
  {
    region: 'godavari-krishna',
    code: 'ACC-MTM-002',
    authorisedOn: '2025-04-28',
    name: { en: 'Union Bank of India, Machilipatnam branch', te: 'యూనియన్ బ్యాంక్ ఆఫ్ ఇండియా, మచిలీపట్నం శాఖ' },
    district: { en: 'Krishna', te: 'కృష్ణా' },
    address: { en: 'Koneru Centre, Machilipatnam - 521001', te: 'కోనేరు సెంటర్, మచిలీపట్నం - 521001' },
    phone: '08672-223584',
  },
  {
    region: 'south-coastal',
    code: 'ACC-GNT-009',
    authorisedOn: '2021-10-11',
    name: { en: 'Canara Bank, Brodipet branch', te: 'కెనరా బ్యాంక్, బ్రాడీపేట శాఖ' },
    district: { en: 'Guntur', te: 'గుంటూరు' },
    address: { en: '4th Line, Brodipet, Guntur - 522002', te: '4వ లైన్, బ్రాడీపేట, గుంటూరు - 522002' },
    phone: '0863-2233170',
  },
  {
    region: 'south-coastal',
    code: 'ACC-ONG-003',
    authorisedOn: '2022-08-29',
    name: { en: 'State Bank of India, Ongole main branch', te: 'స్టేట్ బ్యాంక్ ఆఫ్ ఇండియా, ఒంగోలు ప్రధాన శాఖ' },
    district: { en: 'Prakasam', te: 'ప్రకాశం' },
    address: { en: 'Trunk Road, Ongole - 523001', te: 'ట్రంక్ రోడ్, ఒంగోలు - 523001' },
    phone: '08592-232418',
  },
  {
    region: 'south-coastal',
    code: 'ACC-NLR-006',
    authorisedOn: '2026-02-09',
    name: { en: 'Indian Bank, Nellore Magunta Layout branch', te: 'ఇండియన్ బ్యాంక్, నెల్లూరు మాగుంట లేఅవుట్ శాఖ' },
    district: { en: 'Sri Potti Sriramulu Nellore', te: 'శ్రీ పొట్టి శ్రీరాములు నెల్లూరు' },
    address: { en: 'Magunta Layout, Nellore - 524003', te: 'మాగుంట లేఅవుట్, నెల్లూరు - 524003' },
    phone: '0861-2331906',
  },
  {
    region: 'rayalaseema',
    code: 'ACC-TPT-008',
    authorisedOn: '2020-06-15',
    name: { en: 'Bank of Baroda, Tirupati branch', te: 'బ్యాంక్ ఆఫ్ బరోడా, తిరుపతి శాఖ' },
    district: { en: 'Tirupati', te: 'తిరుపతి' },
    address: { en: 'Tilak Road, Tirupati - 517501', te: 'తిలక్ రోడ్, తిరుపతి - 517501' },
    phone: '0877-2225493',
  },
  {
    region: 'rayalaseema',
    code: 'ACC-KDP-004',
    authorisedOn: '2023-01-16',
    name: { en: 'Canara Bank, Kadapa main branch', te: 'కెనరా బ్యాంక్, కడప ప్రధాన శాఖ' },
    district: { en: 'YSR Kadapa', te: 'వైఎస్ఆర్ కడప' },
    address: { en: 'Nagarajupeta, Kadapa - 516001', te: 'నాగరాజుపేట, కడప - 516001' },
    phone: '08562-244318',
  },
  {
    region: 'rayalaseema',
    code: 'ACC-KNL-005',
    authorisedOn: '2024-09-30',
    name: { en: 'State Bank of India, Kurnool collectorate branch', te: 'స్టేట్ బ్యాంక్ ఆఫ్ ఇండియా, కర్నూలు కలెక్టరేట్ శాఖ' },
    district: { en: 'Kurnool', te: 'కర్నూలు' },
    address: { en: 'Collectorate Complex, Kurnool - 518002', te: 'కలెక్టరేట్ కాంప్లెక్స్, కర్నూలు - 518002' },
    phone: '08518-220517',
  },
  {
    region: 'rayalaseema',
    code: 'ACC-ATP-006',
    authorisedOn: '2025-11-24',
    name: { en: 'Union Bank of India, Anantapur Subhash Road branch', te: 'యూనియన్ బ్యాంక్ ఆఫ్ ఇండియా, అనంతపురం సుభాష్ రోడ్ శాఖ' },
    district: { en: 'Anantapur', te: 'అనంతపురం' },
    address: { en: 'Subhash Road, Anantapur - 515001', te: 'సుభాష్ రోడ్, అనంతపురం - 515001' },
    phone: '08554-274362',
  },
];

const consolidatedList = xlsx('estamp-authorised-collection-centres.xlsx', {
  sheetName: 'Collection centres',
  title: 'e-Stamp authorised collection centres in Andhra Pradesh',
  columns: ['ACC code', 'Collection centre', 'District', 'Address', 'Telephone', 'Authorised on'],
  rows: centres.map((centre) => [centre.code, centre.name.en, centre.district.en, centre.address.en, centre.phone, centre.authorisedOn]),
});

function centreItem(centre: CollectionCentre, index: number): SeedItem {
  return {
    group: centre.region,
    title: centre.name,
    summary: {
      en: `Authorised collection centre for e-stamps in ${centre.district.en} district, open on bank working days from 10.00 a.m. to 4.00 p.m.`,
      te: `${centre.district.te} జిల్లాలో ఈ-స్టాంపుల అధీకృత వసూలు కేంద్రం; బ్యాంకు పని దినాల్లో ఉదయం 10.00 నుండి సాయంత్రం 4.00 వరకు పనిచేస్తుంది.`,
    },
    referenceNumber: centre.code,
    itemDate: centre.authorisedOn,
    details: { district: centre.district, address: centre.address, phone: same(centre.phone), accCode: same(centre.code) },
    // One workbook lists every centre; it hangs off the first entry rather than being repeated on each.
    ...(index === 0 ? { file: consolidatedList } : {}),
  };
}

export const estampAccList: SeedList = {
  list: 'estamp-acc',
  groups: [
    { key: 'north-coastal', label: { en: 'North coastal Andhra', te: 'ఉత్తర కోస్తా ఆంధ్ర' } },
    { key: 'godavari-krishna', label: { en: 'Godavari and Krishna', te: 'గోదావరి మరియు కృష్ణా' } },
    { key: 'south-coastal', label: { en: 'South coastal Andhra', te: 'దక్షిణ కోస్తా ఆంధ్ర' } },
    { key: 'rayalaseema', label: { en: 'Rayalaseema', te: 'రాయలసీమ' } },
  ],
  items: centres.map(centreItem),
};

import type { NotaryRequest } from '@igrs/domain';

/** The demo's notaries: six districts' bar associations, terms ending over the next years, one already lapsed. */
const PLACES = [
  { districtCode: '03', address: 'Court Road, Visakhapatnam - 530002' },
  { districtCode: '06', address: 'Bar Association Complex, Vijayawada - 520002' },
  { districtCode: '07', address: 'Collectorate Road, Guntur - 522004' },
  { districtCode: '10', address: 'Court Compound, Tirupati - 517501' },
  { districtCode: '13', address: 'Budhawarpet, Kurnool - 518002' },
  { districtCode: '04', address: 'Court Road, Rajamahendravaram - 533101' },
] as const;

const NAMES = [
  'K. Venkata Subba Rao', 'P. Lakshmi Prasanna', 'M. Srinivasa Reddy', 'G. Anuradha', 'B. Ramakrishna', 'Ch. Padmaja',
  'T. Nageswara Rao', 'S. Vijaya Kumari', 'D. Hari Prasad', 'Y. Sarada Devi', 'N. Ravi Shankar', 'V. Kalyani',
  'A. Surya Narayana', 'R. Madhavi Latha', 'J. Prabhakar', 'L. Swarna Kumari', 'K. Murali Mohan', 'P. Jyothirmayi',
  'E. Sambasiva Rao', 'G. Rajya Lakshmi', 'M. Bala Krishna', 'S. Uma Maheswari', 'T. Chandra Sekhar', 'B. Vani',
  'R. Sudhakar', 'K. Hymavathi', 'V. Gopala Krishna', 'N. Annapurna', 'P. Kiran Kumar', 'Ch. Sailaja',
];

export const DEMO_NOTARIES: NotaryRequest[] = NAMES.map((name, index) => {
  const place = PLACES[index % PLACES.length]!;
  const year = 2016 + (index % 9);
  return {
    registrationNumber: `AP/NOT/${year}/${String(1040 + index * 37).padStart(4, '0')}`,
    name,
    districtCode: place.districtCode,
    address: `Chamber No. ${12 + index}, ${place.address}`,
    validFrom: `${year}-01-01`,
    // Every tenth term has run out, so the list shows lapsed notaries as such.
    validTo: index % 10 === 9 ? '2025-12-31' : `${2027 + (index % 3)}-12-31`,
  };
});

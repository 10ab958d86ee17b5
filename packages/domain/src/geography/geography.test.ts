import { describe, expect, it } from 'vitest';
import { districts } from '../reference/index.ts';
import { sroOffices } from '../reference/index.ts';
import { sroOfficesQuerySchema } from './contracts.ts';
import { SRO_WORKING_HOURS, workingHoursText } from './office-hours.ts';
import { revenueDistrictOf, revenueDistricts } from './revenue-districts.ts';

describe('revenue districts', () => {
  it('hold every registration district and every Andhra Pradesh office', () => {
    const codes = new Set(revenueDistricts.map((district) => district.code));
    expect(codes.size).toBe(13);
    for (const district of districts) expect(codes.has(district.revenueDistrictCode), district.code).toBe(true);
    for (const office of sroOffices.filter((entry) => entry.state === 'AP')) expect(codes.has(office.revenueDistrictCode ?? ''), office.code).toBe(true);
  });

  it('are found from a revenue or a registration district code', () => {
    expect(revenueDistrictOf('03')?.description.en).toBe('Visakhapatnam');
    expect(revenueDistrictOf('07_4')?.description.en).toBe('Guntur');
    expect(revenueDistrictOf('07_9')).toBeUndefined();
    expect(revenueDistrictOf('14')).toBeUndefined();
  });
});

describe('office hours', () => {
  it('read as a clock in both languages', () => {
    expect(workingHoursText(SRO_WORKING_HOURS)).toEqual({
      en: '10:30 AM – 5:00 PM, Monday to Saturday, except the second Saturday and public holidays',
      te: 'ఉదయం 10:30 – సాయంత్రం 5:00, సోమవారం నుండి శనివారం వరకు, రెండవ శనివారం మరియు ప్రభుత్వ సెలవు దినాలు మినహా',
    });
    expect(workingHoursText({ opens: '12:00', closes: '00:15' }).en).toBe('12:00 PM – 12:15 AM, Monday to Saturday, except the second Saturday and public holidays');
  });
});

describe('sroOfficesQuerySchema', () => {
  it('takes empty filters as none and refuses malformed codes', () => {
    expect(sroOfficesQuerySchema.parse({ district: '', mandal: '', village: '', q: ' gudem ' })).toEqual({ district: '', mandal: '', village: '', q: 'gudem' });
    const result = sroOfficesQuerySchema.safeParse({ district: '3', mandal: '03', village: 'x' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['district', 'mandal', 'village']);
  });
});

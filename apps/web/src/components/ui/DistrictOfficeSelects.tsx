import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { revenueDistricts, sroOffices } from '@igrs/domain';
import { useBilingual } from '../../lib/bilingual.ts';
import { SelectField } from './SelectField.tsx';

interface SelectSpec {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/**
 * A district, then one of its Sub-Registrar offices: the office list follows
 * the district chosen (the district's registration should clear the office
 * when it changes).
 */
export function DistrictOfficeSelects({ district, office, districtCode, choose, districtFirst }: { district: SelectSpec; office: SelectSpec; districtCode: string; choose: string; districtFirst: string }) {
  const { pick } = useBilingual();
  const offices = useMemo(() => sroOffices.filter((entry) => entry.state === 'AP' && entry.revenueDistrictCode === districtCode), [districtCode]);
  return (
    <>
      <div className="col-12 col-md-6">
        <SelectField
          id={district.id}
          label={district.label}
          hint={district.hint}
          placeholder={choose}
          options={revenueDistricts.map((entry) => ({ value: entry.code, label: pick(entry.description) }))}
          error={district.error}
          registration={district.registration}
        />
      </div>
      <div className="col-12 col-md-6">
        <SelectField
          id={office.id}
          label={office.label}
          hint={office.hint}
          placeholder={districtCode ? choose : districtFirst}
          options={offices.map((entry) => ({ value: entry.code, label: pick(entry.description) }))}
          error={office.error}
          registration={office.registration}
          disabled={!districtCode}
        />
      </div>
    </>
  );
}

import { describe, expect, it } from 'vitest';
import { jsonRowShape } from './json-rows.ts';

describe('rows carried as JSON arrays', () => {
  const shape = jsonRowShape<{ id: number; nameEn: string; registeredOn: string }>({ id: 'p.id', nameEn: 'p.name_en', registeredOn: 'p.registered_on' });

  it('writes the columns in the order they are named', () => {
    expect(shape.sql).toBe('json_build_array(p.id, p.name_en, p.registered_on)');
  });

  it('reads each value back under its column name', () => {
    expect(shape.readAll([[7, 'Thota Hemalatha', '2024-10-11'], [8, 'Karri Ramesh', '1999-01-02']])).toEqual([
      { id: 7, nameEn: 'Thota Hemalatha', registeredOn: '2024-10-11' },
      { id: 8, nameEn: 'Karri Ramesh', registeredOn: '1999-01-02' },
    ]);
  });
});

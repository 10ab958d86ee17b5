import { formatDisplayDate, formatRupees, type FieldDefinition, type Particulars, type SectionDefinition } from '@igrs/domain';
import { useBilingual } from '../../lib/bilingual.ts';
import { ListTable } from '../ui/ListTable.tsx';

function useShown() {
  const { pick } = useBilingual();
  return (field: FieldDefinition, value: string | undefined) => {
    if (!value) return '—';
    if (field.type === 'date') return formatDisplayDate(value);
    if (field.type === 'rupees') return formatRupees(Number(value));
    if (field.type === 'choice') return field.options?.find((option) => option.code === value) ? pick(field.options.find((option) => option.code === value)!.label) : value;
    return value;
  };
}

/** The particulars of a kind or a filing as entered, section by section: lists as tables, the rest as terms. */
export function SectionsView({ sections, particulars, headingLevel }: { sections: readonly SectionDefinition[]; particulars: Particulars; headingLevel: 3 | 4 | 5 }) {
  const { pick } = useBilingual();
  const shown = useShown();
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {sections.map((section) => {
        const value = particulars[section.key];
        return (
          <section key={section.key} className="mb-3">
            <Heading className="h6">{pick(section.title)}</Heading>
            {Array.isArray(value) ? (
              <ListTable label={pick(section.title)} columns={[{ header: '#' }, ...section.fields.map((field) => ({ header: pick(field.label) }))]} className="table table-sm">
                {value.map((row, index) => (
                  <tr key={index}>
                    <td>{index + 1}</td>
                    {section.fields.map((field) => (
                      <td key={field.name}>{shown(field, row[field.name])}</td>
                    ))}
                  </tr>
                ))}
              </ListTable>
            ) : (
              <dl className="row mb-0">
                {section.fields.map((field) => (
                  <div key={field.name} className="col-12 col-md-6 d-flex gap-2">
                    <dt className="fw-normal text-body-secondary">{pick(field.label)}</dt>
                    <dd className="mb-1">{shown(field, value?.[field.name])}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        );
      })}
    </>
  );
}


import { useTranslation } from 'react-i18next';
import type { FieldError } from '@igrs/domain';

/** `file.row[12].rate` → row 12, column rate; `file.columns.rate` → the header row (1), column rate. */
function locate(field: string): { row: number | undefined; column: string | undefined } {
  const inRow = /^file\.row\[(\d+)\](?:\.(\w+))?$/.exec(field);
  if (inRow) return { row: Number(inRow[1]), column: inRow[2] };
  const inHeader = /^file\.columns\.(\w+)$/.exec(field);
  return inHeader ? { row: 1, column: inHeader[1] } : { row: undefined, column: undefined };
}

/** The server's problems with a refused rate file, row by row as a spreadsheet program numbers them. */
export function FileProblems({ id, problems }: { id: string; problems: FieldError[] }) {
  const { t } = useTranslation();
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className="mb-3">
      <h2 id={`${id}-heading`} className="h5">
        {t('mvUpload.problemsTitle')}
      </h2>
      <p>{t('mvUpload.refused')}</p>
      <div className="table-responsive">
        <table className="table table-sm table-bordered align-middle">
          <caption className="visually-hidden">{t('mvUpload.problemsTitle')}</caption>
          <thead className="table-light">
            <tr>
              <th scope="col">{t('mvUpload.row')}</th>
              <th scope="col">{t('mvUpload.column')}</th>
              <th scope="col">{t('mvUpload.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem, index) => {
              const { row, column } = locate(problem.field);
              return (
                <tr key={`${problem.field}-${index}`}>
                  <td>{row ?? '—'}</td>
                  <td>{column ? <code>{column}</code> : '—'}</td>
                  <td>{problem.message}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

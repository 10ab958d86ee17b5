import { Link } from 'react-router';
import { APP_BASE_PATH, type ContentSection } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';

function SectionLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith(`${APP_BASE_PATH}/`)) return <Link to={href.slice(APP_BASE_PATH.length)}>{label}</Link>;
  return <a href={href}>{label}</a>;
}

export function ContentSections({ sections, headingLevel = 2 }: { sections: ContentSection[]; headingLevel?: 2 | 3 }) {
  const { pick } = useBilingual();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section key={section.key} id={section.key} className="igrs-section mb-4" aria-labelledby={`${section.key}-heading`}>
          <Heading id={`${section.key}-heading`} className="h4">
            {pick(section.heading)}
          </Heading>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{pick(paragraph)}</p>
          ))}
          {section.bullets.length > 0 ? (
            <ul>
              {section.bullets.map((bullet, index) => (
                <li key={index}>{pick(bullet)}</li>
              ))}
            </ul>
          ) : null}
          {section.table ? (
            <div className="table-responsive">
              <table className="table table-bordered table-striped align-middle">
                <caption>{pick(section.table.caption)}</caption>
                <thead className="table-light">
                  <tr>
                    {section.table.columns.map((column, index) => (
                      <th key={index} scope="col">
                        {pick(column)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.table.rows.map((row, rowIndex) => (
                    <tr key={rowIndex}>
                      {row.map((cell, cellIndex) =>
                        cellIndex === 0 ? (
                          <th key={cellIndex} scope="row">
                            {pick(cell)}
                          </th>
                        ) : (
                          <td key={cellIndex}>{pick(cell)}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {section.links.length > 0 ? (
            <ul className="list-inline">
              {section.links.map((link) => (
                <li key={link.href} className="list-inline-item">
                  <SectionLink href={link.href} label={pick(link.label)} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}

import type { ReactNode } from 'react';

/**
 * The scrolling box of a table wider than a phone: a named region that takes
 * keyboard focus, so it can be scrolled without a mouse and is announced.
 */
function TableScroll({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`table-responsive ${className}`.trim()} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export interface ListColumn {
  header: ReactNode;
  /** Counts and amounts, set to the right. */
  numeric?: boolean;
}

const CAPTION_CLASS = { hidden: 'visually-hidden', top: 'caption-top', bottom: undefined } as const;

/**
 * A list of records as a table: in its scrolling box, with a caption (shown
 * above or below it, or read by screen readers only) and the columns'
 * headings. The rows are the caller's, inside the table's body.
 */
export function ListTable({
  label,
  caption = label,
  captionPlacement = 'hidden',
  columns,
  className = 'table',
  regionClassName,
  children,
}: {
  /** Names the scrolling region, and the caption unless one is given. */
  label: string;
  caption?: ReactNode;
  captionPlacement?: keyof typeof CAPTION_CLASS;
  columns: readonly ListColumn[];
  className?: string;
  regionClassName?: string;
  children: ReactNode;
}) {
  return (
    <TableScroll label={label} {...(regionClassName ? { className: regionClassName } : {})}>
      <table className={className}>
        <caption className={CAPTION_CLASS[captionPlacement]}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.numeric ? 'text-end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}

import type { ReactNode } from 'react';

/**
 * The scrolling box of a table wider than a phone: a named region that takes
 * keyboard focus, so it can be scrolled without a mouse and is announced.
 */
export function TableScroll({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`table-responsive ${className}`.trim()} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

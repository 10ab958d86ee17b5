import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPart, seriousViolations } from '../../test/render.tsx';
import { ListTable } from './ListTable.tsx';

afterEach(cleanup);

const columns = [{ header: 'Application ID' }, { header: 'Fee paid', numeric: true }];

describe('a list table', () => {
  it('is a named region that scrolls by keyboard, holding a table captioned for screen readers, its headings set per column', async () => {
    const { container } = await renderPart(
      <ListTable label="Your applications" columns={columns}>
        <tr>
          <th scope="row">AP-701-2026-000001</th>
          <td className="text-end">₹1,200</td>
        </tr>
      </ListTable>,
    );
    const region = screen.getByRole('region', { name: 'Your applications' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Your applications' });
    expect(table.querySelector('caption')?.className).toBe('visually-hidden');
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => [heading.textContent, heading.getAttribute('scope'), heading.className])).toEqual([
      ['Application ID', 'col', ''],
      ['Fee paid', 'col', 'text-end'],
    ]);
    expect(within(table).getByRole('rowheader').textContent).toBe('AP-701-2026-000001');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows a caption of its own above or below the table when asked', async () => {
    await renderPart(
      <ListTable label="Notaries" caption="12 notaries" captionPlacement="top" columns={columns} className="table table-sm">
        <tr>
          <td>1</td>
          <td>2</td>
        </tr>
      </ListTable>,
    );
    const table = screen.getByRole('table', { name: '12 notaries' });
    expect(table.className).toBe('table table-sm');
    expect(table.querySelector('caption')?.className).toBe('caption-top');
  });
});

import { describe, expect, it } from 'vitest';
import { STATE_JURISDICTION } from './jurisdiction.ts';
import { LOGIN_TYPES, type LoginType } from './login-types.ts';
import type { Principal } from './accounts.ts';
import { canOpenPage, menuPageOf, menuFor, menuPaths, menuVariantFor, type MenuItem } from './menus.ts';
import { STAFF_PAGES, STAFF_PAGE_LIST, type StaffPageId } from '../frame/index.ts';

function principal(loginType: LoginType, isMasterUser = false, loginId = `demo_${loginType.toLowerCase()}`): Principal {
  return { loginType, isMasterUser, loginId, jurisdiction: STATE_JURISDICTION };
}

function titles(menu: MenuItem[]): string[] {
  return menu.flatMap((item) => [item.title.en, ...titles(item.submenu)]);
}

function topTitles(menu: MenuItem[]): string[] {
  return menu.map((item) => item.title.en);
}

describe('menus by login type (spec §6, row by row)', () => {
  it('AGENCY master: Name Search and Sub User Creation', () => {
    const menu = menuFor(principal('AGENCY', true));
    expect(topTitles(menu)).toEqual(['Name Search', 'Sub User Creation']);
    expect(menu.map((item) => item.url)).toEqual(['/igrs/NameSearch/AgreementPage', '/igrs/NameSearch/CreatesubUser']);
  });

  it('the one configured master agency also gets the income-tax menu; other masters do not', () => {
    const options = { incomeTaxAgencyLoginId: 'itd_master' };
    expect(topTitles(menuFor(principal('AGENCY', true, 'itd_master'), options))).toEqual(['Name Search', 'Sub User Creation', 'Income Tax Reports']);
    expect(topTitles(menuFor(principal('AGENCY', true, 'bank_master'), options))).toEqual(['Name Search', 'Sub User Creation']);
    expect(topTitles(menuFor(principal('AGENCY', false, 'itd_master'), options))).toEqual(['Name Search']);
  });

  it('AGENCY non-master: Name Search only', () => {
    expect(topTitles(menuFor(principal('AGENCY')))).toEqual(['Name Search']);
  });

  it('CCLA: Rural Mutation Report only', () => {
    expect(titles(menuFor(principal('CCLA')))).toEqual(['Rural Mutation Report']);
  });

  it.each(['CIG', 'DIGCARD', 'DAG'] as const)('%s: the department report menu without Certified Copy, Create New User and Name Search', (type) => {
    const all = titles(menuFor(principal(type)));
    expect(menuVariantFor(principal(type))).toBe('reportsOnly');
    expect(all).toEqual(expect.arrayContaining(['Dashboard', 'MIS Report', 'Department Login Reports']));
    for (const absent of ['Certified Copy', 'Create New User', 'Name Search', 'Edit Index']) expect(all).not.toContain(absent);
  });

  it('INCOMETAX: Certified Copy and the income tax reports only', () => {
    const menu = menuFor(principal('INCOMETAX'));
    expect(topTitles(menu)).toEqual(['Certified Copy', 'Income Tax Reports']);
    expect(titles(menu[1]!.submenu)).toEqual(['50C Report', 'AIR Report', 'CIB Report', 'SFT Report']);
  });

  it.each(['DIG', 'DR', 'DR_AUDIT'] as const)('%s: the officer menu with Name Search, Edit Index, no Create New User', (type) => {
    const all = titles(menuFor(principal(type)));
    expect(all).toEqual(expect.arrayContaining(['Name Search', 'Certified Copy', 'Edit Index', 'MIS Report', 'Department Login Reports']));
    expect(all).not.toContain('Create New User');
    expect(all).not.toContain('eSign Counts Report');
  });

  it('SUPTDTCARD: Name Search plus the department menu, with eSign Counts Report added under Department Login Reports', () => {
    const menu = menuFor(principal('SUPTDTCARD'));
    expect(titles(menu)).toContain('Name Search');
    const reports = menu.find((item) => item.title.en === 'Department Login Reports')!;
    expect(titles(reports.submenu).filter((title) => title === 'eSign Counts Report')).toHaveLength(1);
  });

  it('ADMIN: the variant with Create New User and eSign Counts Report', () => {
    const all = titles(menuFor(principal('ADMIN')));
    expect(all).toEqual(expect.arrayContaining(['Create New User', 'eSign Counts Report', 'Name Search']));
  });

  it('SRO, a type the spec does not name, gets the default department menu', () => {
    expect(menuVariantFor(principal('SRO'))).toBe('departmentOfficer');
  });

  it('VENDOR: the vendor menu, and nothing of the department', () => {
    const paths = menuPaths(menuFor(principal('VENDOR')));
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.every((path) => path.startsWith('/Vendor/'))).toBe(true);
  });
});

describe('menu contents (spec §2.7)', () => {
  it('holds every MIS submenu the spec lists', () => {
    const mis = menuFor(principal('DR')).find((item) => item.title.en === 'MIS Report')!;
    expect(topTitles(mis.submenu)).toEqual([
      'Document Status Reports',
      'Fees Foregone',
      'SMS Report',
      'Mutation Reports',
      'Income Tax Reports',
      'Miscellaneous',
      'Challan Reports',
      'Market Value Report',
      'Slot Reports',
      'Check Slip',
      'Edit Index',
      'Stamps',
      'Prohibited Property',
      'Transactions above ₹10 lakhs',
    ]);
  });

  it('opens Document details in a new tab', () => {
    const all = (menu: MenuItem[]): MenuItem[] => menu.flatMap((item) => [item, ...all(item.submenu)]);
    const details = all(menuFor(principal('DR'))).find((item) => item.title.en === 'Document Details');
    expect(details?.isTarget).toBe(true);
  });

  it('gives every entry a Telugu title and every leaf a page', () => {
    const walk = (menu: MenuItem[]) => {
      for (const item of menu) {
        expect(item.title.te).toMatch(/[\u0C00-\u0C7F]/);
        expect(item.url === '' ? item.submenu.length > 0 : item.url.startsWith('/igrs/')).toBe(true);
        walk(item.submenu);
      }
    };
    for (const type of LOGIN_TYPES) walk(menuFor(principal(type, true)));
  });

  it('leads every staff page from some menu, or from a page a menu leads to, and to no page twice within one menu', () => {
    const reachable = new Set(LOGIN_TYPES.flatMap((type) => [...menuPaths(menuFor(principal(type, true))), ...menuPaths(menuFor(principal(type)))]));
    for (const page of STAFF_PAGE_LIST) {
      expect(reachable, page.path).toContain(STAFF_PAGES[menuPageOf(page.id as StaffPageId)].path);
    }
    for (const type of LOGIN_TYPES) {
      const paths = menuPaths(menuFor(principal(type)));
      expect(new Set(paths).size, type).toBe(paths.length);
    }
  });
});

describe('canOpenPage', () => {
  it("admits to a dashboard drill-down exactly those who may open the dashboard", () => {
    for (const type of LOGIN_TYPES) expect(canOpenPage(principal(type), 'totalRegistration'), type).toBe(canOpenPage(principal(type), 'dashboard'));
  });

  it('admits exactly the login types whose menu holds the page', () => {
    expect(canOpenPage(principal('CCLA'), 'ruralMutation')).toBe(true);
    expect(canOpenPage(principal('CCLA'), 'dashboard')).toBe(false);
    expect(canOpenPage(principal('AGENCY'), 'nameSearch')).toBe(true);
    expect(canOpenPage(principal('AGENCY'), 'subUserCreation')).toBe(false);
    expect(canOpenPage(principal('AGENCY', true), 'subUserCreation')).toBe(true);
    expect(canOpenPage(principal('ADMIN'), 'createNewUser')).toBe(true);
    expect(canOpenPage(principal('DR'), 'createNewUser')).toBe(false);
    expect(canOpenPage(principal('VENDOR'), 'dashboard')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { PAGE_KEYS, PORTAL_ROUTES, matchPortalRoute, pathBelowBase } from './routes.ts';

describe('the route table', () => {
  it('has every public page of spec §2.1 and the login pages', () => {
    const paths = PORTAL_ROUTES.map((route) => route.path);
    for (const path of [
      '/about-us', '/act-rules', '/legal-module', '/faqs', '/values-rates', '/rti-act', '/tenders', '/downloads',
      '/EClandingPage', '/findSRO', '/documentTemplates', '/estamp-acclist', '/circularList', '/JudgementPage',
      '/StampjudgementPage', '/newPropertyvalue', '/Departmentlogin', '/DepartmentPasswordreset', '/Vendor/Vendorlogin',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('has the duty calculator of spec §2.4 with its rural and urban property flows, open to the public', () => {
    expect(matchPortalRoute('/DutyFeeCalculator/Property')).toMatchObject({ page: 'dutyCalculator', access: 'public' });
    expect(matchPortalRoute('/DutyFeeCalculator/Property_R_Page')).toMatchObject({ page: 'dutyCalculatorRural', access: 'public' });
    expect(matchPortalRoute('/dutyfeecalculator/property_u_page/')).toMatchObject({ page: 'dutyCalculatorUrban', access: 'public' });
  });

  it('gives each page key a route and each route a unique path', () => {
    expect(new Set(PORTAL_ROUTES.map((route) => route.page)).size).toBe(PAGE_KEYS.length);
    expect(new Set(PORTAL_ROUTES.map((route) => route.path.toLowerCase())).size).toBe(PORTAL_ROUTES.length);
  });

  it('has a signed-in route for every menu page, vendor pages for vendors', () => {
    const staffRoutes = PORTAL_ROUTES.filter((route) => route.page === 'staffPage');
    expect(staffRoutes.length).toBeGreaterThan(60);
    expect(matchPortalRoute('/Usercreation/CreatenewUser')).toMatchObject({ access: 'department', staffPageId: 'createNewUser' });
    expect(matchPortalRoute('/Vendor/Stampindentserivepage')).toMatchObject({ access: 'vendor', staffPageId: 'stampIndent' });
    expect(matchPortalRoute('/DepartmentLoginReports/RevenueStatus/GrossPaidWeekly')?.staffPageId).toBe('revenueGrossPaidWeekly');
  });
});

describe('matchPortalRoute', () => {
  it('matches like the router: any case, trailing slash ignored', () => {
    expect(matchPortalRoute('/about-us')?.page).toBe('aboutUs');
    expect(matchPortalRoute('/ABOUT-US/')?.page).toBe('aboutUs');
    expect(matchPortalRoute('/vendor/vendorlogin')?.page).toBe('vendorLogin');
    expect(matchPortalRoute('/')?.page).toBe('home');
  });

  it('finds nothing for unknown paths', () => {
    expect(matchPortalRoute('/no-such-page')).toBeUndefined();
    expect(matchPortalRoute('/about-us/extra')).toBeUndefined();
  });
});

describe('pathBelowBase', () => {
  it('strips /igrs and the query', () => {
    expect(pathBelowBase('/igrs/faqs?q=ec')).toBe('/faqs');
    expect(pathBelowBase('/igrs')).toBe('/');
    expect(pathBelowBase('/igrs/')).toBe('/');
  });

  it('gives undefined outside the base', () => {
    expect(pathBelowBase('/igrsapi/v1/health')).toBeUndefined();
    expect(pathBelowBase('/other')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { FRAMELESS_RULES, frameFor, framelessFamilyOf } from './chrome.ts';

describe('framelessFamilyOf: paths whose header and quick-tool strip are hidden (spec §2.6)', () => {
  it.each([
    ['/reports', 'reports'],
    ['/reports/Misfinalreport', 'reports'],
    ['/reports/Dashboard', 'reports'],
    ['/reports/Reports/MISAnywhere/Anywhere', 'reports'],
    ['/Challanadetails', 'challan'],
    ['/CertifiedCopy', 'certified-copy'],
    ['/Certifiedcopy', 'certified-copy'],
    ['/Vendor/Vendorlogin', 'vendor'],
    ['/Vendor/Stampindentserivepage', 'vendor'],
    ['/DepartmentLoginReports/Trend', 'department-login-reports'],
    ['/misDashboard/dashBoardfile', 'dashboard'],
    ['/NameSearch/AgreementPage', 'name-search'],
    ['/NameSearch/SearchPage', 'name-search'],
    ['/Usercreation/CreatenewUser', 'user-creation'],
    ['/DutyFeeCalculator/Property', 'duty-calculator'],
    ['/DutyFeeCalculator/Property_R_Page', 'duty-calculator'],
    ['/StockHoldingReports', 'stock-holding'],
    ['/uploads/MVdataUploads', 'upload'],
    ['/reports/', 'reports'],
  ])('%s hides the header (%s)', (path, family) => {
    expect(framelessFamilyOf(path)).toBe(family);
    expect(frameFor(path)).toEqual({ header: false, quickTools: false, propertyValueStrip: false });
  });

  it.each([
    '/',
    '/about-us',
    '/act-rules',
    '/legal-module',
    '/faqs',
    '/values-rates',
    '/rti-act',
    '/tenders',
    '/downloads',
    '/EClandingPage',
    '/findSRO',
    '/documentTemplates',
    '/estamp-acclist',
    '/circularList',
    '/JudgementPage',
    '/StampjudgementPage',
    '/newPropertyvalue',
    '/DepartmentPasswordreset',
    '/accessibility',
    '/reportsarchive',
    '/Vendors',
    '/Usercreation',
    '/uploads',
    '/StockHoldingReportsOld',
  ])('%s shows the header and quick tools', (path) => {
    expect(framelessFamilyOf(path)).toBeUndefined();
    expect(frameFor(path).header).toBe(true);
    expect(frameFor(path).quickTools).toBe(true);
  });

  it('shows the Property Value strip on the department login page only', () => {
    expect(frameFor('/Departmentlogin')).toEqual({ header: true, quickTools: true, propertyValueStrip: true });
    expect(frameFor('/').propertyValueStrip).toBe(false);
    expect(frameFor('/reports').propertyValueStrip).toBe(false);
  });

  it('covers every family the spec names', () => {
    expect(new Set(FRAMELESS_RULES.map((rule) => rule.family))).toEqual(
      new Set(['reports', 'challan', 'certified-copy', 'vendor', 'department-login-reports', 'dashboard', 'name-search', 'user-creation', 'duty-calculator', 'stock-holding', 'upload']),
    );
  });
});

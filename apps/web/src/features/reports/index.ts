export { DocumentLookupPage } from './pages/DocumentLookupPage.tsx';
export { EditIndexPage } from './pages/EditIndexPage.tsx';
export { ReportPage } from './pages/ReportPage.tsx';
export { DashboardTiles } from './components/DashboardTiles.tsx';
export { TargetSetting } from './components/TargetSetting.tsx';

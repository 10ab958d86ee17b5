export { DutyCalculatorPage } from './pages/DutyCalculatorPage.tsx';

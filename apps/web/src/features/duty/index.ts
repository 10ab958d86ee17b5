export { DutyCalculatorPage } from './pages/DutyCalculatorPage.tsx';
export { DutyCalculator } from './components/DutyCalculator.tsx';

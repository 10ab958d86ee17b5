export { ApplicationPage } from './pages/ApplicationPage.tsx';
export { CounterPage } from './pages/CounterPage.tsx';
export { OutboxPage } from './pages/OutboxPage.tsx';
export { RegistrationPage } from './pages/RegistrationPage.tsx';
export type { ValuationFormSlot } from './components/PropertyForm.tsx';
export { MobileSignIn } from './components/SignInPanel.tsx';

export { RegistrarEntries } from './components/RegistrarEntries.tsx';
export { RegistriesHomePage } from './pages/RegistriesHomePage.tsx';
export { RegistriesPublicPage } from './pages/RegistriesPublicPage.tsx';
export { RegistryEntryPage } from './pages/RegistryEntryPage.tsx';

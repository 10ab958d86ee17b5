export { findDocumentId, loadDocumentViews, registerDocument, type RegisteredCitation } from './repository.ts';
export { documentRows, partyRow, surveyBase, type DocumentRow, type PartyRow, type PropertyRow } from './rows.ts';
export { registerRoutes } from './routes.ts';

export { anywhereRegistration, documentViews, findDocumentId, loadDocumentViews, registerDocument, type DocumentViewRows, type RegisteredCitation } from './repository.ts';
export { documentRows, partyRow, surveyBase, validDocumentRows, type DocumentRow, type PartyRow, type PropertyRow, type ValidRegisterDocument } from './rows.ts';
export { registerRoutes } from './routes.ts';
export { registerPresentedDocument, type RegistrationContext, type RegistrationRequestBody } from './service.ts';

import { acceptableUsePolicy } from './documents/acceptable-use-policy.js';
import { dataProcessingAgreement } from './documents/data-processing-agreement.js';
import { privacyPolicy } from './documents/privacy-policy.js';
import { termsOfService } from './documents/terms-of-service.js';

export interface LegalDocument {
  title: string;
  /** The date of the text: change it with every change of wording. */
  version: string;
  markdown: string;
}

export const LEGAL_DOCUMENTS = {
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
  'acceptable-use-policy': acceptableUsePolicy,
  'data-processing-agreement': dataProcessingAgreement,
} satisfies Record<string, LegalDocument>;

export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;
export const LEGAL_DOCUMENT_IDS = Object.keys(LEGAL_DOCUMENTS) as LegalDocumentId[];

/** How a consent record names what was accepted: the document and its version. */
export const documentVersion = (id: LegalDocumentId): string =>
  `${id}@${LEGAL_DOCUMENTS[id].version}`;

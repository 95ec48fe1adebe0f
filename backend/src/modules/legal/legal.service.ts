import { Injectable } from '@nestjs/common';
import { marked } from 'marked';
import { AppConfig } from '../../config/app.config.js';
import {
  CompanyConfig,
  companyContactLines,
  companyName,
  missingCompanyDetails,
} from '../../config/company.config.js';
import { AiConfig } from '../ai/ai.config.js';
import { AuthConfig } from '../auth/auth.config.js';
import { BillingConfig } from '../billing/billing.config.js';
import { EnhanceConfig } from '../enhance/enhance.config.js';
import { escapeHtml } from '../mail/templates/layout.js';
import { MailConfig } from '../mail/mail.config.js';
import type { CompanyDto } from './dto/company.dto.js';
import type { LegalDocumentDto } from './dto/legal.dto.js';
import {
  documentVersion,
  LEGAL_DOCUMENT_IDS,
  LEGAL_DOCUMENTS,
  type LegalDocumentId,
} from './legal-documents.js';
import { processorLines } from './legal-facts.js';
import { legalPage } from './legal-page.js';

/**
 * The legal documents: our own Markdown (trusted) filled in with the facts of this installation
 * (company, configured processors, retention periods, plan quotas), rendered once per document.
 */
@Injectable()
export class LegalService {
  private readonly pages = new Map<string, string>();

  constructor(
    private readonly auth: AuthConfig,
    private readonly companyConfig: CompanyConfig,
    private readonly app: AppConfig,
    private readonly billing: BillingConfig,
    private readonly mail: MailConfig,
    private readonly ai: AiConfig,
    private readonly enhance: EnhanceConfig,
  ) {}

  company(): CompanyDto {
    return {
      name: companyName(this.companyConfig),
      postal_address: this.companyConfig.postalAddress ?? null,
      email: this.companyConfig.email ?? null,
    };
  }

  documents(): LegalDocumentDto[] {
    return LEGAL_DOCUMENT_IDS.map((id) => ({
      id,
      title: LEGAL_DOCUMENTS[id].title,
      version: LEGAL_DOCUMENTS[id].version,
      consent_reference: documentVersion(id),
      url: `/api/legal/${id}`,
    }));
  }

  page(name: string): string | null {
    if (!(LEGAL_DOCUMENT_IDS as string[]).includes(name)) return null;
    const id = name as LegalDocumentId;
    let page = this.pages.get(id);
    if (!page) {
      const document = LEGAL_DOCUMENTS[id];
      const body = marked.parse(this.fill(document.markdown, document.version), { async: false });
      page = legalPage(document.title, document.version, body, this.others(id));
      this.pages.set(id, page);
    }
    return page;
  }

  private fill(markdown: string, version: string): string {
    const { billing, companyConfig: company } = this;
    const unnamed = missingCompanyDetails(company).length > 0;
    const values: Record<string, string> = {
      VERSION: version,
      COMPANY_NAME: company.name ? escapeHtml(company.name) : 'the operator of this installation',
      COMPANY_CONTACT: unnamed
        ? `> The operator of this installation has not yet filled in its company details (name, postal address and contact e-mail). Until it does, reach it through the contact form: ${escapeHtml(this.app.publicUrl)}/#contact`
        : companyContactLines(company, this.app.publicUrl)
            .map((line) => `> ${escapeHtml(line)}`)
            .join('  \n'),
      PROCESSORS: processorLines(billing, this.mail, this.ai, company.hostingProvider)
        .map((line) => `- ${line}`)
        .join('\n'),
      HISTORY_LIMIT: String(this.enhance.historyLimit),
      SESSION_DAYS: String(this.auth.sessionTtlDays),
      LOG_DAYS: String(company.logRetentionDays),
      FREE_USES: String(billing.freeEnhancements),
      PRO_USES: String(billing.proMonthlyEnhancements),
      GUARANTEE_DAYS: String(billing.moneyBackGuaranteeDays),
      ENGINE_SENTENCE: this.ai.apiKey
        ? 'Rewrites are written by the AI model provider named in the Privacy Policy and checked by our own rules; when it fails, our built-in engine answers.'
        : 'Rewrites are made by our built-in engine, which makes light, checked edits rather than full rewrites.',
    };
    return markdown.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, key: string) => {
      if (!(key in values))
        throw new Error(`Unknown placeholder ${placeholder} in a legal document`);
      return values[key];
    });
  }

  private others(id: LegalDocumentId) {
    return LEGAL_DOCUMENT_IDS.filter((other) => other !== id).map((other) => ({
      title: LEGAL_DOCUMENTS[other].title,
      url: `/api/legal/${other}`,
    }));
  }
}

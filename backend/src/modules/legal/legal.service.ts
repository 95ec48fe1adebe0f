import { Injectable } from '@nestjs/common';
import { marked } from 'marked';
import { AppConfig } from '../../config/app.config.js';
import { CompanyConfig, companyContactLines } from '../../config/company.config.js';
import { AuthConfig } from '../auth/auth.config.js';
import type { CompanyDto } from './dto/company.dto.js';
import { escapeHtml } from '../mail/templates/layout.js';
import { acceptableUsePolicy } from './documents/acceptable-use-policy.js';
import { dataProcessingAgreement } from './documents/data-processing-agreement.js';
import { privacyPolicy } from './documents/privacy-policy.js';
import { termsOfService } from './documents/terms-of-service.js';

export const LEGAL_DOCUMENTS: Record<string, { title: string; markdown: string }> = {
  'privacy-policy': { title: 'Privacy Policy', markdown: privacyPolicy },
  'terms-of-service': { title: 'Terms of Service', markdown: termsOfService },
  'acceptable-use-policy': { title: 'Acceptable Use Policy', markdown: acceptableUsePolicy },
  'data-processing-agreement': {
    title: 'Data Processing Agreement',
    markdown: dataProcessingAgreement,
  },
};

/** The legal documents, rendered once from our own Markdown (trusted content) into standalone pages. */
@Injectable()
export class LegalService {
  private readonly pages = new Map<string, string>();

  constructor(
    private readonly auth: AuthConfig,
    private readonly companyConfig: CompanyConfig,
    private readonly app: AppConfig,
  ) {}

  company(): CompanyDto {
    return {
      name: this.companyConfig.name,
      postal_address: this.companyConfig.postalAddress ?? null,
      email: this.companyConfig.email ?? null,
    };
  }

  page(name: string): string | null {
    const document = Object.hasOwn(LEGAL_DOCUMENTS, name) ? LEGAL_DOCUMENTS[name] : undefined;
    if (!document) return null;
    let page = this.pages.get(name);
    if (!page) {
      const markdown = document.markdown
        .replaceAll('{{POLICY_VERSION}}', this.auth.policyVersion)
        .replaceAll('{{COMPANY_NAME}}', escapeHtml(this.companyConfig.name))
        .replaceAll('{{COMPANY_CONTACT}}', this.contactBlock());
      const body = marked.parse(markdown, { async: false });
      page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(document.title)} · Resonate</title><style>body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:760px;margin:40px auto;padding:0 20px;line-height:1.6;color:#1f1d2b}h1{color:#3d2bb5}a{color:#5b3fd1}</style></head><body><p><a href="/">← Resonate</a></p>${body}</body></html>`;
      this.pages.set(name, page);
    }
    return page;
  }

  /** The company's details as a Markdown block, one line each (escaped: they come from settings). */
  private contactBlock(): string {
    return companyContactLines(this.companyConfig, this.app.publicUrl)
      .map((line) => `> ${escapeHtml(line)}`)
      .join('  \n');
  }
}

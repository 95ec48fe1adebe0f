import { BadRequestException, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { documentVersion, type LegalDocumentId } from '../legal/legal-documents.js';
import { toUserDto } from '../users/dto/user.dto.js';
import { User } from '../users/entities/user.entity.js';
import {
  PersonalDataRegistry,
  userRowsContributor,
} from '../users/personal-data/personal-data.registry.js';
import type { CompleteOnboardingDto, OnboardingResultDto } from './dto/complete-onboarding.dto.js';
import { ConsentRecord, type ConsentType } from './entities/consent-record.entity.js';

/** The document (and so the version) each consent is given under. */
const CONSENT_DOCUMENT: Record<ConsentType, LegalDocumentId> = {
  gdpr: 'privacy-policy',
  data_retention: 'privacy-policy',
  marketing: 'privacy-policy',
  analytics: 'privacy-policy',
  privacy: 'privacy-policy',
  terms: 'terms-of-service',
};

@Injectable()
export class OnboardingService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: PersonalDataRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(
      userRowsContributor('consents', 'consent_records', [
        'consent_type',
        'granted',
        'policy_version',
        'source',
        'recorded_at',
      ]),
    );
  }

  async complete(userId: string, dto: CompleteOnboardingDto): Promise<OnboardingResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOneByOrFail({ id: userId });
      if (!user.isVerified) {
        throw new BadRequestException({
          detail: 'Please verify your email before completing your account setup.',
        });
      }
      const decisions: [ConsentType, boolean][] = [
        ['gdpr', dto.gdpr_consent],
        ['data_retention', dto.data_retention_consent],
        ['marketing', dto.marketing_consent ?? false],
      ];
      if (dto.terms_accepted !== undefined) decisions.push(['terms', dto.terms_accepted]);
      if (dto.privacy_accepted !== undefined) decisions.push(['privacy', dto.privacy_accepted]);
      const consents = manager.getRepository(ConsentRecord);
      await consents.save(
        decisions.map(([consentType, granted]) =>
          consents.create({
            userId,
            consentType,
            granted,
            policyVersion: documentVersion(CONSENT_DOCUMENT[consentType]),
            source: 'onboarding',
          }),
        ),
      );
      Object.assign(user, {
        firstName: dto.first_name,
        lastName: dto.last_name,
        onboardingCompleted: true,
        termsAccepted: user.termsAccepted || dto.terms_accepted === true,
        privacyAcknowledged: user.privacyAcknowledged || dto.privacy_accepted === true,
      });
      await users.save(user);
      const intended = user.subscriptionTier === 'free' ? user.intendedTier : null;
      return { user: toUserDto(user), intended_tier: intended };
    });
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from '../legal-documents.js';

export class LegalDocumentDto {
  @ApiProperty({ enum: LEGAL_DOCUMENT_IDS, enumName: 'LegalDocument' }) id: LegalDocumentId;
  @ApiProperty({ example: 'Privacy Policy' }) title: string;
  @ApiProperty({ example: '2026-11-25', description: 'The date of the current text' })
  version: string;
  @ApiProperty({
    example: 'privacy-policy@2026-11-25',
    description: 'What a consent record stores when this version is accepted',
  })
  consent_reference: string;
  @ApiProperty({ example: '/api/legal/privacy-policy' }) url: string;
}

export class LegalDocumentListDto {
  @ApiProperty({ type: [LegalDocumentDto] }) documents: LegalDocumentDto[];
}

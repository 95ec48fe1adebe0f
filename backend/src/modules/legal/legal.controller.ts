import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../common/auth/auth-rules.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { LegalDocumentListDto } from './dto/legal.dto.js';
import { LEGAL_DOCUMENT_IDS } from './legal-documents.js';
import { LegalService } from './legal.service.js';

@ApiTags('legal')
@Controller('legal')
export class LegalController {
  constructor(private readonly legal: LegalService) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({
    summary: 'The four legal documents with their current versions (what consents record)',
  })
  @ApiOkResponse({ type: LegalDocumentListDto })
  list(): LegalDocumentListDto {
    return { documents: this.legal.documents() };
  }

  @Get(':document')
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({
    summary: 'One of the four legal documents, as an HTML page (opened from the footer)',
  })
  @ApiParam({ name: 'document', enum: LEGAL_DOCUMENT_IDS, enumName: 'LegalDocument' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The document', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorBody })
  document(@Param('document') name: string): string {
    const page = this.legal.page(name);
    if (!page) throw new NotFoundException({ detail: 'There is no such legal document.' });
    return page;
  }
}

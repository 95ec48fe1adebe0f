import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import {
  assertKeepsTexts,
  SONGS_NOT_SAVED,
} from '../../../common/privacy/keeps-texts.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { MessageDto } from '../../auth/dto/auth.dto.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { SaveSongDto, SongDto, SongListDto } from './songs.dto.js';
import { SongsService } from './songs.service.js';
import { RequireFeature } from '../../feature-toggles/require-feature.decorator.js';

@ApiTags('songwriting')
@Controller('beta/songs')
@RequireFeature('beta_songwriting')
export class SongsController {
  constructor(private readonly songs: SongsService) {}

  @Get()
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Your saved songs, last edited first' })
  @ApiOkResponse({ type: SongListDto })
  list(@CurrentUser() user: AuthenticatedUser): Promise<SongListDto> {
    return this.songs.list(user.id);
  }

  @Post()
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Save a new song' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Privacy mode: songs are not saved' })
  @ApiCreatedResponse({ type: SongDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  create(@CurrentUser() user: AuthenticatedUser, @Body() dto: SaveSongDto): Promise<SongDto> {
    assertKeepsTexts(user, SONGS_NOT_SAVED);
    return this.songs.create(user.id, dto);
  }

  @Get(':id')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Open one song' })
  @ApiOkResponse({ type: SongDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'song') id: string,
  ): Promise<SongDto> {
    return this.songs.get(user.id, id);
  }

  @Put(':id')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Save changes to a song' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Privacy mode: songs are not saved' })
  @ApiOkResponse({ type: SongDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'song') id: string,
    @Body() dto: SaveSongDto,
  ): Promise<SongDto> {
    assertKeepsTexts(user, SONGS_NOT_SAVED);
    return this.songs.update(user.id, id, dto);
  }

  @Delete(':id')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Delete a song' })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'song') id: string,
  ): Promise<MessageDto> {
    await this.songs.remove(user.id, id);
    return { message: 'Song deleted' };
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { configProvider } from '../../config/define-config.js';
import { AiConfig } from '../ai/ai.config.js';
import { AiModule } from '../ai/ai.module.js';
import { EnhanceModule } from '../enhance/enhance.module.js';
import { SongModel } from './song-model.js';
import { Song } from './songs/song.entity.js';
import { SongsController } from './songs/songs.controller.js';
import { SongsService } from './songs/songs.service.js';
import { SongwritingPersonalData } from './songwriting-personal-data.js';
import { SongwritingController } from './songwriting.controller.js';
import { SongwritingConfig } from './songwriting.config.js';
import { SongwritingService } from './songwriting.service.js';

/** The beta studio's songwriting workshop: lyric analysis, enhancement, saved songs, creative chat. */
@Module({
  imports: [TypeOrmModule.forFeature([Song]), AiModule, EnhanceModule],
  controllers: [SongwritingController, SongsController],
  providers: [
    configProvider(AiConfig),
    configProvider(SongwritingConfig),
    SongModel,
    SongwritingService,
    SongsService,
    SongwritingPersonalData,
  ],
})
export class SongwritingModule {}

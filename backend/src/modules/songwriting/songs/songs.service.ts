import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Song } from './song.entity.js';
import {
  SONG_NOT_FOUND,
  toSongDto,
  toSongSummaryDto,
  type SaveSongDto,
  type SongDto,
  type SongListDto,
} from './songs.dto.js';

const UNTITLED = 'Untitled song';

/** The workshop's songs, per user: list, open, save, delete. */
@Injectable()
export class SongsService {
  constructor(@InjectRepository(Song) private readonly songs: Repository<Song>) {}

  async list(userId: string): Promise<SongListDto> {
    const [songs, total] = await this.songs.findAndCount({
      where: { userId },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: 200,
    });
    return { items: songs.map(toSongSummaryDto), total };
  }

  async get(userId: string, id: string): Promise<SongDto> {
    return toSongDto(await this.find(userId, id));
  }

  async create(userId: string, dto: SaveSongDto): Promise<SongDto> {
    return toSongDto(await this.songs.save(this.songs.create({ userId, ...this.fields(dto) })));
  }

  async update(userId: string, id: string, dto: SaveSongDto): Promise<SongDto> {
    const song = await this.find(userId, id);
    Object.assign(song, this.fields(dto));
    return toSongDto(await this.songs.save(song));
  }

  async remove(userId: string, id: string): Promise<void> {
    const result = await this.songs.delete({ id, userId });
    if (!result.affected) throw new NotFoundException({ detail: SONG_NOT_FOUND });
  }

  private fields(dto: SaveSongDto) {
    return {
      title: dto.title?.trim() || UNTITLED,
      lyrics: dto.lyrics,
      enhancedLyrics: dto.enhanced_lyrics ?? null,
      settings: { ...(dto.settings ?? {}) } as Record<string, string>,
      chatHistory: (dto.chat_history ?? []).map(({ role, content }) => ({ role, content })),
    };
  }

  private async find(userId: string, id: string): Promise<Song> {
    const song = await this.songs.findOne({ where: { id, userId } });
    if (!song) throw new NotFoundException({ detail: SONG_NOT_FOUND });
    return song;
  }
}

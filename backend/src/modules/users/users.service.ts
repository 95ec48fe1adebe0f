import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { toUserDto, type UserDto } from './dto/user.dto.js';
import { User } from './entities/user.entity.js';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async view(id: string): Promise<UserDto> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw new NotFoundException({ detail: 'Account not found.' });
    return toUserDto(user);
  }

  find(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { SESSION_CLIENTS, type Session, type SessionClient } from '../entities/session.entity.js';
import { deviceLabel } from './device-label.js';

export class SessionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: SESSION_CLIENTS,
    enumName: 'SessionClient',
    description: 'web: the web app; extension: the browser extension',
  })
  client: SessionClient;
  @ApiProperty({
    example: 'Chrome on Windows',
    description: 'Read from the browser it signed in on',
  })
  device: string;
  @ApiProperty({ type: String, nullable: true, description: 'The address it signed in from' })
  ip_address: string | null;
  @ApiProperty() created_at: string;
  @ApiProperty() expires_at: string;
  @ApiProperty({ description: 'The session this request was made with' }) current: boolean;
}

export class SessionListDto {
  @ApiProperty({ type: [SessionDto] }) sessions: SessionDto[];
}

export class ExtensionSessionDto {
  @ApiProperty({ description: 'A bearer token of its own for the browser extension' })
  access_token: string;
  @ApiProperty({ example: 'bearer' }) token_type: 'bearer';
}

export const toSessionDto = (session: Session, currentId: string): SessionDto => ({
  id: session.id,
  client: session.client,
  device: deviceLabel(session.userAgent),
  ip_address: session.ipAddress,
  created_at: session.createdAt.toISOString(),
  expires_at: session.expiresAt.toISOString(),
  current: session.id === currentId,
});
